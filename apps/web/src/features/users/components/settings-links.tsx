import { Bell, ChevronRight, GitPullRequest, ShieldCheck, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const sections = [
  {
    to: paths.settingsProfile,
    icon: UserRound,
    title: 'Profile',
    description: 'Your name and picture, shown next to your work.',
  },
  {
    to: paths.settingsNotifications,
    icon: Bell,
    title: 'Notifications',
    description: 'Which events reach you, in the app and by email.',
  },
  {
    to: paths.settingsSecurity,
    icon: ShieldCheck,
    title: 'Security',
    description: 'Your password and the devices you are signed in on.',
  },
  {
    to: paths.settingsGithub,
    icon: GitPullRequest,
    title: 'GitHub',
    description: 'Connect your GitHub account for pull-request challenges.',
  },
];

/** The sections of a user's settings, one link each. */
export function SettingsLinks() {
  return (
    <ul className="flex flex-col gap-3">
      {sections.map(({ to, icon: Icon, title, description }) => (
        <li key={to}>
          <Link to={to} className="flex items-center gap-4 rounded-lg border border-border p-4 hover:bg-accent">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <span className="flex-1">
              <span className="block font-medium">{title}</span>
              <span className="block text-sm text-muted-foreground">{description}</span>
            </span>
            <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

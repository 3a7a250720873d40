import { Bell, ChevronRight, GitPullRequest, ShieldCheck, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { AccountFacts } from '@/features/users/components/account-facts';
import { ProfileForm } from '@/features/users/components/profile-form';
import { PROFILE_SAVED_MESSAGE } from '@/features/users/components/profile-cards';
import { NotificationSettingsForm } from '@/features/notifications/components/notification-settings-form';
import { SecuritySettings } from '@/features/identity/components/security-settings';
import { PageBody, PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { toast } from '@/lib/toast';

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

/** /settings: the candidate's settings, one link per section. */
export function SettingsPage() {
  return (
    <PageBody>
      <PageHeader
        title="Settings"
        description="Your profile, notification, security and GitHub settings in one place."
      />
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
    </PageBody>
  );
}

/** /settings/profile: the same details as /profile, under the candidate's settings. */
export function ProfileSettingsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <PageBody>
      <PageHeader
        title="Profile Settings"
        description="Your name and picture appear next to your work and in your interviewers' lists."
      />
      <Card>
        <CardContent className="flex flex-col gap-6 pt-6">
          <AccountFacts user={user} />
          <ProfileForm
            key={user.id}
            user={user}
            submitLabel="Save changes"
            onSaved={() => toast.success(PROFILE_SAVED_MESSAGE)}
          />
        </CardContent>
      </Card>
    </PageBody>
  );
}

/** /settings/notifications. */
export function NotificationSettingsPage() {
  return (
    <PageBody>
      <PageHeader
        title="Notification Settings"
        description="Choose which events notify you, in the app and by email."
      />
      <NotificationSettingsForm />
    </PageBody>
  );
}

/** /settings/security. */
export function SecuritySettingsPage() {
  return (
    <PageBody>
      <PageHeader
        title="Security Settings"
        description="Change your password, review your active sessions and sign out of the others."
      />
      <SecuritySettings />
    </PageBody>
  );
}

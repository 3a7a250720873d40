import { NotificationSettingsForm } from '@/features/notifications/components/notification-settings-form';
import { GithubConnectionCard } from '@/features/github/components/github-connection-card';
import { SecuritySettings } from '@/features/identity/components/security-settings';
import { ProfileSettingsCard } from '@/features/users/components/profile-cards';
import { SettingsLinks } from '@/features/users/components/settings-links';
import { PageBody, PageHeader } from '@/components/page-header';
import { useAuth } from '@/lib/auth-context';

/** /settings: the candidate's settings, one link per section. */
export function SettingsPage() {
  return (
    <PageBody>
      <PageHeader
        title="Settings"
        description="Your profile, notification, security and GitHub settings in one place."
      />
      <SettingsLinks />
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
      <ProfileSettingsCard user={user} />
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

/** /settings/github: the candidate's GitHub connection, for pull-request challenges. */
export function GithubSettingsPage() {
  return (
    <PageBody>
      <PageHeader
        title="GitHub Settings"
        description="Connect or disconnect your GitHub account and update its access token."
      />
      <GithubConnectionCard />
    </PageBody>
  );
}

import { useNavigate } from 'react-router';
import { NotificationSettingsCard } from '@/features/notifications/components/notification-settings-form';
import { SecuritySettings } from '@/features/identity/components/security-settings';
import { AccountCard, ProfileDetailsCard, ProfileSetupCard } from '@/features/users/components/profile-cards';
import { PageBody, PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';

/** /profile: your details, the editable ones in a form; then notification and security settings (every role's). */
export function ProfilePage() {
  const { user } = useAuth();
  // The guard renders this page only for a signed-in user.
  if (!user) return null;
  return (
    <PageBody>
      <PageHeader
        title="Profile"
        description="Your name and picture appear next to your work and in your team's lists."
      />
      <AccountCard user={user} />
      <ProfileDetailsCard user={user} />
      <NotificationSettingsCard />
      <SecuritySettings />
    </PageBody>
  );
}

/** /profile-setup: the same details, asked for once after sign-up, then on to the dashboard. */
export function ProfileSetupPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <PageBody>
      <PageHeader
        title="Set up your profile"
        description="Add your name and picture: the details interviewers see next to your work."
      />
      <ProfileSetupCard user={user} skipTo={paths.dashboard} onContinue={() => void navigate(paths.dashboard)} />
    </PageBody>
  );
}

import type { User } from '@assay/contracts';
import { useNavigate } from 'react-router';
import { NotificationSettingsCard } from '@/features/notifications/components/notification-settings-form';
import { SecuritySettings } from '@/features/identity/components/security-settings';
import { AccountCard, ProfileDetailsCard, ProfileSetupCard } from '@/features/users/components/profile-cards';
import { PageBody, PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { homePathForRole } from '@/features/identity/roles';
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

/**
 * Where /profile-setup goes on: staff (interviewer, orgadmin) without an organization create one (or accept an
 * invitation) at /organization-form first; everyone else goes to their home.
 */
export function nextAfterProfileSetup(user: Pick<User, 'role' | 'organizationId'>): string {
  if ((user.role === 'interviewer' || user.role === 'orgadmin') && !user.organizationId) return paths.organizationForm;
  return user.role ? homePathForRole(user.role) : paths.dashboard;
}

/**
 * /profile-setup: the same details, asked for once after choosing a role (/user-type-selection comes here), then on to
 * the organization form (staff with none) or home. Saving the name ticks the candidate's "profile" step.
 */
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
      <ProfileSetupCard
        user={user}
        skipTo={nextAfterProfileSetup(user)}
        onContinue={(saved) => void navigate(nextAfterProfileSetup(saved), { replace: true })}
      />
    </PageBody>
  );
}

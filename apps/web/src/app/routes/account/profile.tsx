import { Link, useNavigate } from 'react-router';
import { AccountFacts } from '@/features/users/components/account-facts';
import { ProfileForm } from '@/features/users/components/profile-form';
import { NotificationSettingsCard } from '@/features/notifications/components/notification-settings-form';
import { SecuritySettings } from '@/features/identity/components/security-settings';
import { PageBody, PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { toast } from '@/lib/toast';

export const PROFILE_SAVED_MESSAGE = 'Your profile has been saved.';

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
      <Card>
        <CardHeader>
          <CardTitle>Account</CardTitle>
          <CardDescription>Your sign-in address, and the role an administrator manages.</CardDescription>
        </CardHeader>
        <CardContent>
          <AccountFacts user={user} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Details</CardTitle>
        </CardHeader>
        <CardContent>
          <ProfileForm
            key={user.id}
            user={user}
            submitLabel="Save changes"
            onSaved={() => toast.success(PROFILE_SAVED_MESSAGE)}
          />
        </CardContent>
      </Card>
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
      <Card>
        <CardContent className="flex flex-col gap-6">
          <AccountFacts user={user} />
          <ProfileForm
            key={user.id}
            user={user}
            submitLabel="Save and continue"
            onSaved={() => {
              toast.success(PROFILE_SAVED_MESSAGE);
              void navigate(paths.dashboard);
            }}
            secondaryAction={
              <Button asChild variant="ghost">
                <Link to={paths.dashboard}>Skip for now</Link>
              </Button>
            }
          />
        </CardContent>
      </Card>
    </PageBody>
  );
}

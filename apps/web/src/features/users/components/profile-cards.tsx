import type { User } from '@assay/contracts';
import { Link } from 'react-router';
import { AccountFacts } from '@/features/users/components/account-facts';
import { ProfileForm } from '@/features/users/components/profile-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/lib/toast';

export const PROFILE_SAVED_MESSAGE = 'Your profile has been saved.';

/** The sign-in address and role, which the user reads but does not edit here. */
export function AccountCard({ user }: { user: User }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account</CardTitle>
        <CardDescription>Your sign-in address, and the role an administrator manages.</CardDescription>
      </CardHeader>
      <CardContent>
        <AccountFacts user={user} />
      </CardContent>
    </Card>
  );
}

/** The editable details under their own title, as /profile shows them. */
export function ProfileDetailsCard({ user }: { user: User }) {
  return (
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
  );
}

/** The account facts above the form in one card, as /settings/profile shows them. */
export function ProfileSettingsCard({ user }: { user: User }) {
  return (
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
  );
}

interface ProfileSetupCardProps {
  user: User;
  /** Where "Skip for now" leads. */
  skipTo: string;
  /** After the saved toast, with the saved user: the page moves on. */
  onContinue: (saved: User) => void;
}

/** The details asked for once after sign-up: save and continue, or skip. */
export function ProfileSetupCard({ user, skipTo, onContinue }: ProfileSetupCardProps) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-6">
        <AccountFacts user={user} />
        <ProfileForm
          key={user.id}
          user={user}
          submitLabel="Save and continue"
          onSaved={(saved) => {
            toast.success(PROFILE_SAVED_MESSAGE);
            onContinue(saved);
          }}
          secondaryAction={
            <Button asChild variant="ghost">
              <Link to={skipTo}>Skip for now</Link>
            </Button>
          }
        />
      </CardContent>
    </Card>
  );
}

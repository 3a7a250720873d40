import { Link, useNavigate } from 'react-router';
import { roleLabels } from '@/components/role-labels';
import { withRedirect } from '@/lib/redirect-target';
import {
  InvitationProblemNotice,
  describeInvitationProblem,
  invitationProblemFrom,
  type InvitationProblemContext,
} from '@/features/organizations/components/invitation-problem';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { useAcceptInvitation } from '@/features/organizations/api/accept-invitation';
import type { InvitationPreview } from '@/features/organizations/api/get-invitation-preview';
import { toast } from '@/lib/toast';

interface InvitationActionsProps {
  token: string;
  preview: InvitationPreview;
}

/** This page's own address, for the sign-in and sign-up pages to come back to. */
export function invitationReturnPath(token: string): string {
  return `${paths.invitation}?token=${encodeURIComponent(token)}`;
}

/** Sign in or register (carrying the way back), sign out of the wrong account, or accept. */
export function InvitationActions({ token, preview }: InvitationActionsProps) {
  const { status, user, userRole, reloadUser, logout } = useAuth();
  const navigate = useNavigate();
  const back = invitationReturnPath(token);
  const accept = useAcceptInvitation(token, {
    onAccepted: async (result) => {
      // A role-less user has just taken the invited role: /dashboard sends them to its home once the state has it.
      await reloadUser();
      toast.success(`Welcome to ${preview.organizationName}! You joined as ${roleLabels[result.role].toLowerCase()}.`);
      void navigate(paths.dashboard, { replace: true });
    },
  });

  if (status === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Checking your sign-in...
      </p>
    );
  }

  if (status === 'anonymous' || !user) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">
          Sign in with <span className="font-medium text-foreground">{preview.email}</span> to accept, or create an
          account with that address if you don&apos;t have one.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={withRedirect(paths.login, back)}>Sign in to accept</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={withRedirect(paths.register, back)}>Create an account</Link>
          </Button>
        </div>
      </div>
    );
  }

  const context: InvitationProblemContext = {
    invitedEmail: preview.email,
    signedInEmail: user.email,
    invitedRole: preview.role,
    currentRole: userRole,
    organizationName: preview.organizationName,
  };
  // The server compares addresses the same way; saying so before the click saves a refusal.
  const wrongAccount = user.email.toLowerCase() !== preview.email.toLowerCase();
  const problem = wrongAccount
    ? describeInvitationProblem('wrongAccount', context)
    : accept.isError
      ? invitationProblemFrom(accept.error, context)
      : null;
  const busy = accept.isPending || accept.isSuccess;

  if (problem?.kind === 'wrongAccount') {
    return (
      <InvitationProblemNotice
        problem={problem}
        actions={
          <Button onClick={() => void logout(withRedirect(paths.login, back))}>Sign out and switch account</Button>
        }
      />
    );
  }

  if (problem?.final) {
    return (
      <InvitationProblemNotice
        problem={problem}
        actions={
          <Button asChild variant="outline">
            <Link to={paths.dashboard}>Go to your dashboard</Link>
          </Button>
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {problem ? <InvitationProblemNotice problem={problem} /> : null}
      <p className="text-sm text-muted-foreground">
        You&apos;re signed in as <span className="font-medium text-foreground">{user.email}</span>.
      </p>
      <div>
        <Button loading={busy} onClick={() => accept.mutate()}>
          Accept invitation
        </Button>
      </div>
    </div>
  );
}

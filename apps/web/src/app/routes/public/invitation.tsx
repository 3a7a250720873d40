import { useSearchParams } from 'react-router';
import { AuthCard } from '@/features/identity/components/auth-card';
import { InvitationActions } from '@/features/organizations/components/invitation-actions';
import { InvitationDetails, InvitationDetailsSkeleton } from '@/features/organizations/components/invitation-details';
import {
  InvitationProblemNotice,
  describeInvitationProblem,
  invitationProblemFrom,
} from '@/features/organizations/components/invitation-problem';
import { Button } from '@/components/ui/button';
import { useInvitationPreview } from '@/features/organizations/api/get-invitation-preview';

function InvitationOffer({ token }: { token: string }) {
  const preview = useInvitationPreview(token);
  if (preview.isPending) return <InvitationDetailsSkeleton />;
  if (preview.isError) {
    const problem = invitationProblemFrom(preview.error);
    return (
      <InvitationProblemNotice
        problem={problem}
        actions={
          problem.final ? null : (
            <Button variant="outline" loading={preview.isFetching} onClick={() => void preview.refetch()}>
              Retry
            </Button>
          )
        }
      />
    );
  }
  return (
    <>
      <InvitationDetails preview={preview.data} />
      <InvitationActions token={token} preview={preview.data} />
    </>
  );
}

/** /invitation?token=…: what an invitation offers, and accepting it (after signing in or registering). */
export function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <AuthCard title="Accept invitation" description="Join an organization on Assay with the role it invited you to.">
      {token ? (
        <InvitationOffer token={token} />
      ) : (
        <InvitationProblemNotice problem={describeInvitationProblem('missingToken')} />
      )}
    </AuthCard>
  );
}

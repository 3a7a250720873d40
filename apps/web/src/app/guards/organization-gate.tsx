import { Outlet } from 'react-router';
import { OrganizationSetup } from '@/app/routes/organization/organization-setup';
import { UnconfirmedOrganization } from '@/features/organizations/components/unconfirmed-organization';
import { useOrganizationCheck } from '@/app/guards/use-organization-check';
import { PageBody } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';

function CheckingOrganization() {
  return (
    <PageBody>
      <p role="status" className="sr-only">
        Checking your organization...
      </p>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-4 w-full max-w-xl" />
      <Skeleton className="h-48 w-full" />
    </PageBody>
  );
}

interface OrganizationGateProps {
  /** Reloads the page after an organization is created; tests pass a spy. */
  reload?: () => void;
}

/**
 * Wraps the pages that need an organization (SPEC.md §2, §4): they render once the backend confirms the user's
 * organization; a user without one (or whose one cannot be confirmed) sees the Create Your Organization form.
 * The admin, bound to no organization, passes straight through.
 */
export function OrganizationGate({ reload }: OrganizationGateProps) {
  const check = useOrganizationCheck();
  switch (check.kind) {
    case 'exempt':
    case 'member':
      return <Outlet />;
    case 'checking':
      return <CheckingOrganization />;
    case 'none':
      return (
        <OrganizationSetup
          reload={reload}
          notice={
            check.failure ? (
              <UnconfirmedOrganization error={check.failure} retrying={check.retrying} onRetry={check.retry} />
            ) : null
          }
        />
      );
  }
}

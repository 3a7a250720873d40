import { Link, useParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { OrganizationDetail } from '@/features/admin/components/organization-detail';
import { OrganizationList } from '@/features/admin/components/organization-list';
import { OrganizationPlan } from '@/features/billing/components/organization-plan';

/** /admin/organizations: every organization, searched and paged. */
export function AdminOrganizationsPage() {
  return (
    <PageBody width="full">
      <PageHeader
        title="Organizations"
        description="Every organization on this instance: open one to see its members and usage, or to suspend it."
        actions={
          <Button asChild variant="outline">
            <Link to={paths.adminUsers}>Users and roles</Link>
          </Button>
        }
      />
      <OrganizationList />
    </PageBody>
  );
}

/** /admin/organizations/{id}: one organization's members and usage, suspend and restore, and its plan. */
export function AdminOrganizationPage() {
  const { id = '' } = useParams();
  return (
    <>
      <OrganizationDetail id={id} />
      <PageBody width="full" className="pt-0">
        <OrganizationPlan organizationId={id} />
      </PageBody>
    </>
  );
}

import { Link } from 'react-router';
import { PageBody, PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { UserDirectory } from '@/features/users/components/user-directory';

/** /admin/users: every person on the instance, and changing a role (confirmed, audited). */
export function AdminUsersPage() {
  return (
    <PageBody width="full">
      <PageHeader
        title="Users"
        description="Everyone on this instance. Changing a role asks first, and is kept in the audit log."
        actions={
          <Button asChild variant="outline">
            <Link to={paths.adminOrganizations}>Organizations</Link>
          </Button>
        }
      />
      <UserDirectory />
    </PageBody>
  );
}

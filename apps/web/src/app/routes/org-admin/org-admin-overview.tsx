import { Settings, Users } from 'lucide-react';
import { Link } from 'react-router';
import { OrgAdminPage } from '@/app/routes/org-admin/org-admin-page';
import { OrganizationOverview, OverviewDescription } from '@/features/organizations/components/organization-overview';
import { useOrganizationId } from '@/features/organizations/components/use-organization-id';
import { ChecklistCard } from '@/features/onboarding/components/checklist-card';
import { TaskFigures } from '@/features/tasks/components/task-figures';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

const TITLE = 'Organization Overview';

/** /org-admin: the orgadmin's dashboard: the getting-started checklist, the organizations feature's overview with the tasks feature's figures. */
export function OrgAdminOverviewPage() {
  const organizationId = useOrganizationId();
  return (
    <OrgAdminPage
      title={TITLE}
      width="full"
      description={organizationId ? <OverviewDescription organizationId={organizationId} /> : undefined}
      actions={
        <>
          <Button asChild variant="outline">
            <Link to={paths.orgAdminUsers}>
              <Users aria-hidden="true" />
              Users
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.orgAdminSettings}>
              <Settings aria-hidden="true" />
              Settings
            </Link>
          </Button>
        </>
      }
    >
      {(id) => (
        <>
          <ChecklistCard />
          <OrganizationOverview organizationId={id} taskFigures={<TaskFigures />} />
        </>
      )}
    </OrgAdminPage>
  );
}

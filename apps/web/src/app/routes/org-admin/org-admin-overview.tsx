import { Settings, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ExpiringInvitations } from '@/features/organizations/components/expiring-invitations';
import { OrgAdminPage } from '@/app/routes/org-admin/org-admin-page';
import { OverviewStats } from '@/features/organizations/components/overview-stats';
import { RecentActivity } from '@/features/organizations/components/recent-activity';
import { RecentMembers } from '@/features/organizations/components/recent-members';
import { TaskFigures } from '@/features/tasks/components/task-figures';
import { useOrganizationId } from '@/features/organizations/components/use-organization-id';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useInvitations } from '@/features/organizations/api/get-invitations';
import { useMembers } from '@/features/organizations/api/get-members';
import { useManagedOrganization } from '@/features/organizations/api/get-managed-organization';

const TITLE = 'Organization Overview';

function OverviewContent({ organizationId }: { organizationId: string }) {
  const members = useMembers(organizationId);
  const invitations = useInvitations(organizationId);
  return (
    <>
      <OverviewStats members={members.data?.members} invitations={invitations.data?.invitations} />
      <TaskFigures />
      <ExpiringInvitations organizationId={organizationId} invitations={invitations} />
      <div className="grid gap-8 lg:grid-cols-2">
        <RecentMembers members={members} />
        <RecentActivity organizationId={organizationId} />
      </div>
    </>
  );
}

function OverviewDescription({ organizationId }: { organizationId: string }) {
  const organization = useManagedOrganization(organizationId);
  if (!organization.data) return <>Your organization at a glance: its members and what needs you now.</>;
  return (
    <>
      <span className="font-medium text-foreground">{organization.data.name}</span> at a glance: its members and what
      needs you now.
    </>
  );
}

/** /org-admin: the orgadmin's dashboard (DESIGN.md: tiles, then what needs you now, then activity). */
export function OrgAdminOverviewPage() {
  const organizationId = useOrganizationId();
  return (
    <OrgAdminPage
      title={TITLE}
      className="max-w-5xl"
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
      {(id) => <OverviewContent organizationId={id} />}
    </OrgAdminPage>
  );
}

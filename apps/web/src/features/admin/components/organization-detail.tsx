import { ArrowLeft, Ban, RotateCcw, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { roleLabels } from '@/components/role-labels';
import { PageBody, PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { RelativeTime } from '@/components/relative-time';
import { StatTile } from '@/components/stat-tile';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { DataRow, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { SuspensionDialog } from '@/features/admin/components/suspension-dialog';
import { useAdminOrganization, type AdminOrganizationDetail } from '@/features/admin/api/admin-organizations';

function SuspensionNotice({ organization }: { organization: AdminOrganizationDetail }) {
  if (!organization.suspendedAt) return null;
  return (
    <p role="status" className="rounded-lg border border-destructive/60 bg-destructive/5 px-4 py-3 text-sm">
      <strong>Suspended</strong> <RelativeTime value={organization.suspendedAt} />: {organization.suspendedReason}
    </p>
  );
}

function Members({ organization }: { organization: AdminOrganizationDetail }) {
  if (organization.members.length === 0)
    return <EmptyState icon={<Users />} headingLevel="h3" title="No members" description="Nobody belongs to it yet." />;
  return (
    <DataTable caption={`Members of ${organization.name}, by name.`} columns={['Name', 'Email', 'Role', 'Joined']}>
      {organization.members.map((member) => (
        <DataRow key={member.userId}>
          <td className="px-3 py-2 font-medium">{member.name || '—'}</td>
          <td className="px-3 py-2">{member.email}</td>
          <td className="px-3 py-2">{roleLabels[member.role]}</td>
          <td className="px-3 py-2 text-muted-foreground">
            <RelativeTime value={member.joinedAt} />
          </td>
        </DataRow>
      ))}
    </DataTable>
  );
}

/** One organization for the platform admin: usage, members, and suspending or restoring it. */
export function OrganizationDetail({ id }: { id: string }) {
  const organization = useAdminOrganization(id);
  const [confirming, setConfirming] = useState(false);
  const back = (
    <Button asChild variant="ghost" className="self-start">
      <Link to={paths.adminOrganizations}>
        <ArrowLeft aria-hidden="true" /> All organizations
      </Link>
    </Button>
  );

  if (organization.isPending)
    return (
      <PageBody width="full">
        {back}
        <PageHeader title="Organization" />
        <TableSkeleton label="Loading the organization…" />
      </PageBody>
    );
  if (organization.isError)
    return (
      <PageBody width="full">
        {back}
        <PageHeader title="Organization" />
        <QueryError
          what="The organization could not be loaded."
          error={organization.error}
          retrying={organization.isFetching}
          onRetry={() => void organization.refetch()}
        />
      </PageBody>
    );

  const data = organization.data;
  const { usage } = data;
  return (
    <PageBody width="full" className="gap-8">
      {back}
      <PageHeader
        title={data.name}
        description={data.website || 'No website given.'}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={`${paths.adminUsers}?organization_id=${encodeURIComponent(data.id)}`}>
                <Users aria-hidden="true" /> Manage users
              </Link>
            </Button>
            <Button variant={data.suspendedAt ? 'primary' : 'destructive'} onClick={() => setConfirming(true)}>
              {data.suspendedAt ? <RotateCcw aria-hidden="true" /> : <Ban aria-hidden="true" />}
              {data.suspendedAt ? 'Restore' : 'Suspend'}
            </Button>
          </>
        }
      />
      <SuspensionNotice organization={data} />
      <section aria-labelledby="usage-title" className="flex flex-col gap-4">
        <h2 id="usage-title" className="text-lg font-semibold">
          Usage
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <StatTile label="Members" value={usage.members} />
          <StatTile label="Assessments" value={usage.assessments} />
          <StatTile label="Tasks" value={usage.tasks} />
          <StatTile label="Submissions" value={usage.submissions} />
          <StatTile
            label="Last activity"
            value={usage.lastActivityAt ? new Date(usage.lastActivityAt).toLocaleDateString() : 'None yet'}
          />
        </dl>
      </section>
      <section aria-labelledby="members-title" className="flex flex-col gap-4">
        <h2 id="members-title" className="text-lg font-semibold">
          Members
        </h2>
        <Members organization={data} />
      </section>
      <SuspensionDialog organization={data} open={confirming} onOpenChange={setConfirming} />
    </PageBody>
  );
}

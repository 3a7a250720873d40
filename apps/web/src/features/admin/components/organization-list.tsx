import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TextField } from '@/components/form/text-field';
import { ListPagination } from '@/components/list-pagination';
import { QueryError } from '@/components/query-error';
import { RelativeTime } from '@/components/relative-time';
import { TableSkeleton } from '@/components/table-skeleton';
import { Badge } from '@/components/ui/badge';
import { DataRow, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { fillPath } from '@/lib/fill-path';
import { readPage, useSearchParamUpdater } from '@/lib/use-search-param';
import { useAdminOrganizations, type AdminOrganizationList } from '@/features/admin/api/admin-organizations';

const PAGE_SIZE = 20;

function OrganizationRow({ organization }: { organization: AdminOrganizationList['organizations'][number] }) {
  const { usage } = organization;
  return (
    <DataRow>
      <td className="px-3 py-2 font-medium">
        <Link
          to={fillPath(paths.adminOrganization, { id: organization.id })}
          className="text-primary underline-offset-4 hover:underline"
        >
          {organization.name}
        </Link>
      </td>
      <td className="px-3 py-2">
        {organization.suspendedAt ? (
          <Badge variant="destructive">Suspended</Badge>
        ) : (
          <Badge variant="outline">Active</Badge>
        )}
      </td>
      <td className="px-3 py-2 tabular-nums">{usage.members}</td>
      <td className="px-3 py-2 tabular-nums">{usage.assessments}</td>
      <td className="px-3 py-2 tabular-nums">{usage.submissions}</td>
      <td className="px-3 py-2 text-muted-foreground">
        {usage.lastActivityAt ? <RelativeTime value={usage.lastActivityAt} /> : 'None yet'}
      </td>
    </DataRow>
  );
}

/** Every organization by name, searched and paged in the URL (`?q=`, `?page=`), each opening its detail page. */
export function OrganizationList() {
  const [params] = useSearchParams();
  const update = useSearchParamUpdater();
  const applied = params.get('q') ?? '';
  const [search, setSearch] = useState(applied);
  const page = readPage(params, 'page');
  const organizations = useAdminOrganizations({ search: applied || undefined, page, limit: PAGE_SIZE });

  return (
    <section aria-label="Organizations" className="flex flex-col gap-4">
      <TextField
        className="w-full sm:w-80"
        label="Search organizations"
        name="q"
        type="search"
        placeholder="Organization name"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          update({ q: event.target.value.trim() || null, page: null });
        }}
      />
      {organizations.isPending ? (
        <TableSkeleton label="Loading the organizations…" />
      ) : organizations.isError ? (
        <QueryError
          what="The organizations could not be loaded."
          error={organizations.error}
          retrying={organizations.isFetching}
          onRetry={() => void organizations.refetch()}
        />
      ) : organizations.data.organizations.length === 0 ? (
        <EmptyState
          icon={<Building2 />}
          title={applied ? `No organization matches “${applied}”` : 'No organizations yet'}
          description={
            applied ? 'Search looks at organization names.' : 'Organizations appear here once someone creates one.'
          }
        />
      ) : (
        <>
          <DataTable
            caption="Organizations by name, with their status and usage."
            columns={['Name', 'Status', 'Members', 'Assessments', 'Submissions', 'Last activity']}
          >
            {organizations.data.organizations.map((organization) => (
              <OrganizationRow key={organization.id} organization={organization} />
            ))}
          </DataTable>
          <ListPagination
            label="Organization pages"
            page={page}
            limit={PAGE_SIZE}
            total={organizations.data.total}
            busy={organizations.isFetching}
            onPageChange={(next) => update({ page: next })}
          />
        </>
      )}
    </section>
  );
}

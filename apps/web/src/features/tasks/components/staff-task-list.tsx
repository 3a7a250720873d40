import { TASK_STATUSES, type StaffTask, type TaskStatus } from '@assay/contracts';
import { ListChecks } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ListPagination } from '@/components/list-pagination';
import { readPage, useSearchParamUpdater } from '@/lib/use-search-param';
import { taskStatusLabels } from '@/components/task-status-labels';
import { PageBody, PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { ForkTaskDialog } from '@/features/tasks/components/fork-task-dialog';
import { StaffTaskTable } from '@/features/tasks/components/staff-task-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useStaffTasks } from '@/features/tasks/api/get-staff-tasks';

const PAGE_SIZE = 25;

/** The URL parameter of the platform admin's organization filter. */
export const ORGANIZATION_PARAM = 'organization_id';

/**
 * The task list of /org-admin/tasks (the organization's) and /admin/tasks (every organization's), filters in the URL.
 * The platform's list also filters by organization (`?organization_id=`), chosen with `organizationFilter`.
 */
export function StaffTaskList({
  scope,
  organizationFilter,
}: {
  scope: 'organization' | 'platform';
  organizationFilter?: ReactNode;
}) {
  const [params] = useSearchParams();
  const update = useSearchParamUpdater();
  const status = (TASK_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as TaskStatus)
    : undefined;
  const search = params.get('search') ?? '';
  const page = readPage(params, 'page');
  const platform = scope === 'platform';
  const organizationId = (platform && params.get(ORGANIZATION_PARAM)) || undefined;
  const tasks = useStaffTasks({
    status,
    search: search || undefined,
    ...(organizationId ? { organization_id: organizationId } : {}),
    page,
    limit: PAGE_SIZE,
  });
  const [forking, setForking] = useState<StaffTask | null>(null);
  const filtered = Boolean(status || search || organizationId);

  return (
    <PageBody width="full">
      <PageHeader
        title={platform ? 'All Tasks' : 'Organization Tasks'}
        description={
          platform
            ? 'Every task on this instance across organizations, with its status and owner.'
            : 'Every task assigned in your organization: whose it is, how far it is, and when it is due.'
        }
      />
      <div
        role="search"
        aria-label="Filter tasks"
        className={platform && organizationFilter ? 'grid gap-4 sm:grid-cols-3' : 'grid gap-4 sm:grid-cols-2'}
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor="staff-task-search">Search</Label>
          <Input
            id="staff-task-search"
            type="search"
            placeholder="Title, candidate name or email"
            defaultValue={search}
            onChange={(event) => update({ search: event.target.value.trim() || null, page: null })}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="staff-task-status">Status</Label>
          <NativeSelect
            id="staff-task-status"
            value={status ?? ''}
            onChange={(event) => update({ status: event.target.value || null, page: null })}
          >
            <option value="">Any status</option>
            {TASK_STATUSES.map((value) => (
              <option key={value} value={value}>
                {taskStatusLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {platform ? organizationFilter : null}
      </div>
      {tasks.isPending ? (
        <TableSkeleton label="Loading the tasks…" />
      ) : tasks.isError ? (
        <QueryError
          what="The tasks could not be loaded."
          error={tasks.error}
          retrying={tasks.isFetching}
          onRetry={() => void tasks.refetch()}
        />
      ) : tasks.data.tasks.length === 0 ? (
        <EmptyState
          icon={<ListChecks />}
          title={filtered ? 'No task matches these filters' : 'No tasks yet'}
          description={
            filtered
              ? 'Clear a filter to see every task.'
              : 'Tasks appear here once an assessment is assigned to candidates.'
          }
        />
      ) : (
        <>
          <StaffTaskTable
            tasks={tasks.data.tasks}
            showOrganization={platform}
            {...(platform ? {} : { onFork: setForking })}
          />
          <ListPagination
            label="Task pages"
            page={page}
            limit={PAGE_SIZE}
            total={tasks.data.total}
            busy={tasks.isFetching}
            onPageChange={(next) => update({ page: next })}
          />
        </>
      )}
      {platform ? null : <ForkTaskDialog task={forking} onClose={() => setForking(null)} />}
    </PageBody>
  );
}

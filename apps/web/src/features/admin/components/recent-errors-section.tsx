import { Bug } from 'lucide-react';
import { QueryError } from '@/components/query-error';
import { RelativeTime } from '@/components/relative-time';
import { TableSkeleton } from '@/components/table-skeleton';
import { Badge } from '@/components/ui/badge';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { useErrorGroups } from '@/features/admin/api/get-admin-overview';

/** The embedded collector's errors, grouped by fingerprint; the request id finds the API's log line. */
export function RecentErrorsSection() {
  const errors = useErrorGroups();
  return (
    <section aria-labelledby="recent-errors-title" className="flex flex-col gap-4">
      <h2 id="recent-errors-title" className="text-lg font-semibold">
        Recent errors
      </h2>
      <p className="text-sm text-muted-foreground">
        Errors of the web app and the API, grouped when they are the same error from the same place. At most 10
        identical errors per 60 s are recorded; the rest are counted as suppressed. With <code>SENTRY_DSN</code> set,
        errors go to Sentry instead.
      </p>
      {errors.isPending ? (
        <TableSkeleton label="Loading the errors…" />
      ) : errors.isError ? (
        <QueryError
          what="The errors could not be loaded."
          error={errors.error}
          retrying={errors.isFetching}
          onRetry={() => void errors.refetch()}
        />
      ) : errors.data.items.length === 0 ? (
        <EmptyState
          icon={<Bug />}
          headingLevel="h3"
          title="No errors recorded"
          description="Errors the web app or the API meet appear here, with the request id of the call that failed."
        />
      ) : (
        <DataTable
          caption="Recent errors, most recently seen first"
          columns={['Message', 'Source', 'Where', 'Count', 'Last seen', 'Request id', 'Release']}
        >
          {errors.data.items.map((group) => (
            <DataRow key={group.fingerprint}>
              <RowHeader className="max-w-md font-normal break-words">{group.message}</RowHeader>
              <Cell>
                <Badge variant={group.source === 'api' ? 'warning' : 'secondary'}>
                  {group.source === 'api' ? 'API' : 'Web'}
                </Badge>
              </Cell>
              <Cell className="break-all">{group.route ?? '—'}</Cell>
              <Cell className="tabular-nums">
                {group.count}
                {group.suppressed > 0 ? (
                  <span className="block text-xs text-muted-foreground">+{group.suppressed} suppressed</span>
                ) : null}
              </Cell>
              <Cell>
                <RelativeTime value={group.lastSeen} />
              </Cell>
              <Cell>
                {group.lastRequestId ? <code className="text-xs break-all">{group.lastRequestId}</code> : '—'}
              </Cell>
              <Cell>{group.release ?? '—'}</Cell>
            </DataRow>
          ))}
        </DataTable>
      )}
    </section>
  );
}

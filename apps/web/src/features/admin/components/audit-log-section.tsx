import { ScrollText } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { AuditLogFilters, type AuditFilters } from '@/features/admin/components/audit-log-filters';
import { AuditLogTable } from '@/features/admin/components/audit-log-table';
import { ListPagination } from '@/components/list-pagination';
import { readPage, useSearchParamUpdater } from '@/lib/use-search-param';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useAuditLogs } from '@/features/admin/api/get-audit-logs';

export const AUDIT_PAGE_PARAM = 'auditPage';

export function AuditLogSection() {
  const [params] = useSearchParams();
  const update = useSearchParamUpdater();
  const page = readPage(params, AUDIT_PAGE_PARAM);
  const applied: AuditFilters = { action: params.get('action') ?? '', actor: params.get('actor') ?? '' };
  const filtered = applied.action !== '' || applied.actor !== '';
  const logs = useAuditLogs({
    page,
    ...(applied.action ? { action: applied.action } : {}),
    ...(applied.actor ? { actor: applied.actor } : {}),
  });
  // New filters start again from the first page.
  const apply = (filters: AuditFilters) => update({ ...filters, [AUDIT_PAGE_PARAM]: null });

  return (
    <section aria-labelledby="audit-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="audit-title" className="text-lg font-semibold">
          Audit log
        </h2>
        <p className="text-sm text-muted-foreground">
          Sign-ins, sign-ups and role changes on this install, newest first.
        </p>
      </div>
      <AuditLogFilters key={`${applied.action}\n${applied.actor}`} applied={applied} onApply={apply} />
      {logs.isPending ? (
        <TableSkeleton label="Loading the audit log…" />
      ) : logs.isError ? (
        <QueryError
          what="The audit log could not be loaded."
          error={logs.error}
          retrying={logs.isFetching}
          onRetry={() => void logs.refetch()}
        />
      ) : logs.data.items.length === 0 && page === 1 ? (
        filtered ? (
          <EmptyState
            icon={<ScrollText />}
            headingLevel="h3"
            title="No entries match these filters"
            description="Actions are matched exactly (auth.sign_in) and actors by user id."
            action={
              <Button variant="outline" onClick={() => apply({ action: '', actor: '' })}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<ScrollText />}
            headingLevel="h3"
            title="The audit log is empty"
            description="Entries appear as people sign in, sign up and change roles."
          />
        )
      ) : (
        <>
          <AuditLogTable entries={logs.data.items} />
          <ListPagination
            label="Audit log pages"
            page={page}
            limit={logs.data.limit}
            total={logs.data.total}
            busy={logs.isPlaceholderData}
            onPageChange={(next) => update({ [AUDIT_PAGE_PARAM]: next })}
          />
        </>
      )}
    </section>
  );
}

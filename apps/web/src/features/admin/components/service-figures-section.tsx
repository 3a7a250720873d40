import type { AdminMetrics } from '@assay/contracts';
import { QueryError } from '@/components/query-error';
import { RelativeTime } from '@/components/relative-time';
import { StatTile } from '@/components/stat-tile';
import { TableSkeleton } from '@/components/table-skeleton';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { useAdminMetrics } from '@/features/admin/api/get-admin-overview';

const number = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });

export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${number.format(value)} ${units[unit]}`;
}

const rate = (value: number | null) => (value === null ? '—' : percent.format(value));

function Figures({ metrics }: { metrics: AdminMetrics }) {
  const minutes = Math.max(1, Math.round(metrics.windowSeconds / 60));
  return (
    <>
      <p className="text-sm text-muted-foreground">
        Node <code>{metrics.node.id}</code> (version {metrics.node.version}), over the last {minutes}{' '}
        {minutes === 1 ? 'minute' : 'minutes'}; measured <RelativeTime value={metrics.measuredAt} />. Each API node
        counts its own requests.
      </p>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <StatTile label="Requests per minute" value={number.format(metrics.requestsPerMinute)} />
        <StatTile label="Error rate (5xx)" value={rate(metrics.errorRate)} />
        <StatTile label="Queue depth" value={`${metrics.queue.depth} / ${metrics.queue.capacity}`} />
        <StatTile label="Runner slots busy" value={`${metrics.runners.busy} / ${metrics.runners.slots}`} />
        <StatTile label="Outbox backlog" value={metrics.outboxBacklog} />
        <StatTile label="Database size" value={formatBytes(metrics.databaseBytes)} />
      </dl>
      <DataTable
        caption="Requests per minute, 95th percentile latency and error rate by route family"
        captionClassName="text-left text-sm font-medium p-3"
        columns={['Route family', 'Requests per minute', 'p95 latency', 'Error rate']}
      >
        {metrics.routes.length === 0 ? (
          <DataRow>
            <Cell colSpan={4}>No requests in this window.</Cell>
          </DataRow>
        ) : (
          metrics.routes.map((route) => (
            <DataRow key={route.family}>
              <RowHeader>{route.family}</RowHeader>
              <Cell className="tabular-nums">{number.format(route.requestsPerMinute)}</Cell>
              <Cell className="tabular-nums">{route.p95Ms === null ? '—' : `${number.format(route.p95Ms)} ms`}</Cell>
              <Cell className="tabular-nums">{rate(route.errorRate)}</Cell>
            </DataRow>
          ))
        )}
      </DataTable>
      <DataTable
        caption="Code runs per minute by language"
        captionClassName="text-left text-sm font-medium p-3"
        columns={['Language', 'Runs per minute']}
      >
        {metrics.runsPerMinute.length === 0 ? (
          <DataRow>
            <Cell colSpan={2}>No code ran in this window.</Cell>
          </DataRow>
        ) : (
          metrics.runsPerMinute.map((entry) => (
            <DataRow key={entry.language}>
              <RowHeader>{entry.language}</RowHeader>
              <Cell className="tabular-nums">{number.format(entry.perMinute)}</Cell>
            </DataRow>
          ))
        )}
      </DataTable>
    </>
  );
}

/** The live service figures: refreshed every 15 s while the overview is open. */
export function ServiceFiguresSection() {
  const metrics = useAdminMetrics();
  return (
    <section aria-labelledby="service-figures-title" className="flex flex-col gap-4">
      <h2 id="service-figures-title" className="text-lg font-semibold">
        Service
      </h2>
      {metrics.isPending ? (
        <TableSkeleton label="Loading the service figures…" />
      ) : metrics.isError ? (
        <QueryError
          what="The service figures could not be loaded."
          error={metrics.error}
          retrying={metrics.isFetching}
          onRetry={() => void metrics.refetch()}
        />
      ) : (
        <Figures metrics={metrics.data} />
      )}
    </section>
  );
}

import type { WebVitalName, WebVitalsSummary } from '@assay/contracts';
import { Gauge } from 'lucide-react';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { useWebVitals } from '@/features/admin/api/get-admin-overview';

const integer = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const fraction = new Intl.NumberFormat(undefined, { maximumFractionDigits: 3 });

function formatVital(name: WebVitalName, value: number | undefined): string {
  if (value === undefined) return '—';
  return name === 'CLS' ? fraction.format(value) : `${integer.format(value)} ms`;
}

/** One row per page: its p75 of each measure, and how many page loads reported. */
function rowsOf(summary: WebVitalsSummary) {
  const pages = new Map<string, { values: Partial<Record<WebVitalName, number>>; samples: number }>();
  for (const item of summary.items) {
    const page = pages.get(item.page) ?? { values: {}, samples: 0 };
    page.values[item.name] = item.p75;
    page.samples = Math.max(page.samples, item.samples);
    pages.set(item.page, page);
  }
  return [...pages.entries()];
}

/** The 75th percentile of the web vitals per page, as the Chrome UX Report reads them. */
export function WebVitalsSection() {
  const vitals = useWebVitals();
  return (
    <section aria-labelledby="web-vitals-title" className="flex flex-col gap-4">
      <h2 id="web-vitals-title" className="text-lg font-semibold">
        Web vitals
      </h2>
      {vitals.isPending ? (
        <TableSkeleton label="Loading the web vitals…" />
      ) : vitals.isError ? (
        <QueryError
          what="The web vitals could not be loaded."
          error={vitals.error}
          retrying={vitals.isFetching}
          onRetry={() => void vitals.refetch()}
        />
      ) : vitals.data.items.length === 0 ? (
        <EmptyState
          icon={<Gauge />}
          headingLevel="h3"
          title="No measurements yet"
          description="Browsers report LCP, INP and CLS as people leave a page of the app."
        />
      ) : (
        <DataTable
          caption={`75th percentile per page over the last ${vitals.data.days} days`}
          captionClassName="text-left text-sm font-medium p-3"
          columns={['Page', 'LCP', 'INP', 'CLS', 'Page loads']}
        >
          {rowsOf(vitals.data).map(([page, { values, samples }]) => (
            <DataRow key={page}>
              <RowHeader className="break-all">{page}</RowHeader>
              <Cell className="tabular-nums">{formatVital('LCP', values.LCP)}</Cell>
              <Cell className="tabular-nums">{formatVital('INP', values.INP)}</Cell>
              <Cell className="tabular-nums">{formatVital('CLS', values.CLS)}</Cell>
              <Cell className="tabular-nums">{samples}</Cell>
            </DataRow>
          ))}
        </DataTable>
      )}
    </section>
  );
}

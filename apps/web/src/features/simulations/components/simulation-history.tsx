import { SIMULATION_STATUS_LABELS, SIMULATION_STATUSES, type SimulationStatus } from '@assay/contracts';
import { History } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { ListPagination } from '@/components/list-pagination';
import { QueryError } from '@/components/query-error';
import { RelativeTime } from '@/components/relative-time';
import { TableSkeleton } from '@/components/table-skeleton';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { useSimulationList } from '@/features/simulations/api/simulations';
import { readPage, useSearchParamUpdater } from '@/lib/use-search-param';
import { statusBadges } from './simulation-labels';
import { SimulationTrends } from './simulation-trends';

export const HISTORY_LIMIT = 20;

const isStatus = (value: string | null): value is SimulationStatus =>
  (SIMULATION_STATUSES as readonly string[]).includes(value ?? '');

/** The candidate's simulations, newest first, filtered by status and paged in the URL, with their trends above. */
export function SimulationHistory({ userId, onOpen }: { userId: string; onOpen: (id: string) => void }) {
  const [params] = useSearchParams();
  const update = useSearchParamUpdater();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const page = readPage(params, 'page');
  const list = useSimulationList(userId, { status, page, limit: HISTORY_LIMIT });

  return (
    <>
      {list.data ? <SimulationTrends trends={list.data.trends} /> : null}
      <section aria-labelledby="history-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="history-heading" className="text-lg font-semibold">
            Your simulations
          </h2>
          <div className="w-full sm:w-56">
            <FilterSelect
              id="simulation-status"
              label="Status"
              any="All statuses"
              value={status ?? ''}
              options={SIMULATION_STATUSES.map((value) => [value, SIMULATION_STATUS_LABELS[value]] as const)}
              onChange={(value) => update({ status: value || null, page: null })}
            />
          </div>
        </div>
        {list.isError ? (
          <QueryError
            what="Your simulations could not be loaded."
            error={list.error}
            retrying={list.isFetching}
            onRetry={() => void list.refetch()}
          />
        ) : !list.data ? (
          <TableSkeleton label="Loading your simulations…" />
        ) : list.data.items.length === 0 ? (
          <EmptyState
            icon={<History />}
            headingLevel="h3"
            title={status ? `No ${SIMULATION_STATUS_LABELS[status].toLowerCase()} simulations` : 'No simulations yet'}
            description={
              status
                ? 'Show every status to see your other simulations.'
                : 'Choose a scenario above and start your first mock interview.'
            }
            action={
              status ? (
                <Button variant="outline" onClick={() => update({ status: null, page: null })}>
                  Show all statuses
                </Button>
              ) : null
            }
          />
        ) : (
          <>
            <DataTable
              caption="Your simulations"
              columns={['Scenario', 'Status', 'Started', 'Score', { label: 'Actions', hidden: true }]}
              aria-busy={list.isPlaceholderData || undefined}
            >
              {list.data.items.map((item) => (
                <DataRow key={item.id}>
                  <RowHeader>{item.scenario.title}</RowHeader>
                  <Cell>
                    <Badge variant={statusBadges[item.status]}>{SIMULATION_STATUS_LABELS[item.status]}</Badge>
                  </Cell>
                  <Cell>
                    {item.startedAt ? (
                      <RelativeTime value={item.startedAt} />
                    ) : item.scheduledFor ? (
                      <>
                        {'Scheduled for '}
                        <RelativeTime value={item.scheduledFor} />
                      </>
                    ) : (
                      '—'
                    )}
                  </Cell>
                  <Cell className="tabular-nums">
                    {item.overallScore === null ? '—' : `${item.overallScore} / 100`}
                  </Cell>
                  <Cell className="text-right">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => onOpen(item.id)}
                      aria-label={`Open ${item.scenario.title}`}
                    >
                      Open
                    </Button>
                  </Cell>
                </DataRow>
              ))}
            </DataTable>
            <ListPagination
              label="Simulation pages"
              page={page}
              limit={HISTORY_LIMIT}
              total={list.data.total}
              busy={list.isFetching}
              onPageChange={(next) => update({ page: next })}
            />
          </>
        )}
      </section>
    </>
  );
}

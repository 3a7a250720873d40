import type { CandidateDashboard } from '@assay/contracts';
import { useSearchParams } from 'react-router';
import { ListPagination } from '@/app/routes/admin/list-pagination';
import { readPage, useSearchParamUpdater } from '@/app/routes/admin/use-search-param';
import { CandidateTaskTable } from '@/app/routes/candidate/dashboard/candidate-task-table';
import { PracticeCards } from '@/app/routes/candidate/dashboard/practice-cards';
import { QueryError } from '@/app/routes/shared/query-error';
import { TableSkeleton } from '@/app/routes/shared/table-skeleton';
import { usePublicTasks } from '@/features/tasks/api/public-tasks';

const CATALOGUE_PAGE_SIZE = 9;

function SectionTitle({ id, title, description }: { id: string; title: string; description: string }) {
  return (
    <div className="flex flex-col gap-1">
      <h2 id={id} className="text-lg font-semibold">{title}</h2>
      <p className="text-sm text-muted-foreground">{description}</p>
    </div>
  );
}

/** The whole public catalogue, paged in the URL: what a candidate without an organization practises on. */
function PublicCatalogue() {
  const [params] = useSearchParams();
  const update = useSearchParamUpdater();
  const page = readPage(params, 'catalogue_page');
  const catalogue = usePublicTasks({ page, limit: CATALOGUE_PAGE_SIZE });
  if (catalogue.isPending) return <TableSkeleton label="Loading the public tasks…" />;
  if (catalogue.isError) return <QueryError what="The public tasks could not be loaded." error={catalogue.error} retrying={catalogue.isFetching} onRetry={() => void catalogue.refetch()} />;
  return (
    <>
      <PracticeCards tasks={catalogue.data.tasks} label="Public tasks" />
      <ListPagination label="Public task pages" page={page} limit={CATALOGUE_PAGE_SIZE} total={catalogue.data.total} busy={catalogue.isFetching} onPageChange={(next) => update({ catalogue_page: next })} />
    </>
  );
}

/** Practice: the candidate's own practice tasks, then what to try next (or, with no organization, the whole catalogue). */
export function PracticeSection({ dashboard }: { dashboard: CandidateDashboard }) {
  return (
    <section aria-labelledby="practice-title" className="flex flex-col gap-6">
      <SectionTitle id="practice-title" title="Practice" description="Your own copies of public tasks: nobody else sees them, and they never expire." />
      {dashboard.practice.length > 0 ? <CandidateTaskTable tasks={dashboard.practice} caption="Your practice tasks" /> : null}
      {dashboard.has_organization ? (
        dashboard.recommended.length > 0 ? (
          <div className="flex flex-col gap-3">
            <h3 className="text-base font-semibold">Recommended for you</h3>
            <PracticeCards tasks={dashboard.recommended} label="Recommended practice" />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">You have tried every public task. New ones appear here when they are published.</p>
        )
      ) : (
        <div className="flex flex-col gap-3">
          <h3 className="text-base font-semibold">Public tasks</h3>
          <PublicCatalogue />
        </div>
      )}
    </section>
  );
}

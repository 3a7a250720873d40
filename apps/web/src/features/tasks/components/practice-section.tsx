import {
  CHALLENGE_CATEGORIES,
  DIFFICULTIES,
  LANGUAGE_IDS,
  PRACTICE_STATUSES,
  type CandidateDashboard,
  type ChallengeCategory,
  type Difficulty,
  type LanguageId,
  type PracticeStatus,
} from '@assay/contracts';
import { SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ListPagination } from '@/components/list-pagination';
import { readPage, useSearchParamUpdater } from '@/lib/use-search-param';
import { CandidateTaskTable } from '@/features/tasks/components/candidate-task-table';
import { ChallengeCards } from '@/features/tasks/components/challenge-cards';
import { PracticeFilters, type PracticeFilterValues } from '@/features/tasks/components/practice-filters';
import { PracticeCards } from '@/features/tasks/components/practice-cards';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { usePracticeCatalogue } from '@/features/tasks/api/get-practice-catalogue';

const CATALOGUE_PAGE_SIZE = 9;

function SectionTitle({ id, title, description }: { id: string; title: string; description: string }) {
  return (
    <div className="flex flex-col gap-1">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm text-muted-foreground">{description}</p>
    </div>
  );
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : '';

/**
 * The challenge library's query, filtered and paged in the URL (practice_* parameters, apart from the other sections').
 * The pages that show it call this too, beside their own query, so that both requests start at once rather than the
 * library's after the dashboard's has answered (the query is shared by its key).
 */
export function useChallengeLibrary() {
  const [params] = useSearchParams();
  const update = useSearchParamUpdater();
  const values: PracticeFilterValues = {
    search: params.get('practice_search')?.trim() ?? '',
    difficulty: oneOf(DIFFICULTIES, params.get('practice_difficulty')),
    language: oneOf(LANGUAGE_IDS, params.get('practice_language')),
    category: oneOf(CHALLENGE_CATEGORIES, params.get('practice_category')),
    status: oneOf(PRACTICE_STATUSES, params.get('practice_status')),
  };
  const page = readPage(params, 'practice_page');
  const catalogue = usePracticeCatalogue({
    page,
    limit: CATALOGUE_PAGE_SIZE,
    ...(values.search ? { search: values.search } : {}),
    ...(values.difficulty ? { difficulty: values.difficulty as Difficulty } : {}),
    ...(values.language ? { programming_language: values.language as LanguageId } : {}),
    ...(values.category ? { category: values.category as ChallengeCategory } : {}),
    ...(values.status ? { status: values.status as PracticeStatus } : {}),
  });
  const change = (changes: Partial<PracticeFilterValues>) =>
    update({
      practice_page: null,
      ...Object.fromEntries(Object.entries(changes).map(([name, value]) => [`practice_${name}`, value || null])),
    });
  return { values, page, catalogue, change, update };
}

/** The challenge library: its filters, cards and pages. */
function ChallengeLibrary() {
  const { values, page, catalogue, change, update } = useChallengeLibrary();
  return (
    <div className="flex flex-col gap-4">
      <PracticeFilters values={values} onChange={change} />
      {catalogue.isPending ? (
        <TableSkeleton label="Loading the challenge library…" />
      ) : catalogue.isError ? (
        <QueryError
          what="The challenge library could not be loaded."
          error={catalogue.error}
          retrying={catalogue.isFetching}
          onRetry={() => void catalogue.refetch()}
        />
      ) : catalogue.data.challenges.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          icon={<SearchX />}
          title="No challenge matches these filters"
          description="Clear a filter or search for something else."
        />
      ) : (
        <>
          <p
            className="text-sm text-muted-foreground"
            aria-live="polite"
          >{`${catalogue.data.total} ${catalogue.data.total === 1 ? 'challenge' : 'challenges'}`}</p>
          <ChallengeCards challenges={catalogue.data.challenges} />
          <ListPagination
            label="Challenge library pages"
            page={page}
            limit={CATALOGUE_PAGE_SIZE}
            total={catalogue.data.total}
            busy={catalogue.isFetching}
            onPageChange={(next) => update({ practice_page: next })}
          />
        </>
      )}
    </div>
  );
}

/** Practice: the candidate's own practice tasks, what to try next (with an organization), and the whole challenge library. */
export function PracticeSection({ dashboard }: { dashboard: CandidateDashboard }) {
  return (
    <section aria-labelledby="practice-title" className="flex flex-col gap-6">
      <SectionTitle
        id="practice-title"
        title="Practice"
        description="Your own copies of public tasks: nobody else sees them, and they never expire."
      />
      {dashboard.practice.length > 0 ? (
        <CandidateTaskTable tasks={dashboard.practice} caption="Your practice tasks" />
      ) : null}
      {dashboard.has_organization && dashboard.recommended.length > 0 ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-base font-semibold">Recommended for you</h3>
          <PracticeCards tasks={dashboard.recommended} label="Recommended practice" />
        </div>
      ) : null}
      <div className="flex flex-col gap-3">
        <h3 className="text-base font-semibold">Challenge library</h3>
        <ChallengeLibrary />
      </div>
    </section>
  );
}

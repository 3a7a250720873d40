import { CATALOGUE_FILTERS, LEARNING_LEVELS, type CatalogueQuery } from '@assay/contracts';
import { GraduationCap } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { QueryError } from '@/components/query-error';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useCatalogue } from '@/features/learning/api/paths';
import { useSearchParamUpdater } from '@/lib/use-search-param';
import { levelLabels } from './learning-labels';
import { PathCard } from './path-card';

const showLabels: Record<(typeof CATALOGUE_FILTERS)[number], string> = {
  all: 'All paths',
  enrolled: 'Enrolled',
  not_enrolled: 'Not enrolled',
  completed: 'Completed',
};

/** The catalogue: filters in the URL (so a view can be shared), the caller's paths first. */
export function LearningCatalogue() {
  const [params] = useSearchParams();
  const update = useSearchParamUpdater();
  const query: Partial<CatalogueQuery> = {
    search: params.get('search') ?? undefined,
    level: (LEARNING_LEVELS as readonly string[]).includes(params.get('level') ?? '')
      ? (params.get('level') as CatalogueQuery['level'])
      : undefined,
    topic: params.get('topic') ?? undefined,
    show: (CATALOGUE_FILTERS as readonly string[]).includes(params.get('show') ?? '')
      ? (params.get('show') as CatalogueQuery['show'])
      : undefined,
  };
  const catalogue = useCatalogue(query);
  return (
    <section aria-labelledby="catalogue-heading" className="flex flex-col gap-4">
      <h2 id="catalogue-heading" className="text-lg font-semibold">
        Paths
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor="learning-search">Search</Label>
          <Input
            id="learning-search"
            type="search"
            defaultValue={query.search ?? ''}
            placeholder="Title, topic…"
            onChange={(event) => update({ search: event.target.value.trim() || null })}
          />
        </div>
        <FilterSelect
          id="learning-level"
          label="Level"
          any="Any level"
          value={query.level ?? ''}
          options={LEARNING_LEVELS.map((level) => [level, levelLabels[level]] as const)}
          onChange={(value) => update({ level: value || null })}
        />
        <FilterSelect
          id="learning-topic"
          label="Topic"
          any="Any topic"
          value={query.topic ?? ''}
          options={(catalogue.data?.topics ?? []).map((topic) => [topic, topic] as const)}
          onChange={(value) => update({ topic: value || null })}
        />
        <FilterSelect
          id="learning-show"
          label="Show"
          any="All paths"
          value={query.show && query.show !== 'all' ? query.show : ''}
          options={CATALOGUE_FILTERS.filter((show) => show !== 'all').map((show) => [show, showLabels[show]] as const)}
          onChange={(value) => update({ show: value || null })}
        />
      </div>
      {catalogue.isError ? (
        <QueryError
          what="The learning paths could not be loaded."
          error={catalogue.error}
          retrying={catalogue.isFetching}
          onRetry={() => void catalogue.refetch()}
        />
      ) : !catalogue.data ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-56" />
          ))}
        </div>
      ) : catalogue.data.items.length === 0 ? (
        <EmptyState
          icon={<GraduationCap />}
          title="No path matches these filters"
          description="Clear a filter or search for something else."
        />
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {catalogue.data.items.map((path) => (
            <PathCard key={path.id} path={path} />
          ))}
        </div>
      )}
    </section>
  );
}

import { RESOURCE_KINDS } from '@assay/contracts';
import { BookOpen, ExternalLink } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useResources } from '@/features/learning/api/progress';
import { useSearchParamUpdater } from '@/lib/use-search-param';

const kindLabels: Record<(typeof RESOURCE_KINDS)[number], string> = {
  documentation: 'Documentation',
  cheat_sheet: 'Cheat sheet',
  article: 'Article',
  tool: 'Tool',
};

/** The curated references of every published path, grouped by path, searchable, with filters in the URL. */
export function ResourceList() {
  const [params] = useSearchParams();
  const update = useSearchParamUpdater();
  const query = {
    search: params.get('search') ?? undefined,
    path: params.get('path') ?? undefined,
    kind: params.get('kind') ?? undefined,
  };
  const resources = useResources(query);
  const groups = new Map<string, NonNullable<typeof resources.data>['items']>();
  for (const item of resources.data?.items ?? [])
    groups.set(item.path_title, [...(groups.get(item.path_title) ?? []), item]);
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div className="flex flex-col gap-2">
          <Label htmlFor="resource-search">Search</Label>
          <Input
            id="resource-search"
            type="search"
            defaultValue={query.search ?? ''}
            placeholder="Title, description, address…"
            onChange={(event) => update({ search: event.target.value.trim() || null })}
          />
        </div>
        <FilterSelect
          id="resource-path"
          label="Path"
          any="Every path"
          value={query.path ?? ''}
          options={(resources.data?.paths ?? []).map((path) => [path.id, path.title] as const)}
          onChange={(value) => update({ path: value || null })}
        />
        <FilterSelect
          id="resource-kind"
          label="Kind"
          any="Every kind"
          value={query.kind ?? ''}
          options={RESOURCE_KINDS.map((kind) => [kind, kindLabels[kind]] as const)}
          onChange={(value) => update({ kind: value || null })}
        />
      </div>
      {resources.isError ? (
        <QueryError
          what="The resources could not be loaded."
          error={resources.error}
          retrying={resources.isFetching}
          onRetry={() => void resources.refetch()}
        />
      ) : !resources.data ? (
        <Skeleton className="h-64" />
      ) : groups.size === 0 ? (
        <EmptyState
          icon={<BookOpen />}
          title="No resource matches"
          description="Clear a filter or search for something else."
        />
      ) : (
        [...groups].map(([title, items]) => (
          <section key={title} aria-label={title} className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold">{title}</h2>
            <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
              {items.map((item) => (
                <li key={item.url} className="flex flex-col gap-1 p-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <a
                      href={item.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {item.title}
                      <ExternalLink aria-label="(opens in a new tab)" className="ml-1 inline size-3" />
                    </a>
                    <Badge variant="outline">{kindLabels[item.kind]}</Badge>
                  </div>
                  <p className="text-sm text-muted-foreground">{item.description}</p>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

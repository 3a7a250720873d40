import { Search, Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useSearchParamUpdater } from '@/lib/use-search-param';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCandidates } from '@/features/organizations/api/get-candidates';
import { CandidateTable, type CandidateFigures } from '@/features/organizations/components/candidate-table';

/**
 * The organization's candidates, searchable (`?q=` in the URL), with each one's task figures: a map the page fills
 * from the tasks feature, undefined while they load.
 */
export function CandidateDirectory({ figures }: { figures: Map<string, CandidateFigures> | undefined }) {
  const [params] = useSearchParams();
  const update = useSearchParamUpdater();
  const search = params.get('q')?.trim() ?? '';
  const candidates = useCandidates(search);

  return (
    <>
      <div className="flex max-w-sm flex-col gap-2">
        <Label htmlFor="candidate-search">Search candidates</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="candidate-search"
            type="search"
            className="pl-9"
            placeholder="Name or email"
            defaultValue={search}
            onChange={(event) => update({ q: event.target.value.trim() || null })}
          />
        </div>
      </div>
      {candidates.isPending ? (
        <TableSkeleton label="Loading the candidates…" />
      ) : candidates.isError ? (
        <QueryError
          what="The candidates could not be loaded."
          error={candidates.error}
          retrying={candidates.isFetching}
          onRetry={() => void candidates.refetch()}
        />
      ) : candidates.data.candidates.length === 0 ? (
        <EmptyState
          icon={<Users />}
          headingLevel="h2"
          title={search ? 'No candidate matches your search' : 'No candidates yet'}
          description={
            search
              ? 'Try another name or email.'
              : 'Invite candidates from the Users page of your organization; they appear here as soon as they are invited.'
          }
        />
      ) : (
        <CandidateTable candidates={candidates.data.candidates} figures={figures} />
      )}
    </>
  );
}

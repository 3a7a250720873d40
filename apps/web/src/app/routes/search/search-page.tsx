import { Search } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { SearchForm } from '@/features/search/components/search-form';
import { SearchResults } from '@/features/search/components/search-results';
import { PageBody, PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { useAuth } from '@/lib/auth-context';
import { useSearch } from '@/features/search/api/search';
import { useStartPractice } from '@/features/tasks/api/public-tasks';

/** /search?q=: where the top bar's search box lands (SPEC.md §2); the query lives in the URL so it can be shared. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const { userRole } = useAuth();
  // Disabled while q is empty, so an empty page makes no request.
  const search = useSearch(q);
  const startPractice = useStartPractice();

  return (
    <PageBody width="full">
      <PageHeader title="Search" description="Your tasks, templates and the practice catalogue, by title or tag." />
      {/* Keyed by q so the box shows the new text when the top bar searches again while this page is open. */}
      <SearchForm key={q} initial={q} onSearch={(next) => setParams({ q: next })} />
      {q === '' ? (
        <EmptyState
          icon={<Search />}
          title="What are you looking for?"
          description="Type a task or template title, or a tag such as “strings”, then press Search."
        />
      ) : search.isPending ? (
        <TableSkeleton label={`Searching for “${q}”…`} />
      ) : search.isError ? (
        <QueryError
          what="The search could not be completed."
          error={search.error}
          retrying={search.isFetching}
          onRetry={() => void search.refetch()}
        />
      ) : (
        <SearchResults results={search.data} role={userRole} startPractice={startPractice} />
      )}
    </PageBody>
  );
}

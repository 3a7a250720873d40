import type { SnippetPart } from '@assay/contracts';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { ListPagination } from '@/components/list-pagination';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SEARCH_PAGE_SIZE, useDocumentationSearch } from '@/features/documentation/api/documentation';
import { documentLink } from './doc-link';

/** Where the words were found, the matched ones marked: each run is text, never HTML. */
export function Snippet({ parts }: { parts: readonly SnippetPart[] }) {
  return (
    <p className="text-sm text-muted-foreground">
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-primary/15 px-0.5 font-medium text-foreground">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

interface DocsSearchResultsProps {
  q: string;
  page: number;
  onPageChange: (page: number) => void;
  onClear: () => void;
}

/** The documents matching `?q=`, best first, twenty to a page. */
export function DocsSearchResults({ q, page, onPageChange, onClear }: DocsSearchResultsProps) {
  const search = useDocumentationSearch(q, page);

  if (search.isPending) return <TableSkeleton label={`Searching the documentation for “${q}”…`} />;
  if (search.isError) {
    return (
      <QueryError
        what="The documentation could not be searched."
        error={search.error}
        retrying={search.isFetching}
        onRetry={() => void search.refetch()}
      />
    );
  }

  const { items, total, limit } = search.data;
  if (total === 0) {
    return (
      <EmptyState
        icon={<SearchX />}
        title={`No documents match “${q}”`}
        description="Try fewer or different words, or clear the search to browse every category."
        action={
          <Button variant="outline" onClick={onClear}>
            Clear search
          </Button>
        }
      />
    );
  }

  return (
    <section aria-labelledby="documentation-results" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="documentation-results" className="text-lg font-semibold">
          Results for “{q}”
        </h2>
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear search
        </Button>
      </div>
      <ol
        className="flex flex-col divide-y divide-border rounded-lg border border-border"
        aria-busy={search.isFetching}
      >
        {items.map((document) => (
          <li key={document.id} className="flex flex-col gap-1 p-4">
            <h3 className="font-semibold">
              <Link
                to={documentLink(document.id)}
                className="text-primary underline-offset-4 hover:underline focus-visible:underline"
              >
                {document.title}
              </Link>
            </h3>
            <p className="text-xs font-medium text-muted-foreground">{document.categoryTitle}</p>
            {document.snippet ? (
              <Snippet parts={document.snippet} />
            ) : (
              <p className="text-sm text-muted-foreground">{document.summary}</p>
            )}
          </li>
        ))}
      </ol>
      <ListPagination
        label="Search result pages"
        page={page}
        limit={limit || SEARCH_PAGE_SIZE}
        total={total}
        busy={search.isFetching}
        onPageChange={onPageChange}
      />
    </section>
  );
}

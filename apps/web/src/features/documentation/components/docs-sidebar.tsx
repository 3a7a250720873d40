import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useDocumentationCategories, useDocumentationIndex } from '@/features/documentation/api/documentation';
import { documentLink } from './doc-link';
import { groupDocuments } from './group-documents';

/** The documentation's table of contents: every category with its documents, the open one marked. */
export function DocsSidebar({ currentId }: { currentId: string }) {
  const categories = useDocumentationCategories();
  const index = useDocumentationIndex();

  if (categories.isPending || index.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">Loading the list of documents…</span>
        {Array.from({ length: 6 }, (_, row) => (
          <Skeleton key={row} className={cn('h-5', row % 3 === 0 ? 'w-2/3' : 'w-full')} />
        ))}
      </div>
    );
  }

  if (categories.isError || index.isError) {
    const retrying = categories.isFetching || index.isFetching;
    return (
      <div className="flex flex-col items-start gap-2 text-sm">
        <p className="text-muted-foreground">The list of documents could not be loaded.</p>
        <Button
          variant="outline"
          size="sm"
          loading={retrying}
          onClick={() => {
            if (categories.isError) void categories.refetch();
            if (index.isError) void index.refetch();
          }}
        >
          Retry
        </Button>
      </div>
    );
  }

  const groups = groupDocuments(categories.data.items, index.data.items).filter((group) => group.documents.length > 0);
  return (
    <nav aria-label="Documents" className="flex flex-col gap-5 text-sm">
      {groups.map(({ category, documents }) => (
        <div key={category.id} className="flex flex-col gap-1">
          <p id={`docs-nav-${category.id}`} className="px-2 font-semibold">
            {category.title}
          </p>
          <ul aria-labelledby={`docs-nav-${category.id}`} className="flex flex-col gap-0.5">
            {documents.map((document) => {
              const current = document.id === currentId;
              return (
                <li key={document.id}>
                  <Link
                    to={documentLink(document.id)}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'block rounded-md px-2 py-1.5 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
                      current ? 'bg-muted font-medium text-foreground' : 'text-muted-foreground hover:text-foreground',
                    )}
                  >
                    {document.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

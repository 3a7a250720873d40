import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentationCategories, useDocumentationIndex } from '@/features/documentation/api/documentation';
import { documentLink } from './doc-link';
import { groupDocuments } from './group-documents';

const plural = (count: number) => (count === 1 ? '1 document' : `${count} documents`);

function HomeSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4 md:grid-cols-2">
      <span className="sr-only">Loading the documentation…</span>
      {Array.from({ length: 4 }, (_, card) => (
        <div key={card} className="flex flex-col gap-3 rounded-lg border border-border p-6">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}

/** The documentation with nothing open: a card for each category, with its documents. */
export function DocsHome() {
  const categories = useDocumentationCategories();
  const index = useDocumentationIndex();

  if (categories.isPending || index.isPending) return <HomeSkeleton />;
  if (categories.isError || index.isError) {
    return (
      <QueryError
        what="The documentation could not be loaded."
        error={(categories.error ?? index.error)!}
        retrying={categories.isFetching || index.isFetching}
        onRetry={() => {
          if (categories.isError) void categories.refetch();
          if (index.isError) void index.refetch();
        }}
      />
    );
  }

  const groups = groupDocuments(categories.data.items, index.data.items);
  if (groups.length === 0) {
    return (
      <EmptyState
        icon={<BookOpen />}
        title="No documentation yet"
        description="The guides appear here once they are published with this Assay instance."
      />
    );
  }

  return (
    <ul aria-label="Categories" className="grid gap-4 md:grid-cols-2">
      {groups.map(({ category, documents }) => (
        <li key={category.id} className="flex">
          <Card className="flex w-full flex-col">
            <CardHeader>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <CardTitle as="h2">{category.title}</CardTitle>
                <Badge variant="outline" className="tabular-nums">
                  {plural(category.documents)}
                </Badge>
              </div>
              <CardDescription>{category.description}</CardDescription>
            </CardHeader>
            <CardContent className="pt-4">
              {documents.length > 0 ? (
                <ul aria-label={`${category.title} documents`} className="flex flex-col gap-2 text-sm">
                  {documents.map((document) => (
                    <li key={document.id}>
                      <Link
                        to={documentLink(document.id)}
                        className="font-medium text-primary underline-offset-4 hover:underline focus-visible:underline"
                      >
                        {document.title}
                      </Link>
                      <p className="text-muted-foreground">{document.summary}</p>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">No documents in this category yet.</p>
              )}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

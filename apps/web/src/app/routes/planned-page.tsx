import { Construction } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { plannedPages, type PlannedPath } from '@/app/routes/planned-pages';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Stands in for a page that a later release builds. */
export function PlannedPage({ path }: { path: PlannedPath }) {
  const { title, description } = plannedPages[path];
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-2">
        <div>
          <Badge variant="outline">Planned</Badge>
        </div>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </div>
      <EmptyState
        icon={<Construction />}
        title="This page arrives in a later release"
        description="The route is in place so links and bookmarks already work; the page itself is being built."
      />
    </div>
  );
}

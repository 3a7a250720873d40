import { useState } from 'react';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminPath, type AdminPath } from '@/features/learning/api/authoring';
import { DraftEditor } from './draft-editor';
import { PathFunnel } from './path-funnel';
import { PathStatusBadge } from './path-status';
import { PathVersions } from './path-versions';

/** One path opened for authoring: its draft, its versions, and where learners stop on a version. */
export function PathEditor({ pathId }: { pathId: string }) {
  const path = useAdminPath(pathId);
  if (path.isError)
    return (
      <QueryError
        what="This learning path could not be loaded."
        error={path.error}
        retrying={path.isFetching}
        onRetry={() => void path.refetch()}
      />
    );
  if (!path.data)
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only">Loading the path…</span>
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-96" />
      </div>
    );
  return <OpenedPath key={path.data.id} path={path.data} />;
}

function OpenedPath({ path }: { path: AdminPath }) {
  // The newest version's figures unless the author picks another.
  const [shownVersion, setShownVersion] = useState<number | null>(null);
  const version = shownVersion ?? path.version;
  return (
    <section aria-labelledby="opened-path" className="flex flex-col gap-6 border-t border-border pt-6">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="opened-path" className="text-xl font-semibold">
          {path.title}
        </h2>
        <PathStatusBadge status={path.status} />
        {path.version !== null ? <Badge variant="outline">{`Version ${path.version}`}</Badge> : null}
        {path.unpublished_changes ? <Badge variant="warning">Unpublished changes</Badge> : null}
      </div>
      <DraftEditor path={path} />
      <PathVersions versions={path.versions} shown={version} onShow={setShownVersion} />
      {version !== null ? <PathFunnel pathId={path.id} version={version} /> : null}
    </section>
  );
}

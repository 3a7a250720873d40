import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { RelativeTime } from '@/components/relative-time';
import { TableSkeleton } from '@/components/table-skeleton';
import { Badge } from '@/components/ui/badge';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { useAdminPaths, type AdminPathSummary } from '@/features/learning/api/authoring';
import { cn } from '@/lib/utils';
import { NewPathForm } from './new-path-form';
import { PathStatusBadge } from './path-status';

interface PathsTableProps {
  selectedId: string | null;
  /** The address that opens a path (its `?path=` link). */
  hrefOf: (id: string) => string;
  onCreated: (id: string) => void;
}

/** Every learning path with its status and figures; a title opens the path's draft below. */
export function PathsTable({ selectedId, hrefOf, onCreated }: PathsTableProps) {
  const list = useAdminPaths();
  return (
    <section aria-labelledby="learning-paths" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="learning-paths" className="text-lg font-semibold">
          Paths
        </h2>
        <div className="w-full max-w-xl">
          <NewPathForm onCreated={onCreated} />
        </div>
      </div>
      {list.isError ? (
        <QueryError
          what="The learning paths could not be loaded."
          error={list.error}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <TableSkeleton label="Loading the learning paths…" />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<GraduationCap />}
          title="No learning paths yet"
          description="Give a new path a title above: it starts as a draft with one module and one lesson to replace."
        />
      ) : (
        <DataTable
          caption="Learning paths"
          columns={[
            'Title',
            'Status',
            'Version',
            'Changes',
            { label: 'Learners', className: 'text-right' },
            { label: 'Completions', className: 'text-right' },
            'Updated',
          ]}
        >
          {list.data.items.map((path) => (
            <PathRow key={path.id} path={path} selected={path.id === selectedId} href={hrefOf(path.id)} />
          ))}
        </DataTable>
      )}
    </section>
  );
}

function PathRow({ path, selected, href }: { path: AdminPathSummary; selected: boolean; href: string }) {
  return (
    <DataRow className={cn(selected && 'bg-primary/5')} aria-current={selected || undefined}>
      <RowHeader>
        <Link to={href} className="text-primary underline-offset-4 hover:underline">
          {path.title}
        </Link>
      </RowHeader>
      <Cell>
        <PathStatusBadge status={path.status} />
      </Cell>
      <Cell className="tabular-nums">{path.version === null ? '—' : `v${path.version}`}</Cell>
      <Cell>
        {path.unpublished_changes ? (
          <Badge variant="warning">Unpublished changes</Badge>
        ) : (
          <span className="text-muted-foreground">None</span>
        )}
      </Cell>
      <Cell className="text-right tabular-nums">{path.learners}</Cell>
      <Cell className="text-right tabular-nums">{path.completions}</Cell>
      <Cell>
        <RelativeTime value={path.updated_at} />
      </Cell>
    </DataRow>
  );
}

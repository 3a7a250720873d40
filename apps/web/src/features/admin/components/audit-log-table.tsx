import { RelativeTime } from '@/components/relative-time';
import { Cell, DataRow, DataTable } from '@/components/ui/data-table';
import type { AuditLogEntry } from '@/features/admin/api/get-audit-logs';

/** `email: a@b.co, role: interviewer`: the metadata is small and flat in practice; nested values are shown as JSON. */
function describeMetadata(metadata: Record<string, unknown>): string {
  return Object.entries(metadata)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

/** Ids may break anywhere (they have no spaces to break at); short codes such as actions and addresses never do. */
function Mono({ children, breakAnywhere = false }: { children: string; breakAnywhere?: boolean }) {
  return (
    <span className={breakAnywhere ? 'font-mono text-xs break-all' : 'font-mono text-xs whitespace-nowrap'}>
      {children}
    </span>
  );
}

export function AuditLogTable({ entries }: { entries: AuditLogEntry[] }) {
  return (
    <DataTable
      stickyHeader
      caption="Audit log entries, newest first."
      columns={['Time', 'Action', 'Actor', 'Target', 'Details', 'IP']}
    >
      {entries.map((entry) => (
        <DataRow key={entry.id} className="align-top">
          <Cell className="whitespace-nowrap">
            <RelativeTime value={entry.createdAt} />
          </Cell>
          <Cell>
            <Mono>{entry.action}</Mono>
          </Cell>
          <Cell>
            {entry.actorId ? (
              <Mono breakAnywhere>{entry.actorId}</Mono>
            ) : (
              <span className="text-muted-foreground">System or anonymous</span>
            )}
          </Cell>
          <Cell>
            {entry.targetType ? (
              <span className="flex flex-col gap-0.5">
                <span>{entry.targetType}</span>
                {entry.targetId ? <Mono breakAnywhere>{entry.targetId}</Mono> : null}
              </span>
            ) : (
              <span className="text-muted-foreground">—</span>
            )}
          </Cell>
          <Cell className="break-words">
            {describeMetadata(entry.metadata) || <span className="text-muted-foreground">—</span>}
          </Cell>
          <Cell>{entry.ip ? <Mono>{entry.ip}</Mono> : <span className="text-muted-foreground">—</span>}</Cell>
        </DataRow>
      ))}
    </DataTable>
  );
}

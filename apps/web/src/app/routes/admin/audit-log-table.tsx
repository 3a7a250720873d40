import { RelativeTime } from '@/app/routes/shared/relative-time';
import type { AuditLogEntry } from '@/features/admin/api/get-audit-logs';

/** `email: a@b.co, role: interviewer`: the metadata is small and flat in practice; nested values are shown as JSON. */
function describeMetadata(metadata: Record<string, unknown>): string {
  return Object.entries(metadata)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

/** Ids may break anywhere (they have no spaces to break at); short codes such as actions and addresses never do. */
function Mono({ children, breakAnywhere = false }: { children: string; breakAnywhere?: boolean }) {
  return <span className={breakAnywhere ? 'font-mono text-xs break-all' : 'font-mono text-xs whitespace-nowrap'}>{children}</span>;
}

export function AuditLogTable({ entries }: { entries: AuditLogEntry[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">Audit log entries, newest first.</caption>
        <thead className="sticky top-0 bg-muted text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">Time</th>
            <th scope="col" className="px-3 py-2 font-medium">Action</th>
            <th scope="col" className="px-3 py-2 font-medium">Actor</th>
            <th scope="col" className="px-3 py-2 font-medium">Target</th>
            <th scope="col" className="px-3 py-2 font-medium">Details</th>
            <th scope="col" className="px-3 py-2 font-medium">IP</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-t border-border align-top">
              <td className="px-3 py-2 whitespace-nowrap">
                <RelativeTime value={entry.createdAt} />
              </td>
              <td className="px-3 py-2">
                <Mono>{entry.action}</Mono>
              </td>
              <td className="px-3 py-2">{entry.actorId ? <Mono breakAnywhere>{entry.actorId}</Mono> : <span className="text-muted-foreground">System or anonymous</span>}</td>
              <td className="px-3 py-2">
                {entry.targetType ? (
                  <span className="flex flex-col gap-0.5">
                    <span>{entry.targetType}</span>
                    {entry.targetId ? <Mono breakAnywhere>{entry.targetId}</Mono> : null}
                  </span>
                ) : (
                  <span className="text-muted-foreground">—</span>
                )}
              </td>
              <td className="px-3 py-2 break-words">{describeMetadata(entry.metadata) || <span className="text-muted-foreground">—</span>}</td>
              <td className="px-3 py-2">{entry.ip ? <Mono>{entry.ip}</Mono> : <span className="text-muted-foreground">—</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { RunnerInfo } from '@assay/contracts';
import { ServerOff, TriangleAlert } from 'lucide-react';
import { canRunCode } from '@/features/execution/components/status-summary';
import { isolationBadges } from '@/features/execution/components/status-labels';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';

const cgroupLabels: Record<'v1' | 'v2', string> = { v1: 'cgroup v1', v2: 'cgroup v2' };
const sandboxLabels: Record<RunnerInfo['sandbox'], string> = {
  'slot-hosts': 'Slot hosts: namespaces made once per slot',
  bubblewrap: 'A bubblewrap box per run',
};

function IsolationCell({ runner }: { runner: RunnerInfo }) {
  const badge = isolationBadges[runner.isolation];
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge variant={badge.variant}>
        {runner.isolation === 'shared-uid' ? <TriangleAlert aria-hidden="true" className="size-3" /> : null}
        {badge.label}
      </Badge>
      <p className="text-xs text-muted-foreground">
        {runner.isolation === 'unavailable'
          ? (runner.problem ?? 'The runner did not say why.')
          : sandboxLabels[runner.sandbox]}
      </p>
    </div>
  );
}

function RunnersTable({ runners }: { runners: RunnerInfo[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">Runners connected to the API, with how each keeps jobs apart</caption>
        <thead className="bg-muted text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Runner
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Host
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Isolation
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Limits
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Busy / slots
            </th>
          </tr>
        </thead>
        <tbody>
          {runners.map((runner) => (
            <tr key={runner.id} className="border-t border-border align-top">
              <th scope="row" className="px-3 py-2 text-left font-mono text-xs font-normal break-all">
                {runner.id}
              </th>
              <td className="px-3 py-2 font-mono text-xs break-all">{runner.host}</td>
              <td className="px-3 py-2">
                <IsolationCell runner={runner} />
              </td>
              <td className="px-3 py-2">{runner.cgroup ? cgroupLabels[runner.cgroup] : 'No cgroup (rlimits only)'}</td>
              <td className="px-3 py-2 text-right font-mono tabular-nums">{`${runner.busy} / ${runner.slots}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function runnerCount(runners: RunnerInfo[]): string {
  const ready = runners.filter(canRunCode).length;
  const online = runners.length === 1 ? '1 runner online' : `${runners.length} runners online`;
  return `${online}, ${ready} of them able to run code.`;
}

/** The runners that execute code; without one, nothing can run. */
export function RunnersSection({ runners }: { runners: RunnerInfo[] }) {
  return (
    <section aria-labelledby="runners-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="runners-title" className="text-lg font-semibold">
          Runners
        </h2>
        {runners.length > 0 ? <p className="text-sm text-muted-foreground">{runnerCount(runners)}</p> : null}
      </div>
      {runners.length === 0 ? (
        <EmptyState
          icon={<ServerOff />}
          headingLevel="h3"
          title="No runner online"
          description="Code cannot run right now: no runner is connected to the API, so runs and submissions cannot be executed. Ask whoever runs this Assay instance to start one, then check again."
        />
      ) : (
        <RunnersTable runners={runners} />
      )}
    </section>
  );
}

import { CheckCircle2, Clock, Gauge, Inbox } from 'lucide-react';
import type { CandidateDashboard } from '@assay/contracts';
import { StatTile } from '@/components/stat-tile';

/** The candidate's figures: what waits, what is under way, what is done, and the mean score so far. */
export function DashboardFigures({ stats }: { stats: CandidateDashboard['stats'] | undefined }) {
  return (
    <section aria-labelledby="dashboard-figures-title">
      <h2 id="dashboard-figures-title" className="sr-only">
        Your figures
      </h2>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatTile label="To start" value={stats?.assigned} icon={<Inbox />} />
        <StatTile label="In progress" value={stats?.in_progress} icon={<Clock />} />
        <StatTile
          label="Completed"
          value={stats === undefined ? undefined : stats.completed + stats.practice_solved}
          icon={<CheckCircle2 />}
        />
        <StatTile
          label="Average score"
          value={stats === undefined ? undefined : stats.average_score === null ? '—' : `${stats.average_score} / 100`}
          icon={<Gauge />}
        />
      </dl>
    </section>
  );
}

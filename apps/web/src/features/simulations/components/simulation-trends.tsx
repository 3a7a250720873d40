import { STAGE_KIND_LABELS, type SimulationTrends as Trends } from '@assay/contracts';
import { CheckCircle2, Gauge } from 'lucide-react';
import { ChartPanel } from '@/components/chart-panel';
import { chartColors, SeriesLineChart } from '@/components/charts';
import { StatTile } from '@/components/stat-tile';

const dayOf = (iso: string) => new Date(iso).toLocaleDateString([], { month: 'short', day: 'numeric' });

/** How the candidate is doing across their completed simulations: counts, averages by stage kind, recent scores. */
export function SimulationTrends({ trends }: { trends: Trends }) {
  const recent = trends.recent.map((entry) => ({ ...entry, day: dayOf(entry.endedAt) }));
  return (
    <section aria-labelledby="trends-heading" className="flex flex-col gap-4">
      <h2 id="trends-heading" className="text-lg font-semibold">
        Your progress
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile label="Completed" icon={<CheckCircle2 />} value={trends.completed} />
        <StatTile
          label="Average score"
          icon={<Gauge />}
          value={trends.averageScore === null ? '—' : `${trends.averageScore} / 100`}
        />
        {trends.byKind.map((kind) => (
          <StatTile
            key={kind.kind}
            label={`${STAGE_KIND_LABELS[kind.kind]} average`}
            value={`${kind.averageScore} / 100`}
          />
        ))}
      </dl>
      {recent.length > 0 ? (
        <ChartPanel
          title="Recent scores"
          what="recent simulation scores"
          description="Your last completed simulations, oldest first."
          chart={
            <SeriesLineChart
              label="Overall score of recent simulations"
              data={recent}
              xKey="day"
              yDomain={[0, 100]}
              series={[{ key: 'score', name: 'Score', color: chartColors.primary }]}
            />
          }
          table={
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left">
                  <th scope="col">Simulation</th>
                  <th scope="col">Ended</th>
                  <th scope="col">Score</th>
                </tr>
              </thead>
              <tbody className="tabular-nums">
                {recent.map((entry) => (
                  <tr key={entry.id}>
                    <th scope="row" className="text-left font-normal">
                      {entry.title}
                    </th>
                    <td>{entry.day}</td>
                    <td>{entry.score}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
      ) : null}
    </section>
  );
}

import { CheckCircle2, Clock, Hourglass, ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { ChartPanel } from '@/components/chart-panel';
import { CategoryBarChart, chartColors, SeriesLineChart } from '@/components/charts';
import { QueryError } from '@/components/query-error';
import { StatTile } from '@/components/stat-tile';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useProgress } from '@/features/learning/api/progress';
import { fillPath } from '@/lib/fill-path';
import { formatMinutes } from './learning-labels';

const minutesOf = (seconds: number) => Math.round(seconds / 60);

/** Progress on a path: figures, modules completed, time per day, quizzes, and the next step. */
export function ProgressView({ pathId }: { pathId: string }) {
  const progress = useProgress(pathId);
  if (progress.isError)
    return (
      <QueryError
        what="Your progress could not be loaded."
        error={progress.error}
        retrying={progress.isFetching}
        onRetry={() => void progress.refetch()}
      />
    );
  if (!progress.data) return <Skeleton className="h-96" />;
  const { path, modules, days, seconds_total, minutes_remaining, quizzes } = progress.data;
  const enrollment = path.enrollment!;
  const pathHref = fillPath(paths.learningPath, { pathId });
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile
          label="Steps complete"
          icon={<ListChecks />}
          value={`${enrollment.completed_steps} of ${enrollment.total_steps}`}
        />
        <StatTile label="Progress" icon={<CheckCircle2 />} value={`${enrollment.percent}%`} />
        <StatTile label="Time spent" icon={<Clock />} value={formatMinutes(minutesOf(seconds_total))} />
        <StatTile label="Time left (estimated)" icon={<Hourglass />} value={formatMinutes(minutes_remaining)} />
      </dl>
      {enrollment.next_step ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-border p-4">
          <p className="text-sm">
            Next: <span className="font-medium">{enrollment.next_step.title}</span>{' '}
            <span className="text-muted-foreground">({enrollment.next_step.module_title})</span>
          </p>
          <Button asChild size="sm">
            <Link to={`${pathHref}?step=${enrollment.next_step.key}`}>Continue</Link>
          </Button>
        </div>
      ) : (
        <p role="status" className="font-medium text-success">
          Every step is complete.
        </p>
      )}
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <ChartPanel
          title="Modules"
          what="steps completed per module"
          chart={
            <CategoryBarChart
              layout="vertical"
              label="Steps completed per module"
              valueName="Steps completed"
              data={modules.map((module) => ({ label: module.title, value: module.completed_steps }))}
            />
          }
          table={
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left">
                  <th scope="col">Module</th>
                  <th scope="col">Steps</th>
                  <th scope="col">Time spent</th>
                  <th scope="col">Estimated</th>
                </tr>
              </thead>
              <tbody className="tabular-nums">
                {modules.map((module) => (
                  <tr key={module.key}>
                    <th scope="row" className="text-left font-normal">
                      {module.title}
                    </th>
                    <td>
                      {module.completed_steps} of {module.total_steps}
                    </td>
                    <td>{formatMinutes(minutesOf(module.seconds))}</td>
                    <td>{formatMinutes(module.minutes_estimated)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
        <ChartPanel
          title="Activity"
          what="steps and minutes per day"
          description={days.length === 0 ? 'Nothing recorded yet.' : undefined}
          chart={
            <SeriesLineChart
              label="Steps completed and minutes spent per day"
              data={days.map((day) => ({ day: day.day, steps: day.steps, minutes: minutesOf(day.seconds) }))}
              xKey="day"
              series={[
                { key: 'steps', name: 'Steps', color: chartColors.primary },
                { key: 'minutes', name: 'Minutes', color: chartColors.neutral, dash: '4 3' },
              ]}
            />
          }
          table={
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left">
                  <th scope="col">Day</th>
                  <th scope="col">Steps</th>
                  <th scope="col">Minutes</th>
                </tr>
              </thead>
              <tbody className="tabular-nums">
                {days.map((day) => (
                  <tr key={day.day}>
                    <th scope="row" className="text-left font-normal">
                      {day.day}
                    </th>
                    <td>{day.steps}</td>
                    <td>{minutesOf(day.seconds)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
      </div>
      {quizzes.length > 0 ? (
        <section aria-labelledby="quizzes-heading" className="flex flex-col gap-2">
          <h2 id="quizzes-heading" className="text-lg font-semibold">
            Quizzes
          </h2>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left">
                <th scope="col">Quiz</th>
                <th scope="col">Attempts</th>
                <th scope="col">Best</th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {quizzes.map((quiz) => (
                <tr key={quiz.key}>
                  <th scope="row" className="text-left font-normal">
                    {quiz.title}
                  </th>
                  <td>{quiz.attempts}</td>
                  <td>{quiz.attempts === 0 ? '—' : `${quiz.best_percent}%`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </div>
  );
}

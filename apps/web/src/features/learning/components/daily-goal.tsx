import { Flame, Target } from 'lucide-react';
import { QueryError } from '@/components/query-error';
import { StatTile } from '@/components/stat-tile';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useLearner, useSetDailyGoal } from '@/features/learning/api/progress';

const GOALS = [1, 2, 3, 5, 8, 10];

/** Today's steps against the daily goal, the streak of days that met it, and the goal itself. */
export function DailyGoal() {
  const learner = useLearner();
  const setGoal = useSetDailyGoal();
  if (learner.isError)
    return (
      <QueryError
        what="Your daily goal could not be loaded."
        error={learner.error}
        retrying={learner.isFetching}
        onRetry={() => void learner.refetch()}
      />
    );
  const data = learner.data;
  return (
    <section aria-labelledby="daily-goal-heading" className="flex flex-col gap-3">
      <h2 id="daily-goal-heading" className="text-lg font-semibold">
        Daily goal
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <StatTile
          label="Steps today"
          icon={<Target />}
          value={data ? `${data.today_steps} of ${data.daily_goal}` : undefined}
        />
        <StatTile
          label="Streak"
          icon={<Flame />}
          value={data ? `${data.streak_days} ${data.streak_days === 1 ? 'day' : 'days'}` : undefined}
        />
        <StatTile
          label="Best streak"
          value={data ? `${data.best_streak_days} ${data.best_streak_days === 1 ? 'day' : 'days'}` : undefined}
        />
      </dl>
      {data ? (
        <div className="flex items-center gap-2 text-sm">
          <Label htmlFor="daily-goal">Steps a day</Label>
          <NativeSelect
            id="daily-goal"
            className="w-24"
            value={data.daily_goal}
            disabled={setGoal.isPending}
            onChange={(event) => setGoal.mutate(Number(event.target.value))}
          >
            {[...new Set([...GOALS, data.daily_goal])]
              .sort((a, b) => a - b)
              .map((goal) => (
                <option key={goal} value={goal}>
                  {goal}
                </option>
              ))}
          </NativeSelect>
          <span className="text-muted-foreground">A streak counts the days you meet it.</span>
        </div>
      ) : null}
    </section>
  );
}

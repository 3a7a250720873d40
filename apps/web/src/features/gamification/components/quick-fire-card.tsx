import {
  CHALLENGE_CATEGORIES,
  CHALLENGE_CATEGORY_NAMES,
  DIFFICULTIES,
  GAMIFICATION_ERROR_CODES,
  QUICK_FIRE_MINUTES,
  type ChallengeCategory,
  type Difficulty,
} from '@assay/contracts';
import { SquareArrowOutUpRight, Zap } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { difficultyBadges, difficultyLabels } from '@/components/difficulty';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { paths } from '@/config/paths';
import { useStartQuickFire } from '@/features/gamification/api/start-quick-fire';
import { Countdown } from '@/features/gamification/components/countdown';
import { useQuickFireRound } from '@/features/gamification/components/use-quick-fire-round';
import { isApiError } from '@/lib/api-client/api-error';
import { fillPath } from '@/lib/fill-path';

const ANY = '';

/**
 * A quick-fire round: pick a difficulty and a category (or let the server choose), start, and solve the challenge
 * in the editor before the countdown ends. The countdown is read by the server's clock; the final submission is made
 * in the editor as for any task.
 */
export function QuickFireCard() {
  const id = useId();
  const [difficulty, setDifficulty] = useState<Difficulty | typeof ANY>(ANY);
  const [category, setCategory] = useState<ChallengeCategory | typeof ANY>(ANY);
  const start = useStartQuickFire();
  const { held, hold, clear } = useQuickFireRound();
  const [timedOut, setTimedOut] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate(
      { ...(difficulty ? { difficulty } : {}), ...(category ? { category } : {}) },
      {
        onSuccess: (round) => {
          setTimedOut(false);
          hold(round);
        },
      },
    );
  };

  const running = held && held.round.status === 'running' && !timedOut;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-lg border border-border bg-card p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
          <Zap aria-hidden="true" className="size-5 text-primary" />
          Quick-fire round
        </h2>
        <p className="text-sm text-muted-foreground">
          {`Solve a challenge against the clock (${DIFFICULTIES.map((d) => `${difficultyLabels[d].toLowerCase()} ${QUICK_FIRE_MINUTES[d]} min`).join(', ')}): the more time left when you solve it, the bigger the bonus.`}
        </p>
      </div>
      {held ? (
        <div className="flex flex-col gap-3 rounded-md border border-border p-4" aria-label="Your round" role="group">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{held.round.challenge.title}</span>
            <Badge variant={difficultyBadges[held.round.challenge.difficulty]}>
              {difficultyLabels[held.round.challenge.difficulty]}
            </Badge>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            {held.round.status === 'running' ? (
              <Countdown
                until={held.round.deadline_at}
                offsetMs={held.offsetMs}
                label="Time left in the round"
                onElapsed={() => setTimedOut(true)}
                className={running ? 'text-foreground font-semibold' : undefined}
              />
            ) : (
              <span className="text-sm text-muted-foreground">
                {held.round.status === 'submitted' ? 'Submitted' : 'Time is up'}
              </span>
            )}
            <div className="flex flex-wrap gap-2">
              {running ? (
                <Button asChild>
                  <Link to={fillPath(paths.taskDetail, { taskId: held.round.task_id })}>
                    <SquareArrowOutUpRight aria-hidden="true" className="size-4" />
                    Open in editor
                  </Link>
                </Button>
              ) : (
                <Button variant="outline" onClick={clear}>
                  Dismiss
                </Button>
              )}
            </div>
          </div>
        </div>
      ) : null}
      {running ? null : (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-difficulty`}>Difficulty</Label>
            <NativeSelect
              id={`${id}-difficulty`}
              value={difficulty}
              onChange={(event) => setDifficulty(event.target.value as Difficulty | typeof ANY)}
            >
              <option value={ANY}>Any difficulty</option>
              {DIFFICULTIES.map((value) => (
                <option key={value} value={value}>
                  {`${difficultyLabels[value]} (${QUICK_FIRE_MINUTES[value]} min)`}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-category`}>Category</Label>
            <NativeSelect
              id={`${id}-category`}
              value={category}
              onChange={(event) => setCategory(event.target.value as ChallengeCategory | typeof ANY)}
            >
              <option value={ANY}>Any category</option>
              {CHALLENGE_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {CHALLENGE_CATEGORY_NAMES[value]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" loading={start.isPending}>
            Start a round
          </Button>
        </form>
      )}
      {start.isError && !running ? (
        <p role="alert" className="text-sm text-destructive">
          {isApiError(start.error) && start.error.code === GAMIFICATION_ERROR_CODES.noChallenge
            ? 'No challenge matches that difficulty and category. Choose another, or any.'
            : `The round could not be started. ${start.error.message}`}
        </p>
      ) : null}
    </section>
  );
}

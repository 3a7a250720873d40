import { SIMULATION_LIMITS, STAGE_KIND_LABELS, type ScenarioSummary } from '@assay/contracts';
import { CalendarClock, Play } from 'lucide-react';
import { useId, useState } from 'react';
import { difficultyBadges, difficultyLabels } from '@/components/difficulty';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatMinutes, roleLabels } from './simulation-labels';

const DAY_MS = 86_400_000;

/** Why a scheduled time will not do, in words; null when it will. */
export function scheduleError(value: string, now: number): string | null {
  const at = Date.parse(value);
  if (!value || Number.isNaN(at)) return 'Choose a date and a time.';
  if (at <= now) return 'Choose a time in the future, or start now.';
  if (at > now + SIMULATION_LIMITS.scheduleAheadDays * DAY_MS)
    return `Schedule at most ${SIMULATION_LIMITS.scheduleAheadDays} days ahead.`;
  return null;
}

/** A scenario to run: what it is, its stages and interviewer, and starting it now or at a set time. */
export function ScenarioCard({
  scenario,
  busy,
  disabled,
  onStart,
}: {
  scenario: ScenarioSummary;
  /** This scenario's start is under way. */
  busy: boolean;
  /** Another start is under way. */
  disabled: boolean;
  onStart: (scheduledFor?: string) => void;
}) {
  const headingId = useId();
  const [scheduling, setScheduling] = useState(false);
  const [when, setWhen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const whenId = `${headingId}-when`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{roleLabels[scenario.role]}</Badge>
        <Badge variant={difficultyBadges[scenario.difficulty]}>{difficultyLabels[scenario.difficulty]}</Badge>
        <span className="text-sm tabular-nums text-muted-foreground">{formatMinutes(scenario.minutes)}</span>
      </div>
      <h3 id={headingId} className="text-lg font-semibold">
        {scenario.title}
      </h3>
      <p className="text-sm text-muted-foreground">{scenario.summary}</p>
      <ol aria-label={`${scenario.title}: stages`} className="flex flex-wrap gap-1.5">
        {scenario.stages.map((stage) => (
          <li key={stage.key} title={`${stage.title} (${formatMinutes(stage.minutes)})`}>
            <Badge variant="secondary">
              {STAGE_KIND_LABELS[stage.kind]}
              <span className="sr-only">{`: ${stage.title}, ${formatMinutes(stage.minutes)}`}</span>
            </Badge>
          </li>
        ))}
      </ol>
      <p className="text-sm">
        <span className="text-muted-foreground">Interviewer: </span>
        {`${scenario.persona.name}, ${scenario.persona.title}`}
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button
          size="sm"
          loading={busy && !scheduling}
          disabled={disabled}
          onClick={() => onStart()}
          aria-label={`Start simulation: ${scenario.title}`}
        >
          {busy && !scheduling ? null : <Play aria-hidden="true" />}
          Start simulation
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-expanded={scheduling}
          aria-controls={`${headingId}-schedule`}
          onClick={() => setScheduling((open) => !open)}
          aria-label={`Schedule: ${scenario.title}`}
        >
          <CalendarClock aria-hidden="true" />
          Schedule
        </Button>
      </div>
      {scheduling ? (
        <form
          id={`${headingId}-schedule`}
          noValidate
          className="flex flex-wrap items-start gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const problem = scheduleError(when, Date.now());
            setError(problem);
            if (!problem) onStart(new Date(when).toISOString());
          }}
        >
          <div className="flex min-w-56 flex-col gap-1.5">
            <Label htmlFor={whenId}>Date and time</Label>
            <Input
              id={whenId}
              type="datetime-local"
              value={when}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${whenId}-error` : undefined}
              onChange={(event) => {
                setWhen(event.target.value);
                setError(null);
              }}
            />
            {error ? (
              <p id={`${whenId}-error`} className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <Button type="submit" size="sm" className="mt-6" loading={busy && scheduling} disabled={disabled}>
            Schedule simulation
          </Button>
        </form>
      ) : null}
    </article>
  );
}

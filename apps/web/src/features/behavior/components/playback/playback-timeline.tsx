import { ClipboardPaste, EyeOff, Languages, Play } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import {
  countAt,
  describeMarker,
  firstCount,
  formatElapsed,
  timeOf,
  type Marker,
  type Session,
} from '@/features/behavior/components/playback/session-model';
import { cn } from '@/lib/utils';

interface PlaybackTimelineProps {
  session: Session;
  markers: readonly Marker[];
  count: number;
  onSeek: (count: number) => void;
  /** The two moments picked for a diff, as positions. */
  a: number | null;
  b: number | null;
}

const ICONS = { run: Play, paste: ClipboardPaste, language: Languages, away: EyeOff } as const;

function tickClass(marker: Marker): string {
  switch (marker.kind) {
    case 'run': {
      const result = marker.result;
      const passedAll = result && !result.compile_error && result.total !== null && result.passed === result.total;
      return cn('h-4 w-1', passedAll ? 'bg-success' : result ? 'bg-destructive' : 'bg-primary');
    }
    case 'paste':
      return marker.external ? 'h-6 w-1.5 bg-warning ring-1 ring-foreground/40' : 'h-3 w-1 bg-muted-foreground';
    case 'language':
      return 'size-2.5 rotate-45 bg-primary';
    case 'away':
      return 'hidden';
  }
}

/**
 * The session's time as a scrubber, with its moments drawn on the track (runs, pastes — those from outside the
 * editor tall and in the warning colour —, language switches, and time away shaded) and listed below as buttons.
 * Arrow keys step one event, Page Up/Down a tenth of the session, Home and End to either end.
 */
export function PlaybackTimeline({ session, markers, count, onSeek, a, b }: PlaybackTimelineProps) {
  const total = session.events.length;
  const duration = Math.max(1, session.end - session.start);
  const elapsed = timeOf(session, count) - session.start;
  const left = (t: number) => `${((t - session.start) / duration) * 100}%`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step: Record<string, number> = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1 };
    let target: number | null = null;
    if (event.key in step) target = count + step[event.key]!;
    else if (event.key === 'PageUp' || event.key === 'PageDown') {
      const tenth = (duration / 10) * (event.key === 'PageUp' ? 1 : -1);
      target = countAt(session, timeOf(session, count) + tenth);
    } else if (event.key === 'Home') target = firstCount(session);
    else if (event.key === 'End') target = total;
    if (target === null) return;
    event.preventDefault();
    onSeek(Math.max(firstCount(session), Math.min(total, target)));
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="relative h-12 rounded-md has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring">
        <div aria-hidden="true" className="absolute inset-x-0 top-1/2 h-2 -translate-y-1/2 rounded-full bg-muted" />
        <div aria-hidden="true" className="absolute inset-0">
          {markers.map((marker, index) =>
            marker.kind === 'away' ? (
              <div
                key={index}
                className="absolute inset-y-2 rounded-sm bg-warning/25"
                style={{ left: left(marker.t), width: `${((marker.until - marker.t) / duration) * 100}%` }}
              />
            ) : (
              <div
                key={index}
                className={cn('absolute top-1/2 -translate-x-1/2 -translate-y-1/2 rounded-sm', tickClass(marker))}
                style={{ left: left(marker.t) }}
              />
            ),
          )}
          {(
            [
              ['A', a],
              ['B', b],
            ] as const
          ).map(([name, at]) =>
            at === null ? null : (
              <span
                key={name}
                className="absolute top-0 -translate-x-1/2 rounded bg-foreground px-1 text-[10px] leading-4 font-semibold text-background"
                style={{ left: left(timeOf(session, at)) }}
              >
                {name}
              </span>
            ),
          )}
          <div
            className="absolute inset-y-1 w-0.5 -translate-x-1/2 bg-foreground"
            style={{ left: left(timeOf(session, count)) }}
          />
        </div>
        <input
          type="range"
          aria-label="Position in the session"
          aria-valuetext={`${formatElapsed(elapsed)} of ${formatElapsed(duration)}, event ${count} of ${total}`}
          min={0}
          max={duration}
          step={1}
          value={elapsed}
          onChange={(event) => onSeek(countAt(session, session.start + Number(event.target.value)))}
          onKeyDown={onKeyDown}
          className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
        />
      </div>
      <p className="text-xs text-muted-foreground">
        Ticks mark runs (green when every test ran passed, red otherwise), pastes (tall and amber when from outside the
        editor) and language switches (diamonds); amber shading is time away from the page.
      </p>
      {markers.length === 0 ? (
        <p className="text-sm text-muted-foreground">No runs, pastes, time away or language switches were recorded.</p>
      ) : (
        <div className="max-h-64 overflow-y-auto rounded-md border border-border">
          <ol aria-label="Moments in the session" className="divide-y divide-border">
            {markers.map((marker, index) => {
              const Icon = ICONS[marker.kind];
              const here = count === marker.count;
              return (
                <li key={index}>
                  <button
                    type="button"
                    aria-current={here ? 'step' : undefined}
                    onClick={() => onSeek(marker.count)}
                    className={cn(
                      'flex w-full items-center gap-3 px-3 py-2 text-left text-sm outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                      here && 'bg-muted',
                    )}
                  >
                    <span className="w-16 shrink-0 font-mono text-xs text-muted-foreground tabular-nums">
                      {formatElapsed(marker.t - session.start)}
                    </span>
                    <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                    <span className="min-w-0 flex-1">{describeMarker(marker)}</span>
                    {marker.kind === 'paste' && marker.external ? <Badge variant="warning">From outside</Badge> : null}
                  </button>
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </div>
  );
}

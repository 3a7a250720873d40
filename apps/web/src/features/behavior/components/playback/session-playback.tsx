import { LANGUAGE_NAMES, TELEMETRY_RETENTION_DAYS_DEFAULT, type Playback } from '@assay/contracts';
import { Pause, Play, SkipBack, SkipForward, Video } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LazyCodeEditor } from '@/components/lazy-code-editor';
import { QueryError } from '@/components/query-error';
import { formatExactTime } from '@/components/relative-time';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { usePlayback } from '@/features/behavior/api/playback';
import { PlaybackDiff } from '@/features/behavior/components/playback/playback-diff';
import { PlaybackTimeline } from '@/features/behavior/components/playback/playback-timeline';
import {
  buildSession,
  countAt,
  documentOf,
  firstCount,
  formatElapsed,
  IDLE_CAP_MS,
  markersOf,
  SPEEDS,
  stateAt,
  timeOf,
  type Speed,
} from '@/features/behavior/components/playback/session-model';
import { usePlayer } from '@/features/behavior/components/playback/use-player';

/** A request to show a moment (an integrity signal's time, say); a new object each time, so the same moment twice works. */
export interface PlaybackJump {
  /** ISO 8601 or epoch ms. */
  at: string | number;
}

const SPEED_OPTIONS = SPEEDS.map((speed) => ({ value: speed, label: `${speed}×` }));
const noop = () => {};

function Player({ playback, jump }: { playback: Playback; jump: PlaybackJump | null | undefined }) {
  const session = useMemo(() => buildSession(playback.events), [playback.events]);
  const markers = useMemo(() => markersOf(session), [session]);
  const player = usePlayer(session);
  const [marks, setMarks] = useState<{ a: number | null; b: number | null }>({ a: null, b: null });
  const region = useRef<HTMLElement>(null);
  const total = session.events.length;

  // A jump asked from outside (adjusting state to a new prop while rendering, as React advises over an effect).
  // A jump asked before the recording had loaded applies once it has.
  const [jumped, setJumped] = useState<PlaybackJump | null | undefined>(null);
  if (jump !== jumped) {
    setJumped(jump);
    if (jump) {
      player.pause();
      player.seek(countAt(session, typeof jump.at === 'number' ? jump.at : Date.parse(jump.at)));
    }
  }
  useEffect(() => {
    if (jump) region.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [jump]);

  const state = stateAt(session, player.count);
  const { language, code } = documentOf(state, playback.final.language);
  const at = timeOf(session, player.count);
  const atEnd = player.count >= total;
  const endDiffers = useMemo(() => {
    const end = stateAt(session, total).docs[playback.final.language];
    return end !== undefined && end !== playback.final.code;
  }, [session, total, playback.final]);

  return (
    <section ref={region} aria-label="Session playback controls" className="flex flex-col gap-4">
      {playback.capped ? (
        <p className="rounded-md border border-warning/60 bg-warning/10 p-3 text-sm">
          The recording was capped at its size limit: what happened after that was not kept, so the replay stops before
          the submission.
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={player.playing ? player.pause : player.play} disabled={total === 0}>
          {player.playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          {player.playing ? 'Pause' : 'Play'}
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label="Back to the start"
          title="Back to the start"
          onClick={() => player.seek(firstCount(session))}
        >
          <SkipBack aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label="Jump to the end"
          title="Jump to the end"
          onClick={() => player.seek(total)}
        >
          <SkipForward aria-hidden="true" />
        </Button>
        <ChoiceGroup<Speed>
          label="Playback speed"
          options={SPEED_OPTIONS}
          value={player.speed}
          onChange={player.setSpeed}
        />
        <p className="text-sm tabular-nums" aria-live="off">
          <span className="font-medium" data-testid="playback-clock">
            {formatElapsed(at - session.start)}
          </span>
          <span className="text-muted-foreground">{` / ${formatElapsed(session.end - session.start)}`}</span>
          <span className="ml-2 text-muted-foreground" title={formatExactTime(at)}>
            {`${LANGUAGE_NAMES[language]}${atEnd ? ' · end of the recording' : ''}`}
          </span>
        </p>
      </div>
      <p className="text-xs text-muted-foreground">
        {`Plays at the chosen multiple of real time; pauses longer than ${IDLE_CAP_MS / 1000} s of playback are shortened to ${IDLE_CAP_MS / 1000} s.`}
        {playback.streams > 1 ? ` Recorded over ${playback.streams} visits to the task’s page.` : ''}
      </p>
      <PlaybackTimeline
        session={session}
        markers={markers}
        count={player.count}
        onSeek={player.seek}
        a={marks.a}
        b={marks.b}
      />
      <LazyCodeEditor
        value={code}
        language={language}
        onChange={noop}
        readOnly
        label="Replayed code"
        className="h-96 min-h-80"
      />
      {atEnd && endDiffers && !playback.capped ? (
        <p className="text-sm text-muted-foreground">
          The end of the recording differs from the submitted code (a last change may not have been sent).
        </p>
      ) : null}
      <PlaybackDiff
        session={session}
        language={playback.final.language}
        count={player.count}
        a={marks.a}
        b={marks.b}
        onPick={(which, position) => setMarks((current) => ({ ...current, [which]: position }))}
      />
    </section>
  );
}

/** The review page's replay of how the final submission was written, with its timeline and a diff of two moments. */
export function SessionPlayback({ submissionId, jump }: { submissionId: string; jump?: PlaybackJump | null }) {
  const playback = usePlayback(submissionId);

  const body = () => {
    if (playback.error)
      return (
        <QueryError
          what="The session's recording could not be loaded."
          error={playback.error}
          retrying={playback.isFetching}
          onRetry={playback.refetch}
        />
      );
    if (!playback.data)
      return (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">Loading the recording…</span>
          <Skeleton className="h-10 w-72" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-80 w-full" />
        </div>
      );
    if (!playback.data.available || playback.data.events.length === 0)
      return (
        <EmptyState
          headingLevel="h3"
          icon={<Video />}
          title="No recording"
          description={`No recording: this session was not recorded, or its recording has been deleted (recordings are kept ${TELEMETRY_RETENTION_DAYS_DEFAULT} days unless the platform sets another period).`}
        />
      );
    return <Player playback={playback.data} jump={jump} />;
  };

  return (
    <section aria-labelledby="session-playback-title" className="flex min-w-0 flex-col gap-4">
      <h2 id="session-playback-title" className="text-lg font-semibold">
        Session playback
      </h2>
      {body()}
    </section>
  );
}

import { LANGUAGE_NAMES, type LanguageId } from '@assay/contracts';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { UnifiedDiff } from '@/components/unified-diff';
import {
  documentOf,
  formatElapsed,
  stateAt,
  timeOf,
  type Session,
} from '@/features/behavior/components/playback/session-model';

interface PlaybackDiffProps {
  session: Session;
  language: LanguageId;
  count: number;
  a: number | null;
  b: number | null;
  onPick: (which: 'a' | 'b', count: number | null) => void;
}

/** Two moments picked on the timeline (A and B, set at the playhead) and the code's changes between them. */
export function PlaybackDiff({ session, language, count, a, b, onPick }: PlaybackDiffProps) {
  const at = (position: number) => formatElapsed(timeOf(session, position) - session.start);
  const name = (which: 'A' | 'B', position: number) => `${which} (${at(position)})`;
  const here = at(count);
  // Worked out once per pair, not on every tick of the playback.
  const documents = useMemo(
    () =>
      a === null || b === null
        ? null
        : ([documentOf(stateAt(session, a), language), documentOf(stateAt(session, b), language)] as const),
    [session, language, a, b],
  );

  const diff = () => {
    if (a === null || b === null || !documents)
      return (
        <p className="text-sm text-muted-foreground">
          Move the playhead to a moment and set it as A, then to another and set it as B, to see what changed between
          them.
        </p>
      );
    const [before, after] = documents;
    return (
      <>
        {before.language !== after.language ? (
          <p className="text-sm text-muted-foreground">
            {`A shows the ${LANGUAGE_NAMES[before.language]} code, B the ${LANGUAGE_NAMES[after.language]} code.`}
          </p>
        ) : null}
        <UnifiedDiff
          before={before.code}
          after={after.code}
          beforeLabel={name('A', a)}
          afterLabel={name('B', b)}
          label={`Changes from ${name('A', a)} to ${name('B', b)}`}
        />
      </>
    );
  };

  return (
    <section aria-labelledby="playback-diff-title" className="flex flex-col gap-3">
      <h3 id="playback-diff-title" className="text-base font-semibold">
        Compare two moments
      </h3>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="outline" onClick={() => onPick('a', count)}>{`Set A at ${here}`}</Button>
        <Button size="sm" variant="outline" onClick={() => onPick('b', count)}>{`Set B at ${here}`}</Button>
        {a !== null ? (
          <Button size="sm" variant="ghost" onClick={() => onPick('a', null)}>{`Clear ${name('A', a)}`}</Button>
        ) : null}
        {b !== null ? (
          <Button size="sm" variant="ghost" onClick={() => onPick('b', null)}>{`Clear ${name('B', b)}`}</Button>
        ) : null}
      </div>
      {diff()}
    </section>
  );
}

import { useEffect, useState } from 'react';
import {
  firstCount,
  gapBefore,
  playDelay,
  type Session,
  type Speed,
} from '@/features/behavior/components/playback/session-model';

/** Timers shorter than a frame are not worth setting: events due within one are applied together. */
const FRAME_MS = 16;

/**
 * Playing a session: the position (events applied), whether it plays, and at which speed. Each event waits for its
 * gap after the previous one scaled by the speed, a pause never longer than IDLE_CAP_MS.
 */
export function usePlayer(session: Session) {
  const total = session.events.length;
  const [count, setCount] = useState(() => firstCount(session));
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<Speed>(1);

  useEffect(() => {
    if (!playing || count >= total) return;
    let next = count;
    let delay = 0;
    do {
      delay += playDelay(gapBefore(session, next), speed);
      next += 1;
    } while (next < total && delay < FRAME_MS);
    const timer = setTimeout(() => {
      setCount(next);
      if (next >= total) setPlaying(false);
    }, delay);
    return () => clearTimeout(timer);
  }, [playing, count, speed, session, total]);

  return {
    count,
    playing,
    speed,
    setSpeed,
    play: () => {
      // At the end, playing starts over.
      if (count >= total) setCount(firstCount(session));
      setPlaying(total > 0);
    },
    pause: () => setPlaying(false),
    /** Jumps to a position; playing goes on from there if it was playing. */
    seek: (to: number) => {
      const target = Math.max(0, Math.min(total, to));
      setCount(target);
      if (target >= total) setPlaying(false);
    },
  };
}

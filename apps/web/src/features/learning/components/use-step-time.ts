import { LEARNING_TIME_MAX_SECONDS } from '@assay/contracts';
import { useEffect } from 'react';
import { reportTime } from '@/features/learning/api/steps';

/**
 * Reports the time a step is open and visible: a minute at a time while it stays open, and what is left (from 5 s)
 * when the learner leaves it. A hidden tab does not count.
 */
export function useStepTime(pathId: string, stepKey: string) {
  useEffect(() => {
    let counted = 0;
    let visibleSince: number | null = document.visibilityState === 'visible' ? Date.now() : null;
    const flush = (minimum: number) => {
      const now = Date.now();
      if (visibleSince !== null) counted += (now - visibleSince) / 1000;
      visibleSince = document.visibilityState === 'visible' ? now : null;
      const seconds = Math.min(LEARNING_TIME_MAX_SECONDS, Math.floor(counted));
      if (seconds < minimum) return;
      counted -= seconds;
      void reportTime(pathId, stepKey, seconds);
    };
    const timer = window.setInterval(() => flush(LEARNING_TIME_MAX_SECONDS), LEARNING_TIME_MAX_SECONDS * 1000);
    const onVisibility = () => flush(LEARNING_TIME_MAX_SECONDS);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      flush(5);
    };
  }, [pathId, stepKey]);
}

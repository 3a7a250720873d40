import type { QuickFireRound } from '@assay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { gamificationKeys } from '@/features/gamification/api/gamification-keys';
import {
  type QuickFireRounds,
  serverOffsetMs,
  useQuickFireRounds,
} from '@/features/gamification/api/get-quick-fire-rounds';

/** A round as the page shows it: the server's answer and how far the server's clock was ahead of the browser's. */
export interface HeldRound {
  round: QuickFireRound;
  offsetMs: number;
}

/**
 * The quick-fire round the card shows: the caller's newest, as the server keeps it (so going to the editor and back,
 * or reloading, still shows its countdown; a scored submission's notification refreshes it with the rest of the game
 * mode). A round just started is shown at once; a finished one can be dismissed.
 */
export function useQuickFireRound() {
  const queryClient = useQueryClient();
  const { data } = useQuickFireRounds();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const latest = data?.rounds[0];
  const held: HeldRound | null = latest && latest.id !== dismissed ? { round: latest, offsetMs: data.offsetMs } : null;
  const hold = useCallback(
    (round: QuickFireRound, receivedAt: number = Date.now()) =>
      queryClient.setQueryData<QuickFireRounds>(gamificationKeys.quickFire, (kept) => ({
        rounds: [round, ...(kept?.rounds ?? []).filter((other) => other.id !== round.id)],
        offsetMs: serverOffsetMs(round.server_now, receivedAt),
      })),
    [queryClient],
  );
  const clear = useCallback(() => setDismissed(latest?.id ?? null), [latest]);
  return { held, hold, clear };
}

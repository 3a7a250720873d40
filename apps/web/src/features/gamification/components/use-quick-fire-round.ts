import type { QuickFireRound } from '@assay/contracts';
import { quickFireRoundSchema } from '@assay/contracts';
import { useCallback, useState } from 'react';
import { z } from 'zod';
import { useAuth } from '@/lib/auth-context';

/** A round as the page keeps it: the server's answer and how far the server's clock was ahead of the browser's. */
export interface HeldRound {
  round: QuickFireRound;
  offsetMs: number;
}

/** A round kept this long past its deadline is forgotten: there is nothing left to do with it. */
const FORGET_AFTER_MS = 60 * 60_000;
const heldRoundSchema = z.object({ round: quickFireRoundSchema, offsetMs: z.number() });
const storageKey = (userId: string | null) => `assay.quick-fire-round.${userId ?? 'anonymous'}`;

function readHeld(key: string): HeldRound | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed = heldRoundSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const { round, offsetMs } = parsed.data;
    return Date.parse(round.deadline_at) + FORGET_AFTER_MS < Date.now() + offsetMs ? null : parsed.data;
  } catch {
    return null;
  }
}

/**
 * The quick-fire round under way. The API has no "current round" to read back, so the page keeps the round it
 * started for the tab's session (per user): going to the editor and back still shows its countdown. The offset is
 * measured once, as the answer arrives (`server_now` against this browser's clock).
 */
export function useQuickFireRound() {
  const key = storageKey(useAuth().userId);
  const [held, setHeld] = useState<HeldRound | null>(() => readHeld(key));
  const hold = useCallback(
    (round: QuickFireRound, receivedAt: number = Date.now()) => {
      const next = { round, offsetMs: Date.parse(round.server_now) - receivedAt };
      setHeld(next);
      try {
        sessionStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage refused (private mode, quota): the round is kept in memory only.
      }
    },
    [key],
  );
  const clear = useCallback(() => {
    setHeld(null);
    try {
      sessionStorage.removeItem(key);
    } catch {
      // Nothing was kept.
    }
  }, [key]);
  return { held, hold, clear };
}

import type { QuickFireRound } from '@assay/contracts';
import { quickFireRoundSchema } from '@assay/contracts';
import { useCallback, useState } from 'react';
import { z } from 'zod';

/** A round as the page keeps it: the server's answer and how far the server's clock was ahead of the browser's. */
export interface HeldRound {
  round: QuickFireRound;
  offsetMs: number;
}

const STORAGE_KEY = 'assay.quick-fire-round';
const heldRoundSchema = z.object({ round: quickFireRoundSchema, offsetMs: z.number() });

function readHeld(): HeldRound | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = heldRoundSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The quick-fire round under way. The API has no "current round" to read back, so the page keeps the round it
 * started for the tab's session: going to the editor and back still shows its countdown. The offset is measured
 * once, as the answer arrives (`server_now` against this browser's clock).
 */
export function useQuickFireRound() {
  const [held, setHeld] = useState<HeldRound | null>(readHeld);
  const hold = useCallback((round: QuickFireRound, receivedAt: number = Date.now()) => {
    const next = { round, offsetMs: Date.parse(round.server_now) - receivedAt };
    setHeld(next);
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage refused (private mode, quota): the round is kept in memory only.
    }
  }, []);
  const clear = useCallback(() => {
    setHeld(null);
    try {
      sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // Nothing was kept.
    }
  }, []);
  return { held, hold, clear };
}

import {
  gamificationPaths,
  quickFireRoundSchema,
  type QuickFireRound,
  type StartQuickFireBody,
} from '@assay/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';

export type { QuickFireRound };

/** POST /gamification/public-challenge: a quick-fire round, its practice task and its deadline by the server's clock. */
export function startQuickFire(body: StartQuickFireBody): Promise<QuickFireRound> {
  return apiClient.post(gamificationPaths.publicChallenge, body, { schema: quickFireRoundSchema });
}

export function useStartQuickFire() {
  return useMutation({ mutationFn: startQuickFire });
}

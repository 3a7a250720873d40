import { LEARNING_PATH_POINTS, LEARNING_STEP_POINTS } from '@assay/contracts';
import type { Database } from '../../db/client.js';
import type { EventSubscriber } from '../../platform/outbox/outbox.dispatcher.js';
import type { DomainEvent } from '../../platform/outbox/outbox.service.js';
import type { PathCompletedPayload, StepCompletedPayload } from '../learning/step-completion.js';
import type { LiveNotifications } from '../notifications/live-notifications.js';
import type { LeaderboardService } from './leaderboard.js';
import type { LedgerRepository, LedgerRow } from './ledger.repository.js';

/**
 * Pays for learning: the `gamification-learning-points` subscriber of `learning.step_completed` (a lesson or a quiz;
 * a challenge step pays through practice already) and `learning.path_completed`. Each pays once, keyed by the path and
 * step (or the path), so a redelivered event — or the same step completed again after moving to a new version — pays
 * nothing. The ledger row's "challenge" is the path, its title the step's.
 */
export function createLearningPointsSubscriber({
  db,
  ledger,
  leaderboard,
  live,
  newId,
}: {
  db: Database;
  ledger: LedgerRepository;
  leaderboard: Pick<LeaderboardService, 'record'>;
  live: Pick<LiveNotifications, 'pointsChanged'>;
  newId: () => string;
}): EventSubscriber {
  function paymentOf(event: DomainEvent): LedgerRow | null {
    if (event.type === 'learning.step_completed') {
      const step = event.payload as StepCompletedPayload;
      const points = LEARNING_STEP_POINTS[step.kind];
      if (points === 0) return null;
      return {
        id: newId(),
        userId: step.userId,
        source: `learning:${step.pathId}:${step.stepKey}`,
        kind: 'learning',
        points,
        challengeId: step.pathId,
        challengeTitle: `${step.pathTitle}: ${step.stepTitle}`,
        category: null,
        earnedAt: new Date(step.completedAt),
      };
    }
    const path = event.payload as PathCompletedPayload;
    return {
      id: newId(),
      userId: path.userId,
      source: `learning-path:${path.pathId}`,
      kind: 'learning',
      points: LEARNING_PATH_POINTS,
      challengeId: path.pathId,
      challengeTitle: `${path.pathTitle} completed`,
      category: null,
      earnedAt: new Date(path.completedAt),
    };
  }

  return {
    name: 'gamification-learning-points',
    types: ['learning.step_completed', 'learning.path_completed'],
    async handle(event) {
      const payment = paymentOf(event);
      if (!payment) return;
      const { paid, totals } = await db.transaction(async (tx) => {
        await ledger.lockCandidates([payment.userId], tx);
        return {
          paid: await ledger.pay([payment], tx),
          totals: await ledger.periodTotals([{ userId: payment.userId, at: payment.earnedAt }], tx),
        };
      });
      await leaderboard.record(totals);
      if (paid.length > 0) live.pointsChanged(payment.userId);
    },
  };
}

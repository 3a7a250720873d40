import {
  BADGES,
  CHALLENGE_POINTS,
  DAILY_CHALLENGE_BONUS,
  type LedgerKind,
  perfectBonus,
  quickFireBonus,
} from '@assay/contracts';
import type { Database } from '../../db/client.js';
import type { EventSubscriber } from '../../platform/outbox/outbox.dispatcher.js';
import type { OutboxService } from '../../platform/outbox/outbox.service.js';
import type { SubmissionScoredPayload } from '../judging/submission-scored.js';
import type { GameChallenges } from './challenges.js';
import type { GameRepository } from './game.repository.js';
import { badgesMet, solves, streakEndingAt, utcDay } from './game-rules.js';
import type { LeaderboardService } from './leaderboard.js';
import type { LedgerRepository } from './ledger.repository.js';

/**
 * Pays for practice: the `gamification-points` subscriber of `submission.scored`. Only practice of the library pays
 * (an organization's assessment is hiring, not play: its event carries no `practice`). In one transaction per event,
 * under the candidate's lock:
 * - a challenge pays `floor(points × best score / 100)` in all once solved, as the best score rises: each event pays
 *   the difference between that and what the challenge has paid (so a first solve pays, a repeat pays nothing, and a
 *   re-evaluation that raises a score pays only the difference), keyed by the event id, so a redelivery pays nothing;
 * - a first score of 100 on a challenge, the day's daily challenge solved on its day, and a quick-fire round solved
 *   before its countdown each pay once, keyed by the challenge, the day and the round;
 * - badges whose criteria are now met are awarded (each once), each with a `badge.awarded` event for its notification.
 * After the commit the candidate's Redis leaderboard scores are set to their totals.
 */
export function createPointsSubscriber({
  db,
  ledger,
  game,
  challenges,
  leaderboard,
  outbox,
  newId,
  now = () => new Date(),
}: {
  db: Database;
  ledger: LedgerRepository;
  game: Pick<GameRepository, 'roundOfTask' | 'endRound'>;
  challenges: Pick<GameChallenges, 'challengeOfDay'>;
  leaderboard: Pick<LeaderboardService, 'record'>;
  outbox: OutboxService;
  newId: () => string;
  now?: () => Date;
}): EventSubscriber {
  return {
    name: 'gamification-points',
    types: ['submission.scored'],
    async handle(event) {
      const scored = event.payload as SubmissionScoredPayload;
      const practice = scored.practice;
      if (!practice) return;
      const userId = scored.candidateId;
      const submittedAt = new Date(practice.submittedAt);
      const day = utcDay(submittedAt);
      // Chosen (or read) before the transaction: the embedded database serves one transaction at a time.
      const daily = solves(scored.score) ? await challenges.challengeOfDay(day) : null;
      const points = CHALLENGE_POINTS[practice.difficulty];

      const totals = await db.transaction(async (tx) => {
        await ledger.lockCandidate(userId, tx);
        await ledger.recordResult(
          {
            submissionId: scored.submissionId,
            userId,
            challengeId: practice.challengeId,
            challengeTitle: scored.title,
            difficulty: practice.difficulty,
            category: practice.category,
            language: practice.language,
            score: scored.score,
            submittedAt,
          },
          tx,
        );
        const pay = (kind: LedgerKind, source: string, amount: number) =>
          ledger.pay(
            {
              id: newId(),
              userId,
              source,
              kind,
              points: amount,
              challengeId: practice.challengeId,
              challengeTitle: scored.title,
              category: practice.category,
              earnedAt: submittedAt,
            },
            tx,
          );

        const best = await ledger.bestScore(userId, practice.challengeId, tx);
        const earned = solves(best) ? Math.floor((points * best) / 100) : 0;
        const paid = await ledger.paid(userId, practice.challengeId, 'challenge', tx);
        if (earned > paid) await pay('challenge', `score:${event.id}`, earned - paid);
        if (scored.score === 100)
          await pay('perfect', `perfect:${practice.challengeId}`, perfectBonus(practice.difficulty));
        if (daily?.id === practice.challengeId) await pay('daily', `daily:${day}`, DAILY_CHALLENGE_BONUS);

        if (scored.kind === 'final') {
          const round = await game.roundOfTask(userId, scored.taskId, scored.submissionId, tx);
          if (round) {
            await game.endRound(round.id, { submissionId: scored.submissionId, submittedAt, score: scored.score }, tx);
            const bonus = solves(scored.score)
              ? quickFireBonus(
                  practice.difficulty,
                  (round.deadlineAt.getTime() - submittedAt.getTime()) / 1000,
                  (round.deadlineAt.getTime() - round.startedAt.getTime()) / 1000,
                )
              : 0;
            if (bonus > 0) await pay('quick_fire', `quick-fire:${round.id}`, bonus);
          }
        }

        const figures = await ledger.figures(userId, tx);
        const streakDays = streakEndingAt(await ledger.solveDays(userId, tx), day);
        const awarded = await ledger.award(userId, badgesMet({ ...figures, streakDays }), now(), tx);
        for (const badgeId of awarded) {
          const badge = BADGES.find((entry) => entry.id === badgeId)!;
          await outbox.record(tx, {
            type: 'badge.awarded',
            payload: { userId, badgeId, name: badge.name, criterion: badge.criterion },
            organizationId: null,
            actorId: userId,
          });
        }
        return ledger.periodTotals(userId, submittedAt, tx);
      });
      await leaderboard.record(userId, totals);
    },
  };
}

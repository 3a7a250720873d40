import {
  BADGES,
  CHALLENGE_POINTS,
  DAILY_CHALLENGE_BONUS,
  type LedgerKind,
  perfectBonus,
  quickFireBonus,
} from '@assay/contracts';
import type { Database, DbExecutor } from '../../db/client.js';
import type { EventSubscriber } from '../../platform/outbox/outbox.dispatcher.js';
import type { DomainEvent, OutboxService } from '../../platform/outbox/outbox.service.js';
import type { SubmissionScoredPayload } from '../judging/submission-scored.js';
import type { LiveNotifications } from '../notifications/live-notifications.js';
import type { GameChallenges } from './challenges.js';
import type { GameRepository } from './game.repository.js';
import {
  addDays,
  badgesMet,
  compositeKey,
  solves,
  STREAK_LOOKBACK_DAYS,
  streakEndingAt,
  utcDay,
} from './game-rules.js';
import type { LeaderboardService } from './leaderboard.js';
import type { LedgerRepository, LedgerRow } from './ledger.repository.js';

/** A scored practice submission, as the subscriber reads it. */
interface Practice extends SubmissionScoredPayload {
  eventId: string;
  practice: NonNullable<SubmissionScoredPayload['practice']>;
  submittedAt: Date;
  day: string;
}

const practiceOf = (event: DomainEvent): Practice | null => {
  const scored = event.payload as unknown as SubmissionScoredPayload;
  if (!scored.practice) return null;
  const submittedAt = new Date(scored.practice.submittedAt);
  return { ...scored, practice: scored.practice, eventId: event.id, submittedAt, day: utcDay(submittedAt) };
};

const distinct = <T>(values: readonly T[]) => [...new Set(values)];
/** The first of each key's values. */
function firstBy<T>(values: readonly T[], keyOf: (value: T) => string): T[] {
  const first = new Map<string, T>();
  for (const value of values) if (!first.has(keyOf(value))) first.set(keyOf(value), value);
  return [...first.values()];
}

/**
 * Pays for practice: the `gamification-points` subscriber of `submission.scored`. Only practice of the library pays
 * (an organization's assessment is hiring, not play: its event carries no `practice`). A batch of events is paid in one
 * transaction, under its candidates' locks, in a handful of statements whatever its size, and pays exactly what its
 * events would have paid one at a time:
 * - a challenge pays `floor(points × best score / 100)` in all once solved, as the best score rises: each event pays
 *   the difference between that and what the challenge has paid, keyed by the event id (so a first solve pays, a repeat
 *   pays nothing, a re-evaluation that raises a score pays only the difference, and a redelivery pays nothing);
 * - a first score of 100 on a challenge, the day's daily challenge solved on its day, and a quick-fire round solved
 *   before its countdown each pay once, keyed by the challenge, the day and the round;
 * - badges whose criteria are now met are awarded (each once), each with a `badge.awarded` event for its notification.
 * After the commit the candidates' Redis leaderboard scores are set to their totals (every board of the batch, changed
 * or not, so a redelivery after Redis failed heals them), and the open pages of those paid are told.
 */
export function createPointsSubscriber({
  db,
  ledger,
  game,
  challenges,
  leaderboard,
  outbox,
  live,
  newId,
  now = () => new Date(),
}: {
  db: Database;
  ledger: LedgerRepository;
  game: Pick<GameRepository, 'roundOfTask' | 'endRound'>;
  challenges: Pick<GameChallenges, 'challengeOfDay'>;
  leaderboard: Pick<LeaderboardService, 'record'>;
  outbox: OutboxService;
  /** Tells the candidates' open pages (the game mode) that their points changed: an attempt makes no notification. */
  live: Pick<LiveNotifications, 'pointsChanged'>;
  newId: () => string;
  now?: () => Date;
}): EventSubscriber {
  const payment = (scored: Practice, kind: LedgerKind, source: string, points: number): LedgerRow => ({
    id: newId(),
    userId: scored.candidateId,
    source,
    kind,
    points,
    challengeId: scored.practice.challengeId,
    challengeTitle: scored.title,
    category: scored.practice.category,
    earnedAt: scored.submittedAt,
  });

  /**
   * What the batch's solves pay, event by event in order as if each came alone: a (candidate, challenge) has paid for
   * every score recorded of it before the batch, so what an event pays is what its best score in the batch so far earns
   * beyond what was paid (a re-evaluation replaces its submission's score).
   */
  async function challengePayments(batch: readonly Practice[], tx: DbExecutor): Promise<LedgerRow[]> {
    const pairs = new Map<string, { paid: number; scores: Map<string, number> }>();
    for (const { userId, challengeId, paid } of await ledger.paidForChallenges(
      firstBy(batch, (scored) => compositeKey(scored.candidateId, scored.practice.challengeId)).map((scored) => ({
        userId: scored.candidateId,
        challengeId: scored.practice.challengeId,
      })),
      tx,
    ))
      pairs.set(compositeKey(userId, challengeId), { paid, scores: new Map() });
    const payments: LedgerRow[] = [];
    for (const scored of batch) {
      const pair = pairs.get(compositeKey(scored.candidateId, scored.practice.challengeId))!;
      pair.scores.set(scored.submissionId, scored.score);
      const best = Math.max(...pair.scores.values());
      const earned = solves(best) ? Math.floor((CHALLENGE_POINTS[scored.practice.difficulty] * best) / 100) : 0;
      if (earned <= pair.paid) continue;
      payments.push(payment(scored, 'challenge', `score:${scored.eventId}`, earned - pair.paid));
      pair.paid = earned;
    }
    return payments;
  }

  /** The bonuses each event earns (paid once each by their sources, whatever repeats them). */
  async function bonuses(batch: readonly Practice[], dailyOf: ReadonlyMap<string, string>, tx: DbExecutor) {
    const payments: LedgerRow[] = [];
    for (const scored of batch) {
      const { challengeId, difficulty } = scored.practice;
      if (scored.score === 100)
        payments.push(payment(scored, 'perfect', `perfect:${challengeId}`, perfectBonus(difficulty)));
      if (solves(scored.score) && dailyOf.get(scored.day) === challengeId)
        payments.push(payment(scored, 'daily', `daily:${scored.day}`, DAILY_CHALLENGE_BONUS));
      if (scored.kind !== 'final') continue;
      // A final submission ends the quick-fire round it was made in (rare enough to look up one by one).
      const round = await game.roundOfTask(scored.candidateId, scored.taskId, scored.submissionId, tx);
      if (!round) continue;
      await game.endRound(
        round.id,
        { submissionId: scored.submissionId, submittedAt: scored.submittedAt, score: scored.score },
        tx,
      );
      const bonus = solves(scored.score)
        ? quickFireBonus(
            difficulty,
            (round.deadlineAt.getTime() - scored.submittedAt.getTime()) / 1000,
            (round.deadlineAt.getTime() - round.startedAt.getTime()) / 1000,
          )
        : 0;
      if (bonus > 0) payments.push(payment(scored, 'quick_fire', `quick-fire:${round.id}`, bonus));
    }
    return payments;
  }

  /** Awards the badges the batch's candidates now meet, each with its `badge.awarded` event. */
  async function awardBadges(batch: readonly Practice[], tx: DbExecutor): Promise<void> {
    const userIds = distinct(batch.map((scored) => scored.candidateId));
    const earliest = batch.map((scored) => scored.day).sort()[0]!;
    const [figures, solveDays] = await Promise.all([
      ledger.figuresOf(userIds, tx),
      ledger.solveDaysOf(userIds, addDays(earliest, -STREAK_LOOKBACK_DAYS), tx),
    ]);
    const met = userIds.flatMap((userId) => {
      const days = solveDays.get(userId)!;
      const eventDays = distinct(batch.filter((scored) => scored.candidateId === userId).map((scored) => scored.day));
      const streakDays = Math.max(...eventDays.map((day) => streakEndingAt(days, day)));
      return badgesMet({ ...figures.get(userId)!, streakDays }).map((badgeId) => ({ userId, badgeId }));
    });
    const awarded = await ledger.award(met, now(), tx);
    await outbox.recordMany(
      tx,
      awarded.map(({ userId, badgeId }) => {
        const badge = BADGES.find((entry) => entry.id === badgeId)!;
        return {
          type: 'badge.awarded',
          payload: { userId, badgeId, name: badge.name, criterion: badge.criterion },
          organizationId: null,
          actorId: userId,
        };
      }),
    );
  }

  async function award(events: readonly DomainEvent[]): Promise<void> {
    const batch = events.map(practiceOf).filter((scored): scored is Practice => scored !== null);
    if (batch.length === 0) return;
    // Chosen (or read) before the transaction: the embedded database serves one transaction at a time.
    const dailyOf = new Map<string, string>();
    for (const day of distinct(batch.filter((scored) => solves(scored.score)).map((scored) => scored.day)))
      dailyOf.set(day, (await challenges.challengeOfDay(day)).id);

    const { changed, totals } = await db.transaction(async (tx) => {
      await ledger.lockCandidates(
        batch.map((scored) => scored.candidateId),
        tx,
      );
      await ledger.recordResults(
        batch.map((scored) => ({
          submissionId: scored.submissionId,
          userId: scored.candidateId,
          challengeId: scored.practice.challengeId,
          challengeTitle: scored.title,
          difficulty: scored.practice.difficulty,
          category: scored.practice.category,
          language: scored.practice.language,
          score: scored.score,
          submittedAt: scored.submittedAt,
        })),
        tx,
      );
      const payments = [...(await challengePayments(batch, tx)), ...(await bonuses(batch, dailyOf, tx))];
      // One payment per source: a bonus two events of the batch both earned is paid once.
      const paid = await ledger.pay(
        firstBy(payments, (row) => compositeKey(row.userId, row.source)),
        tx,
      );
      await awardBadges(batch, tx);
      return {
        changed: distinct(paid.map((total) => total.userId)),
        totals: await ledger.periodTotals(
          batch.map((scored) => ({ userId: scored.candidateId, at: scored.submittedAt })),
          tx,
        ),
      };
    });
    // Every total of the batch's boards, changed or not: ZADD GT makes a redelivery after a Redis failure heal them.
    await leaderboard.record(totals);
    for (const userId of changed) live.pointsChanged(userId);
  }

  return {
    name: 'gamification-points',
    types: ['submission.scored'],
    handle: (event) => award([event]),
    handleBatch: award,
  };
}

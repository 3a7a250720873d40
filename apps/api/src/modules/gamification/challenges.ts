import { createHash, randomInt } from 'node:crypto';
import {
  type CodeInput,
  type CurrentQuickFire,
  CHALLENGE_POINTS,
  challengeCategoryOf,
  DAILY_CHALLENGE_BONUS,
  DAILY_CHALLENGE_NO_REPEAT_DAYS,
  type DailyChallenge,
  type GameChallenge,
  GAMIFICATION_ERROR_CODES,
  QUICK_FIRE_MINUTES,
  type QuickFireRound,
  type StartQuickFireBody,
} from '@assay/contracts';
import type { Database } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { OutboxService } from '../../platform/outbox/outbox.service.js';
import type { SubmissionsService } from '../submissions/submissions.service.js';
import type { TaskTemplatesService } from '../task-templates/task-templates.service.js';
import type { PracticeService } from '../tasks/practice.service.js';
import type { UserRow } from '../users/users.service.js';
import type { GameRepository, RoundRow } from './game.repository.js';
import { addDays, nextUtcMidnight, utcDay } from './game-rules.js';
import type { LedgerRepository } from './ledger.repository.js';

const ROUND_NOT_FOUND = 'Quick-fire round not found.';
const RECENT_ROUND_MS = 2 * 3_600_000;

/**
 * The game's challenges: the challenge library (the published platform templates), the daily challenge, and
 * quick-fire rounds (a practice task of a random challenge, with a countdown held on the server).
 */
export function createGameChallenges({
  db,
  outbox,
  repository,
  ledger,
  templates,
  practice,
  submissions,
  newId,
  now = () => new Date(),
}: {
  db: Database;
  outbox: OutboxService;
  repository: GameRepository;
  ledger: Pick<LedgerRepository, 'hasSource'>;
  templates: Pick<TaskTemplatesService, 'listPublic'>;
  practice: Pick<PracticeService, 'start'>;
  submissions: Pick<SubmissionsService, 'submit'>;
  newId: () => string;
  now?: () => Date;
}) {
  // A day's challenge never changes once chosen: kept for the last few days asked, so paying for a solve (every
  // scored practice submission asks) does not read the library again.
  const chosenDays = new Map<string, GameChallenge>();

  /** Every challenge of the library, by id (a stable order the daily choice can rely on). */
  async function library(): Promise<GameChallenge[]> {
    const { templates: rows } = await templates.listPublic({ page: 1, limit: 10_000 });
    return rows
      .map((row) => ({
        id: row.id,
        title: row.title,
        difficulty: row.difficulty,
        category: challengeCategoryOf(row.tags),
        points: CHALLENGE_POINTS[row.difficulty],
      }))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  /**
   * The challenge of a UTC day: chosen once, the first time anyone asks, then kept. Chosen by the day's hash among the
   * challenges not shown in the 60 days before; when the library holds no such challenge (it has fewer than 61), the
   * one shown longest ago. The same on every node: two nodes choosing at once choose alike, and the first row stays.
   */
  async function challengeOfDay(day: string): Promise<GameChallenge> {
    const known = chosenDays.get(day);
    if (known) return known;
    const chosen = await chooseChallengeOfDay(day);
    chosenDays.set(day, chosen);
    if (chosenDays.size > 7) chosenDays.delete(chosenDays.keys().next().value!);
    return chosen;
  }

  async function chooseChallengeOfDay(day: string): Promise<GameChallenge> {
    const all = await library();
    const kept = await repository.dailyChallenge(day);
    const keptChallenge = kept ? all.find((challenge) => challenge.id === kept) : undefined;
    if (keptChallenge) return keptChallenge;
    if (all.length === 0)
      throw new NotFoundError('The challenge library is empty.', GAMIFICATION_ERROR_CODES.noChallenge);
    const recent = await repository.dailyChallengesBetween(
      addDays(day, -DAILY_CHALLENGE_NO_REPEAT_DAYS),
      addDays(day, -1),
    );
    const lastShown = new Map<string, string>();
    for (const row of recent) if (!lastShown.has(row.challengeId)) lastShown.set(row.challengeId, row.day);
    const fresh = all.filter((challenge) => !lastShown.has(challenge.id));
    const hash = createHash('sha256').update(`daily:${day}`).digest().readUInt32BE(0);
    const chosen =
      fresh.length > 0
        ? fresh[hash % fresh.length]!
        : [...all].sort((a, b) => (lastShown.get(a.id)! < lastShown.get(b.id)! ? -1 : 1))[0]!;
    const id = await repository.chooseDailyChallenge(day, chosen.id);
    return all.find((challenge) => challenge.id === id) ?? chosen;
  }

  function roundView(round: RoundRow, challenge: GameChallenge): QuickFireRound {
    const at = now();
    return {
      id: round.id,
      task_id: round.taskId,
      challenge,
      started_at: round.startedAt.toISOString(),
      deadline_at: round.deadlineAt.toISOString(),
      server_now: at.toISOString(),
      status: round.submissionId ? 'submitted' : at > round.deadlineAt ? 'timed_out' : 'running',
      submission_id: round.submissionId,
    };
  }

  async function challengeById(id: string): Promise<GameChallenge> {
    const found = (await library()).find((challenge) => challenge.id === id);
    if (!found) throw new NotFoundError(ROUND_NOT_FOUND);
    return found;
  }

  return {
    library,
    challengeOfDay,

    /** GET /gamification/daily-challenge. */
    async daily(caller: UserRow): Promise<DailyChallenge> {
      const at = now();
      const day = utcDay(at);
      const challenge = await challengeOfDay(day);
      return {
        date: day,
        challenge,
        bonus: DAILY_CHALLENGE_BONUS,
        solved: await ledger.hasSource(caller.id, `daily:${day}`),
        next_at: nextUtcMidnight(at).toISOString(),
        server_now: at.toISOString(),
      };
    },

    /** POST /gamification/public-challenge: a random challenge of the asked difficulty and category, against the clock. */
    async startQuickFire(caller: UserRow, body: StartQuickFireBody): Promise<QuickFireRound> {
      const candidates = (await library()).filter(
        (challenge) =>
          (!body.difficulty || challenge.difficulty === body.difficulty) &&
          (!body.category || challenge.category === body.category),
      );
      if (candidates.length === 0) {
        throw new NotFoundError(
          'No challenge of the library matches that difficulty and category.',
          GAMIFICATION_ERROR_CODES.noChallenge,
        );
      }
      const challenge = candidates[randomInt(candidates.length)]!;
      const { task } = await practice.start(caller, challenge.id);
      const startedAt = now();
      const round = await db.transaction(async (tx) => {
        const inserted = await repository.insertRound(
          {
            id: newId(),
            userId: caller.id,
            taskId: task.id,
            challengeId: challenge.id,
            startedAt,
            deadlineAt: new Date(startedAt.getTime() + QUICK_FIRE_MINUTES[challenge.difficulty] * 60_000),
          },
          tx,
        );
        // The game mode played: onboarding ticks the candidate's "game mode or learning path" from it.
        await outbox.record(tx, {
          type: 'game.round_started',
          payload: { userId: caller.id, roundId: inserted.id, challengeId: challenge.id, taskId: task.id },
          actorId: caller.id,
        });
        return inserted;
      });
      return roundView(round, challenge);
    },

    /** GET /gamification/public-challenge: the caller's rounds started in the last two hours, newest first. */
    async currentQuickFire(caller: UserRow): Promise<CurrentQuickFire> {
      const rounds = await repository.recentRounds(caller.id, new Date(now().getTime() - RECENT_ROUND_MS));
      const all = await library();
      return {
        rounds: rounds.flatMap((round) => {
          const challenge = all.find((entry) => entry.id === round.challengeId);
          return challenge ? [roundView(round, challenge)] : [];
        }),
      };
    },

    /**
     * POST /gamification/submit-public-challenge/{id}: the round's final submission, scored by the runner like any
     * other; its time bonus is judged by when it was made (the server's clock), once scored. Another's round is not
     * found.
     */
    async submitQuickFire(caller: UserRow, id: string, input: CodeInput): Promise<QuickFireRound> {
      const round = await repository.round(id);
      if (!round || round.userId !== caller.id) throw new NotFoundError(ROUND_NOT_FOUND);
      if (round.submissionId) throw new ConflictError('This quick-fire round has been submitted.');
      const submission = await submissions.submit(caller, round.taskId, input);
      const ended = await repository.markRoundSubmitted(round.id, submission.id, new Date(submission.created_at));
      return roundView(ended ?? round, await challengeById(round.challengeId));
    },
  };
}
export type GameChallenges = ReturnType<typeof createGameChallenges>;

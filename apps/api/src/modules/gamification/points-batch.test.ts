import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { rowsOf } from '../../db/rows.js';
import type { DomainEvent } from '../../platform/outbox/outbox.service.js';
import type { SubmissionScoredPayload } from '../judging/submission-scored.js';
import { users } from '../users/users.tables.js';
import { utcDay } from './game-rules.js';
import { gamificationBadges, gamificationLedger, gamificationPeriodPoints } from './gamification.tables.js';

const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 10, 20, 9);
const CANDIDATES = 4;
const EVENTS = 120;
const BATCH = 13;

const CHALLENGES = [
  { id: 'batch-easy', difficulty: 'easy', category: 'hashing' },
  { id: 'batch-medium', difficulty: 'medium', category: 'graphs' },
  { id: 'batch-hard', difficulty: 'hard', category: 'dynamic-programming' },
  { id: 'batch-expert', difficulty: 'expert', category: null },
  { id: 'batch-sorting', difficulty: 'easy', category: 'sorting' },
] as const;
const LANGUAGES = ['python', 'javascript', 'typescript', 'cpp', 'java', 'sql'];
const SCORES = [40, 65, 70, 85, 100];

/** A scored practice event of the sequence, before it is given to a group's candidate. */
interface Step {
  candidate: number;
  /** The same event again (a redelivery): the index of the step it repeats. */
  repeats?: number;
  payload: Omit<SubmissionScoredPayload, 'candidateId'>;
}

/** A fixed pseudo-random sequence (mulberry32 from a fixed seed): the same on every run. */
function steps(dailyOf: (day: string) => string): Step[] {
  let seed = 20261207;
  const next = (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let mixed = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) % n;
  };
  const sequence: Step[] = [];
  for (let index = 0; index < EVENTS; index += 1) {
    const submittedAt = new Date(START + Math.floor(index / 12) * DAY_MS + index * 60_000);
    const roll = next(10);
    const earlier = sequence.length > 0 ? sequence[next(sequence.length)]! : null;
    if (roll === 0 && earlier) {
      sequence.push({ ...earlier, repeats: sequence.indexOf(earlier) });
      continue;
    }
    if (roll === 1 && earlier && earlier.payload.practice) {
      // A re-evaluation of an earlier submission: its score replaced.
      sequence.push({
        candidate: earlier.candidate,
        payload: { ...earlier.payload, score: SCORES[next(SCORES.length)]!, trigger: 're_evaluation' },
      });
      continue;
    }
    const challenge = roll === 2 ? null : CHALLENGES[next(CHALLENGES.length)]!;
    const day = utcDay(submittedAt);
    sequence.push({
      candidate: next(CANDIDATES),
      payload: {
        submissionId: randomUUID(),
        taskId: randomUUID(),
        kind: next(3) === 0 ? 'final' : 'attempt',
        score: SCORES[next(SCORES.length)]!,
        trigger: 'submitted',
        title: 'A challenge',
        assignedBy: null,
        candidateName: null,
        practice: {
          // Now and then the day's daily challenge, which pays its bonus.
          challengeId: challenge ? challenge.id : dailyOf(day),
          difficulty: challenge ? challenge.difficulty : 'medium',
          category: challenge ? challenge.category : 'strings',
          language: LANGUAGES[next(LANGUAGES.length)]!,
          submittedAt: submittedAt.toISOString(),
        },
      },
    });
  }
  return sequence;
}

/**
 * The points subscriber takes events in batches (the outbox hands it a round's worth at once). Two groups of candidates
 * get the same sequence of scored practice — first solves, repeats, re-evaluations up and down, redelivered events,
 * perfect scores, daily challenges, several days — one group one event at a time, the other in batches: every figure
 * must come out the same.
 */
describe('gamification: points paid in batches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const group = async (name: string) => {
    const ids = Array.from({ length: CANDIDATES }, (_, index) => `${name}-${index}-${randomUUID()}`);
    await t.app.services.db
      .insert(users)
      .values(ids.map((id) => ({ id, email: `${id}@example.test`, name: id, role: 'candidate' as const })));
    return ids;
  };
  const eventsOf = (sequence: Step[], candidates: string[]): DomainEvent[] => {
    const events: DomainEvent[] = [];
    for (const step of sequence) {
      if (step.repeats !== undefined) {
        events.push(events[step.repeats]!);
        continue;
      }
      events.push({
        id: randomUUID(),
        type: 'submission.scored',
        // Each group's own submissions (a submission is one candidate's).
        payload: {
          ...step.payload,
          submissionId: `${candidates[0]}:${step.payload.submissionId}`,
          candidateId: candidates[step.candidate]!,
        },
        organizationId: null,
        actorId: candidates[step.candidate]!,
        requestId: null,
        createdAt: new Date(),
      });
    }
    return events;
  };

  /** Everything the points decide, per candidate of the group by their place in it. */
  async function figures(candidates: string[]) {
    const { db } = t.app.services;
    const place = (userId: string) => candidates.indexOf(userId);
    const ledger = await db
      .select({
        userId: gamificationLedger.userId,
        kind: gamificationLedger.kind,
        challengeId: gamificationLedger.challengeId,
        points: sql<number>`sum(${gamificationLedger.points})::int`,
      })
      .from(gamificationLedger)
      .where(inArray(gamificationLedger.userId, candidates))
      .groupBy(gamificationLedger.userId, gamificationLedger.kind, gamificationLedger.challengeId);
    const totals = await db
      .select()
      .from(gamificationPeriodPoints)
      .where(inArray(gamificationPeriodPoints.userId, candidates));
    const badges = await db.select().from(gamificationBadges).where(inArray(gamificationBadges.userId, candidates));
    const byKey = (rows: string[]) => rows.sort();
    return {
      ledger: byKey(ledger.map((row) => `${place(row.userId)} ${row.kind} ${row.challengeId} ${row.points}`)),
      totals: byKey(totals.map((row) => `${place(row.userId)} ${row.period} ${row.periodKey} ${row.points}`)),
      badges: byKey(badges.map((row) => `${place(row.userId)} ${row.badgeId}`)),
      profiles: await Promise.all(candidates.map((userId) => t.app.services.ledger.figures(userId))),
    };
  }

  it('a batch pays exactly what its events pay one at a time, and the people counted per total stay right', async () => {
    const { gamificationPoints, gameChallenges } = t.app.services;
    const days = Array.from({ length: 12 }, (_, index) => utcDay(new Date(START + index * DAY_MS)));
    const daily = new Map<string, string>();
    for (const day of days) daily.set(day, (await gameChallenges.challengeOfDay(day)).id);
    const sequence = steps((day) => daily.get(day)!);
    expect(sequence.filter((step) => step.repeats !== undefined).length).toBeGreaterThan(3);
    expect(sequence.filter((step) => step.payload.trigger === 're_evaluation').length).toBeGreaterThan(3);

    const [alone, batched] = [await group('alone'), await group('batched')];
    for (const event of eventsOf(sequence, alone)) await gamificationPoints.handle(event);
    const events = eventsOf(sequence, batched);
    for (let start = 0; start < events.length; start += BATCH)
      await gamificationPoints.handleBatch!(events.slice(start, start + BATCH));

    const [one, many] = [await figures(alone), await figures(batched)];
    expect(one.ledger.some((row) => row.includes(' daily '))).toBe(true);
    expect(one.ledger.some((row) => row.includes(' perfect '))).toBe(true);
    expect(one.badges.length).toBeGreaterThan(CANDIDATES);
    expect(many).toEqual(one);

    // The people per total on each board are the counts of the totals (what the SQL ranks read).
    const counted = await rowsOf<{ wrong: number }>(
      t.app.services.db,
      sql`select count(*)::int as wrong from (
            (select period, period_key, points, people from gamification_point_counts
             except select period, period_key, points, count(*)::int from gamification_period_points group by 1, 2, 3)
            union all
            (select period, period_key, points, count(*)::int from gamification_period_points group by 1, 2, 3
             except select period, period_key, points, people from gamification_point_counts)) as differences`,
    );
    expect(counted[0]!.wrong).toBe(0);

    // Delivering the whole batch again pays nothing more.
    await gamificationPoints.handleBatch!(events);
    expect(await figures(batched)).toEqual(many);
  });
});

import { randomUUID } from 'node:crypto';
import type { Badge, GamificationProfile, QuickFireRound } from '@assay/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { recordScored, type Scored, signedUpCandidate } from '../../../test/game-events.js';
import { notifications } from '../notifications/notifications.tables.js';
import { createGameChallenges } from './challenges.js';
import { utcDay } from './game-rules.js';
import { gamificationBadges, gamificationLedger } from './gamification.tables.js';

const DAY_MS = 86_400_000;

describe('gamification: the points ledger, profile, badges and leaderboard', () => {
  let t: TestApp;
  let candidateToken: string;
  let candidateId: string;
  const db = () => t.app.services.db;
  const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { origin: t.config.publicUrl, ...bearer(token) },
      ...(payload ? { payload } : {}),
    });

  const scoredEvent = (userId: string, event: Scored) => recordScored(t.app, userId, event);
  const scored = async (userId: string, event: Scored) => (await scoredEvent(userId, event)).id;

  const ledgerOf = (userId: string) =>
    db()
      .select({ kind: gamificationLedger.kind, points: gamificationLedger.points, source: gamificationLedger.source })
      .from(gamificationLedger)
      .where(eq(gamificationLedger.userId, userId))
      .orderBy(gamificationLedger.earnedAt, gamificationLedger.kind);
  const totalOf = async (userId: string) => (await ledgerOf(userId)).reduce((sum, row) => sum + row.points, 0);

  const person = (name: string, organizationId?: string) => signedUpCandidate(t.app, name, organizationId);

  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'true' });
    const signedIn = await signIn(t.app, 'candidate@demo.assay.dev', t.config.DEMO_PASSWORD);
    candidateToken = signedIn.token;
    candidateId = (await call(candidateToken, 'GET', '/users/me')).json().id;
  });
  afterAll(() => t.close());

  it('the profile answers 404 until created, then starts at level 1 with 100 XP to the next; staff have none', async () => {
    const before = await call(candidateToken, 'GET', '/gamification/profile/me');
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ code: 'GAMIFICATION_PROFILE_NOT_FOUND' });
    const created = await call(candidateToken, 'POST', '/gamification/profile', {});
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<GamificationProfile>()).toEqual({
      user_id: candidateId,
      username: expect.any(String),
      total_points: 0,
      current_level: 1,
      xp_progress: 0,
      xp_for_next_level: 100,
      badges: [],
      tasks_completed: 0,
      perfect_submissions: 0,
      streak_days: 0,
      points_by_category: {},
    });
    expect((await call(candidateToken, 'GET', '/gamification/profile/settings')).json()).toEqual({
      show_on_leaderboard: false,
    });
    const changed = await call(candidateToken, 'PATCH', '/gamification/profile/settings', {
      show_on_leaderboard: true,
    });
    expect(changed.json()).toEqual({ show_on_leaderboard: true });
    expect((await call(candidateToken, 'GET', '/gamification/profile/me')).statusCode).toBe(200);
    expect((await call(candidateToken, 'POST', '/gamification/profile', {})).statusCode).toBe(201);
    const interviewer = (await signIn(t.app, 'interviewer@demo.assay.dev', t.config.DEMO_PASSWORD)).token;
    expect((await call(interviewer, 'GET', '/gamification/profile/me')).statusCode).toBe(403);
  });

  it('the same scored event delivered twice pays once', async () => {
    const { id: user } = await person('Twice');
    const { id: eventId, payload } = await scoredEvent(user, {
      challengeId: 'c-twice',
      difficulty: 'medium',
      score: 100,
    });
    expect(await ledgerOf(user)).toEqual([
      { kind: 'challenge', points: 25, source: `score:${eventId}` },
      { kind: 'perfect', points: 12, source: 'perfect:c-twice' },
    ]);
    // Delivered again (a node died after paying, before the delivery was recorded).
    await t.app.services.gamificationPoints.handle({
      id: eventId,
      type: 'submission.scored',
      payload,
      organizationId: null,
      actorId: user,
      requestId: null,
      createdAt: new Date(),
    });
    expect(await totalOf(user)).toBe(37);
  });

  it('a re-evaluation that raises a score pays only the difference, once; a repeat solve pays nothing', async () => {
    const { id: user } = await person('Raise');
    const submissionId = randomUUID();
    await scored(user, { challengeId: 'c-raise', difficulty: 'hard', score: 70, submissionId });
    expect(await totalOf(user)).toBe(35); // floor(50 × 0.7)
    await scored(user, {
      challengeId: 'c-raise',
      difficulty: 'hard',
      score: 90,
      submissionId,
      trigger: 're_evaluation',
    });
    expect(await totalOf(user)).toBe(45);
    await scored(user, { challengeId: 'c-raise', difficulty: 'hard', score: 90, trigger: 'submitted' });
    await scored(user, { challengeId: 'c-raise', difficulty: 'hard', score: 80 });
    expect(await totalOf(user)).toBe(45);
    // Below the solve mark pays nothing at all.
    await scored(user, { challengeId: 'c-unsolved', difficulty: 'expert', score: 69 });
    expect(await totalOf(user)).toBe(45);
  });

  it("points never come from an organization's assessment", async () => {
    const { id: user } = await person('Hired');
    await scored(user, { score: 100, kind: 'final', practice: false });
    expect(await ledgerOf(user)).toEqual([]);
  });

  it('streaks count UTC days with a solve, across midnight, and a missed day ends one', async () => {
    const { id: user, token } = await person('Streaky');
    expect((await call(token, 'POST', '/gamification/profile', {})).statusCode).toBe(201);
    const today = Date.parse(`${utcDay(new Date())}T00:00:00Z`);
    // Three days ago, then a missed day, then a second before midnight and just after it.
    await scored(user, { challengeId: 's1', score: 100, submittedAt: new Date(today - 3 * DAY_MS + 1000) });
    await scored(user, { challengeId: 's2', score: 100, submittedAt: new Date(today - 1) });
    expect((await call(token, 'GET', '/gamification/profile/me')).json().streak_days).toBe(1);
    await scored(user, { challengeId: 's3', score: 100, submittedAt: new Date(today + 1) });
    // A failing submission is no solve and adds no day.
    await scored(user, { challengeId: 's4', score: 10, submittedAt: new Date(today - 2 * DAY_MS) });
    const profile = (await call(token, 'GET', '/gamification/profile/me')).json<GamificationProfile>();
    expect(profile).toMatchObject({ streak_days: 2, tasks_completed: 3, perfect_submissions: 3 });
    expect(profile.total_points).toBe(3 * 15);
    expect(profile.points_by_category).toEqual({ hashing: 45 });
  });

  it('badges: each awarded once, when its criterion is first met, with a notification', async () => {
    const { id: user } = await person('Badger');
    const badgesOf = async () =>
      (
        await db()
          .select({ id: gamificationBadges.badgeId })
          .from(gamificationBadges)
          .where(eq(gamificationBadges.userId, user))
          .orderBy(gamificationBadges.badgeId)
      ).map((row) => row.id);
    await scored(user, { challengeId: 'b1', score: 50, language: 'javascript' });
    expect(await badgesOf()).toEqual([]);
    await scored(user, { challengeId: 'b1', score: 80, language: 'javascript' });
    expect(await badgesOf()).toEqual(['comeback', 'first-solve']);
    for (const [index, language] of ['typescript', 'python', 'cpp'].entries())
      await scored(user, { challengeId: `b${index + 2}`, score: 80, language });
    expect(await badgesOf()).toEqual(['comeback', 'first-solve']);
    await scored(user, { challengeId: 'b5', score: 100, language: 'java', difficulty: 'hard' });
    expect(await badgesOf()).toEqual([
      'category-specialist',
      'comeback',
      'first-solve',
      'five-solves',
      'hard-solve',
      'perfect-first',
      'polyglot',
    ]);
    // Met again: no second award, no second notice.
    await scored(user, { challengeId: 'b6', score: 100, language: 'java' });
    const notices = await db()
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, user), eq(notifications.kind, 'badge_awarded')));
    expect(notices.map((notice) => notice.title).sort()).toEqual(
      ['Specialist', 'Comeback', 'First steps', 'Warming up', 'Hard nut', 'Flawless', 'Polyglot']
        .map((name) => `Badge earned: ${name}`)
        .sort(),
    );
  });

  it('every badge is listed with its criterion, earned or not', async () => {
    const { badges } = (await call(candidateToken, 'GET', '/gamification/badges')).json<{ badges: Badge[] }>();
    expect(badges.length).toBeGreaterThanOrEqual(20);
    expect(badges[0]).toEqual({
      id: 'first-solve',
      name: 'First steps',
      criterion: 'Solve your first challenge.',
      earned: false,
      earned_at: null,
    });
  });

  it('the daily challenge is the same for everyone, changes at UTC midnight, and repeats only after the others', async () => {
    let clock = new Date('2031-03-10T23:59:59.999Z');
    const { services } = t.app;
    const challenges = createGameChallenges({
      db: services.db,
      outbox: services.outbox,
      repository: services.gameRepository,
      ledger: services.ledger,
      templates: services.taskTemplates,
      practice: services.practice,
      submissions: services.submissions,
      newId: randomUUID,
      now: () => clock,
    });
    const [one, two] = await Promise.all(
      [candidateId, (await person('Daily')).id].map(async (id) => (await services.users.findRow(id))!),
    );
    const first = await challenges.daily(one!);
    expect(first).toMatchObject({ date: '2031-03-10', bonus: 50, solved: false, next_at: '2031-03-11T00:00:00.000Z' });
    expect((await challenges.daily(two!)).challenge).toEqual(first.challenge);
    // The demo library has four challenges: four days, four different ones; the fifth day, the one shown longest ago.
    const shown = [first.challenge.id];
    for (const day of ['2031-03-11', '2031-03-12', '2031-03-13']) {
      clock = new Date(`${day}T00:00:00.000Z`);
      shown.push((await challenges.daily(two!)).challenge.id);
    }
    expect(new Set(shown).size).toBe(4);
    clock = new Date('2031-03-14T12:00:00.000Z');
    expect((await challenges.daily(one!)).challenge.id).toBe(shown[0]);
    // Asked again the same day, on any node, it stays.
    expect((await challenges.daily(two!)).challenge.id).toBe(shown[0]);
    const today = (await call(candidateToken, 'GET', '/gamification/daily-challenge')).json();
    expect(today).toMatchObject({ date: utcDay(new Date()), challenge: { id: expect.any(String) } });
  });

  it("quick-fire: a round of the asked difficulty; its time bonus only before the countdown; nobody else's to submit", async () => {
    const started = await call(candidateToken, 'POST', '/gamification/public-challenge', { difficulty: 'easy' });
    expect(started.statusCode, started.body).toBe(201);
    const round = started.json<QuickFireRound>();
    expect(round).toMatchObject({
      status: 'running',
      submission_id: null,
      challenge: { id: 'platform-fizzbuzz', difficulty: 'easy' },
    });
    expect(Date.parse(round.deadline_at) - Date.parse(round.started_at)).toBe(10 * 60_000);
    // A reload finds it.
    expect((await call(candidateToken, 'GET', '/gamification/public-challenge')).json()).toEqual({
      rounds: [expect.objectContaining({ id: round.id, status: 'running' })],
    });
    expect(
      (
        await call(candidateToken, 'POST', '/gamification/public-challenge', { difficulty: 'expert', category: 'sql' })
      ).json(),
    ).toMatchObject({ code: 'GAMIFICATION_NO_CHALLENGE' });

    const other = await person('Thief');
    const stolen = await call(other.token, 'POST', `/gamification/submit-public-challenge/${round.id}`, {
      language: 'python',
      code: 'print(1)',
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ message: 'Quick-fire round not found.' });

    const quickFire = async () =>
      (await ledgerOf(candidateId)).filter((row) => row.kind === 'quick_fire').map((row) => row.points);
    // Solved with half the countdown left: half the challenge's points again.
    await scored(candidateId, {
      kind: 'final',
      taskId: round.task_id,
      challengeId: 'platform-fizzbuzz',
      score: 100,
      submittedAt: new Date(Date.parse(round.started_at) + 5 * 60_000),
    });
    expect(await quickFire()).toEqual([5]);
    expect((await call(candidateToken, 'GET', '/gamification/public-challenge')).json()).toEqual({
      rounds: [expect.objectContaining({ id: round.id, status: 'submitted', submission_id: expect.any(String) })],
    });
    const badges = (await call(candidateToken, 'GET', '/gamification/profile/me')).json<GamificationProfile>().badges;
    expect(badges).toEqual(expect.arrayContaining(['quick-fire-first', 'speed']));

    // A second round, submitted a second after its countdown: no bonus.
    const late = (
      await call(candidateToken, 'POST', '/gamification/public-challenge', { difficulty: 'easy' })
    ).json<QuickFireRound>();
    expect(late.id).not.toBe(round.id);
    await scored(candidateId, {
      kind: 'final',
      taskId: late.task_id,
      challengeId: 'platform-fizzbuzz',
      score: 100,
      submittedAt: new Date(Date.parse(late.deadline_at) + 1000),
    });
    expect(await quickFire()).toEqual([5]);
  });
});

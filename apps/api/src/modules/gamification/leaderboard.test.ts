import { randomUUID } from 'node:crypto';
import { LEADERBOARD_PERIODS, LEADERBOARD_TYPES, type Leaderboard, type LeaderboardQuery } from '@assay/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { recordScored, signedUpCandidate } from '../../../test/game-events.js';
import { organizations } from '../organizations/organizations.tables.js';
import type { UserRow } from '../users/users.service.js';
import { createLeaderboard } from './leaderboard.js';

const DAY_MS = 86_400_000;
const REDIS_URL = process.env.REDIS_URL;

/**
 * The leaderboard on known points: A and B 90 each, C 80, E 75 (yesterday), D 70; A, B and D in one organization, C
 * and E in another. A opted in to show their name. With REDIS_URL (CI's PostgreSQL and Redis leg) the app keeps the
 * global boards in Redis, and the same questions are asked of a leaderboard without Redis: the answers must be equal.
 */
describe('gamification: the leaderboard', () => {
  let t: TestApp;
  const people = {} as Record<'a' | 'b' | 'c' | 'd' | 'e', { id: string; token: string }>;
  const prefix = `assay-leaderboard-test-${randomUUID()}:`;
  const board = async (who: keyof typeof people, query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/gamification/leaderboard${query}`,
      headers: bearer(people[who].token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Leaderboard>();
  };
  const earn = (who: keyof typeof people, score: number, submittedAt = new Date()) =>
    // An expert challenge solved at a score under 100 pays exactly the score.
    recordScored(t.app, people[who].id, { challengeId: `x-${randomUUID()}`, difficulty: 'expert', score, submittedAt });

  beforeAll(async () => {
    t = await buildTestApp({
      SEED_DEMO: 'true',
      ...(REDIS_URL ? { REDIS_URL, LEADERBOARD_REDIS_PREFIX: prefix } : {}),
    });
    await t.app.services.db.insert(organizations).values([
      { id: 'org-one', name: 'One', createdBy: 'seed' },
      { id: 'org-two', name: 'Two', createdBy: 'seed' },
    ]);
    for (const [who, organization] of [
      ['a', 'org-one'],
      ['b', 'org-one'],
      ['c', 'org-two'],
      ['d', 'org-one'],
      ['e', 'org-two'],
    ] as const) {
      people[who] = await signedUpCandidate(t.app, `Player ${who.toUpperCase()}`, organization);
    }
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/gamification/profile',
      headers: { origin: t.config.publicUrl, ...bearer(people.a.token) },
      payload: { show_on_leaderboard: true },
    });
    await earn('a', 90);
    await earn('b', 90);
    await earn('c', 80);
    await earn('d', 70);
    await earn('e', 75, new Date(Date.now() - DAY_MS));
  });
  afterAll(async () => {
    await t.app.services.leaderboard.forgetRedisBoards();
    await t.close();
  });

  it('ranks by points (ties share a rank), names only those who opted in, and tells the caller their rank', async () => {
    const top = await board('d');
    expect(top).toMatchObject({ leaderboard_type: 'global', period: 'all-time', period_key: 'all-time', total: 5 });
    // The default limit is 5 (SPEC §9): everyone; A and B tie, in the order of their ids, descending.
    const tied = [people.a.id, people.b.id].sort().reverse();
    expect(top.entries.map((entry) => [entry.rank, entry.points])).toEqual([
      [1, 90],
      [1, 90],
      [3, 80],
      [4, 75],
      [5, 70],
    ]);
    expect(top.entries.slice(0, 2).map((entry) => entry.user_id ?? people.b.id)).toEqual(tied);
    const named = top.entries.find((entry) => entry.user_id === people.a.id)!;
    expect(named).toMatchObject({ username: 'Player A', current_level: 1, is_me: false });
    // B and C never opted in.
    expect(top.entries.filter((entry) => entry.username === 'Anonymous')).toHaveLength(3);
    expect(top.entries.at(-1)).toMatchObject({ user_id: people.d.id, username: 'Player D', is_me: true });

    const short = await board('d', '?limit=2');
    expect(short.entries).toHaveLength(2);
    expect(short.me).toEqual({ rank: 5, points: 70 });
  });

  it("an organization's board counts its members; a period's board the points earned in it", async () => {
    const mine = await board('d', '?leaderboard_type=organization');
    expect(mine.entries.map((entry) => entry.points)).toEqual([90, 90, 70]);
    expect(mine.me).toEqual({ rank: 3, points: 70 });
    expect((await board('e', '?leaderboard_type=organization')).entries.map((entry) => entry.points)).toEqual([80, 75]);

    // E earned yesterday: not on today's board, and without points in it.
    const today = await board('e', '?period=daily');
    expect(today.entries.map((entry) => entry.points)).toEqual([90, 90, 80, 70]);
    expect(today.me).toEqual({ rank: null, points: 0 });
    expect(today.period_key).toBe(new Date().toISOString().slice(0, 10));
  });

  it('the kept totals are the sums of the ledger (rebuilt from it, the boards answer alike)', async () => {
    const before = await board('c', '?period=monthly');
    await t.app.services.ledger.rebuildPeriodPoints();
    await t.app.services.leaderboard.forgetRedisBoards();
    expect(await board('c', '?period=monthly')).toEqual(before);
  });

  it.skipIf(!REDIS_URL)(
    'Redis and SQL rank alike, kept in step by the subscriber and reloaded after a flush',
    async () => {
      const { services } = t.app;
      const sqlOnly = createLeaderboard({ repository: services.gameRepository, redis: null, prefix });
      const redis = createLeaderboard({ repository: services.gameRepository, redis: new Redis(REDIS_URL!), prefix });
      const callers = await Promise.all(
        Object.values(people).map(async (person) => (await services.users.findRow(person.id)) as UserRow),
      );
      async function expectAlike() {
        for (const caller of callers)
          for (const leaderboard_type of LEADERBOARD_TYPES)
            for (const period of LEADERBOARD_PERIODS)
              for (const limit of [1, 3, 10]) {
                const query: LeaderboardQuery = { leaderboard_type, period, limit };
                expect(await redis.read(caller, query)).toEqual(await sqlOnly.read(caller, query));
              }
      }
      await expectAlike();
      // Kept in step: points earned after the boards were loaded.
      await earn('d', 95);
      await earn('c', 71);
      await expectAlike();
      expect((await redis.read(callers[3]!, { leaderboard_type: 'global', period: 'all-time', limit: 1 })).me).toEqual({
        rank: 1,
        points: 165,
      });
      // A score Redis missed (it failed after the commit): redelivering the event sets it again, though it pays nothing.
      const client = new Redis(REDIS_URL!);
      const allTime = `${prefix}all-time:all-time`;
      const missed = await earn('e', 72);
      await client.zrem(allTime, people.e.id);
      await services.gamificationPoints.handle({
        id: missed.id,
        type: 'submission.scored',
        payload: missed.payload,
        organizationId: null,
        actorId: people.e.id,
        requestId: null,
        createdAt: new Date(),
      });
      expect(await client.zscore(allTime, people.e.id)).toBe('147');
      await expectAlike();
      client.disconnect();
      // Flushed: each board loads itself again from the database.
      await redis.forgetRedisBoards();
      await expectAlike();
      redis.close();
    },
  );
});

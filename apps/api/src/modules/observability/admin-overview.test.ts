import { adminMetricsSchema, adminStatsSchema, type DailyCount } from '@assay/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

const DAY_MS = 86_400_000;
const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The non-zero days of a series, by how many days before today they are. */
function nonZero(series: DailyCount[], today: number): Record<number, number> {
  return Object.fromEntries(
    series
      .filter((day) => day.count > 0)
      .map((day) => [Math.round((today - Date.parse(`${day.date}T00:00:00Z`)) / DAY_MS), day.count]),
  );
}

describe('the admin overview: GET /admin/stats and GET /admin/metrics', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'true' });
    adminToken = (await signIn(t.app, 'admin@demo.assay.dev', 'assay-demo')).token;
    const { db } = t.app.services;
    // A known data set: the demo's own rows are moved out of the window and out of the counts compared below.
    await db.execute(sql`update users set created_at = now() - interval '400 days'`);
    await db.execute(sql`update submissions set created_at = now() - interval '400 days'`);
    const [version] = (
      (await db.execute(sql`select id from task_template_versions limit 1`)) as unknown as { rows: { id: string }[] }
    ).rows;
    const users: [string, string | null, number][] = [
      ['stats-a', 'candidate', 0],
      ['stats-b', 'candidate', 0],
      ['stats-c', 'interviewer', 3],
      ['stats-d', null, 29],
      ['stats-e', 'orgadmin', 30], // the day before the window's first
    ];
    for (const [id, role, daysAgo] of users) {
      await db.execute(sql`insert into users (id, email, role, created_at)
        values (${id}, ${`${id}@example.test`}, ${role}, now() - make_interval(days => ${daysAgo}))`);
    }
    await db.execute(
      sql`insert into tasks (id, template_version_id, candidate_id) values ('stats-task', ${version!.id}, 'stats-a')`,
    );
    for (const [id, daysAgo] of [
      ['stats-s1', 0],
      ['stats-s2', 0],
      ['stats-s3', 0],
      ['stats-s4', 5],
    ] as const) {
      await db.execute(sql`insert into submissions (id, task_id, candidate_id, kind, language, code, created_at)
        values (${id}, 'stats-task', 'stats-a', 'attempt', 'python', 'print(1)', now() - make_interval(days => ${daysAgo}))`);
    }
  });
  afterAll(() => t.close());

  it('counts users by role, organizations, tasks, and sign-ups and submissions per day with empty days as zeros', async () => {
    const { db } = t.app.services;
    const count = async (table: string) =>
      ((await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] })
        .rows[0]!.n;
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/admin/stats', headers: bearer(adminToken) });
    expect(response.statusCode).toBe(200);
    const stats = adminStatsSchema.parse(response.json());
    const today = Date.parse(`${utcDate(Date.now())}T00:00:00Z`);
    expect(stats.days).toBe(30);
    expect(stats.signUpsPerDay).toHaveLength(30);
    expect(stats.signUpsPerDay.at(-1)!.date).toBe(utcDate(today));
    expect(stats.signUpsPerDay[0]!.date).toBe(utcDate(today - 29 * DAY_MS));
    expect(nonZero(stats.signUpsPerDay, today)).toEqual({ 0: 2, 3: 1, 29: 1 });
    expect(nonZero(stats.submissionsPerDay, today)).toEqual({ 0: 3, 5: 1 });
    expect(stats.submissionsPerDay).toHaveLength(30);
    const byRole = Object.fromEntries(stats.usersByRole.map((entry) => [entry.role, entry.count]));
    const demoUsers = (await count('users')) - 5;
    // The demo seeds one user of each role.
    expect(demoUsers).toBe(4);
    expect(byRole).toEqual({ candidate: 3, interviewer: 2, orgadmin: 2, admin: 1, none: 1 });
    expect(stats.users).toBe(9);
    expect(stats.organizations).toBe(await count('organizations'));
    expect(stats.tasks).toBe(await count('tasks'));
    expect(stats.submissions).toBe(await count('submissions'));
  });

  it("answers this node's live figures, counting the requests it just served", async () => {
    for (let i = 0; i < 3; i++)
      await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(adminToken) });
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/admin/metrics', headers: bearer(adminToken) });
    expect(response.statusCode).toBe(200);
    const figures = adminMetricsSchema.parse(response.json());
    expect(figures.node.pid).toBe(process.pid);
    const users = figures.routes.find((route) => route.family === 'users')!;
    expect(users.requestsPerMinute).toBeGreaterThan(0);
    expect(users.p95Ms).toBeGreaterThan(0);
    expect(users.errorRate).toBe(0);
    expect(figures.databaseBytes).toBeGreaterThan(1_000_000);
    expect(figures.runners).toEqual({ slots: 0, busy: 0 });
  });

  it('is the admin’s alone', async () => {
    const candidate = (await signIn(t.app, 'candidate@demo.assay.dev', 'assay-demo')).token;
    for (const url of ['/api/v1/admin/stats', '/api/v1/admin/metrics']) {
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(candidate) })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

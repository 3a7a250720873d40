import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgAnalytics, TaskAnalytics, UserAnalytics } from '@assay/contracts';
import { seedAnalytics, type AnalyticsSeed } from '../../../test/analytics-seed.js';
import { bearer } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

/** The seeded deciles of A1's eleven scores (100, 95, 90, 80, 70, 65, 50, 40, 30, 20, 10). */
const A1_DECILES = [0, 1, 1, 1, 1, 1, 1, 1, 1, 3];
const decilesOf = (counts: number[]) =>
  counts.map((count, index) => ({ from: index * 10, to: index * 10 + 10, count }));

describe('analytics: figures from the database against a seeded data set, scoping and CSV', () => {
  let t: TestApp;
  let seed: AnalyticsSeed;
  const get = (who: keyof AnalyticsSeed['tokens'], url: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/analytics${url}`,
      headers: { ...bearer(seed.tokens[who]), ...headers },
    });
  async function json<T>(who: keyof AnalyticsSeed['tokens'], url: string): Promise<T> {
    const response = await get(who, url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }
  const day = (days: number) => seed.at(days).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'true' });
    seed = await seedAnalytics(t.app);
  });
  afterAll(() => t.close());

  it("answers an organization's funnel, medians, deciles, pass rates, decisions, languages and reviewers", async () => {
    const org = await json<OrgAnalytics>('interviewer', '/org/org-a');
    expect(org).toMatchObject({ organizationId: 'org-a', days: 30, from: seed.at(-29).toISOString() });
    // 12 tasks of A1 and A2's one to c4 were given in the window; c12 started; c1…c11 submitted and were scored;
    // four of their finals were decided.
    expect(org.funnel).toEqual({ sent: 13, started: 12, submitted: 11, scored: 11, reviewed: 4 });
    // 1 h to start, then 10…110 minutes: the median is 1 h + 60 min.
    expect(org.medianHoursToSubmit).toBeCloseTo(2, 9);
    expect(org.scoreDeciles).toEqual(decilesOf(A1_DECILES));
    expect(org.assessments).toEqual([
      { assessmentId: 'a1', title: 'Two Sum', sent: 12, submitted: 11, passRate: 5 / 11, medianScore: 65 },
      { assessmentId: 'a2', title: '@SUM(1,2)', sent: 1, submitted: 0, passRate: null, medianScore: null },
    ]);
    expect(org.decisions).toEqual({ advance: 2, hold: 1, reject: 1 });
    // Decided 2, 4, 6 and 10 hours after the submission.
    expect(org.medianHoursToReview).toBeCloseTo(5, 9);
    expect(org.languages).toEqual([
      { language: 'python', submissions: 6 },
      { language: 'javascript', submissions: 3 },
      { language: 'java', submissions: 2 },
    ]);
    expect(org.reviewers).toEqual([
      { reviewerId: seed.ids.orgadmin, name: "=cmd|' /C calc'!A0", reviews: 3, decided: 2, medianHoursToReview: 8 },
      { reviewerId: seed.ids.interviewer, name: 'Ines Interviewer', reviews: 2, decided: 2, medianHoursToReview: 3 },
    ]);
  });

  it('gives a row for every day of the window, zeros included, in UTC', async () => {
    const { daily } = await json<OrgAnalytics>('orgadmin', '/org/org-a?days=30');
    expect(daily).toHaveLength(30);
    expect(daily[0]!.date).toBe(day(-29));
    expect(daily.at(-1)!.date).toBe(day(0));
    expect(daily.find((row) => row.date === day(-2))).toEqual({ date: day(-2), sent: 12, submitted: 11, reviewed: 4 });
    expect(daily.find((row) => row.date === day(-5))).toEqual({ date: day(-5), sent: 1, submitted: 0, reviewed: 0 });
    const others = daily.filter((row) => row.date !== day(-2) && row.date !== day(-5));
    expect(others).toHaveLength(28);
    expect(others.every((row) => row.sent === 0 && row.submitted === 0 && row.reviewed === 0)).toBe(true);
  });

  it('widens with ?days: 90 days take in A2 of forty days ago', async () => {
    const org = await json<OrgAnalytics>('orgadmin', '/org/org-a?days=90');
    expect(org.funnel).toEqual({ sent: 16, started: 13, submitted: 12, scored: 12, reviewed: 4 });
    expect(org.scoreDeciles).toEqual(decilesOf([0, 1, 1, 1, 1, 1, 2, 1, 1, 3]));
    expect(org.assessments[1]).toEqual({
      assessmentId: 'a2',
      title: '@SUM(1,2)',
      sent: 4,
      submitted: 1,
      passRate: 0,
      medianScore: 60,
    });
    expect(org.daily).toHaveLength(90);
    expect(org.daily.find((row) => row.date === day(-40))).toEqual({
      date: day(-40),
      sent: 3,
      submitted: 1,
      reviewed: 0,
    });
    const oneDay = await json<OrgAnalytics>('orgadmin', '/org/org-a?days=1');
    expect(oneDay.daily).toEqual([{ date: day(0), sent: 0, submitted: 0, reviewed: 0 }]);
    expect(oneDay.funnel.sent).toBe(0);
    for (const days of ['0', '366', 'x'])
      expect((await get('orgadmin', `/org/org-a?days=${days}`)).statusCode).toBe(400);
  });

  it("answers an assessment's attempts, per-test pass rates (hidden failing most first), solve time and discrimination", async () => {
    const task = await json<TaskAnalytics>('interviewer', '/task/a1');
    expect(task).toMatchObject({ kind: 'assessment', id: 'a1', title: 'Two Sum', attempts: 11, candidates: 11 });
    expect(task.scoreDeciles).toEqual(decilesOf(A1_DECILES));
    expect(task.tests).toEqual([
      { testId: 't3', position: 3, hidden: true, runs: 11, passed: 3, passRate: 3 / 11 },
      { testId: 't2', position: 2, hidden: true, runs: 11, passed: 5, passRate: 5 / 11 },
      { testId: 't1', position: 1, hidden: false, runs: 11, passed: 8, passRate: 8 / 11 },
    ]);
    expect(task.medianMinutesToSolve).toBeCloseTo(60, 9);
    expect(task.languages.map((row) => row.submissions)).toEqual([6, 3, 2]);
    // 11 candidates: groups of round(2.97) = 3. Upper c1, c2, c3; lower c9, c10, c11. Per test, upper minus lower:
    // t1 3/3 - 1/3, t2 3/3 - 0/3, t3 2/3 - 0/3; the mean is 7/9.
    expect(task.discriminationIndex).toBeCloseTo(7 / 9, 9);
  });

  it("answers a template for its organization's tasks only, and the platform admin's for all; under 10 candidates no index", async () => {
    const ownOrganization = await json<TaskAnalytics>('interviewer', '/task/tpl-1');
    expect(ownOrganization).toMatchObject({ kind: 'template', title: 'Two Sum', attempts: 11 });
    expect(ownOrganization.discriminationIndex).toBeCloseTo(7 / 9, 9);
    const other = await json<TaskAnalytics>('interviewerB', '/task/tpl-1');
    expect(other).toMatchObject({ attempts: 1, candidates: 1, languages: [{ language: 'go', submissions: 1 }] });
    expect(other.discriminationIndex).toBeNull();
    expect((await json<TaskAnalytics>('admin', '/task/tpl-1')).attempts).toBe(12);
    const a2 = await json<TaskAnalytics>('orgadmin', '/task/tpl-2');
    expect(a2).toMatchObject({ attempts: 1, medianMinutesToSolve: 60, discriminationIndex: null });
  });

  it("answers a candidate's scores over time, difficulty, categories, runs and time to first pass", async () => {
    const month = await json<UserAnalytics>('interviewer', `/user/${seed.ids.c1}`);
    expect(month).toMatchObject({ userId: seed.ids.c1, name: 'Candidate One', days: 30 });
    expect(month.scores).toEqual([
      { taskId: 'a1-c1', title: 'Two Sum', score: 100, submittedAt: seed.at(-2, 70).toISOString() },
    ]);
    expect(month.byDifficulty).toEqual([{ difficulty: 'easy', tasks: 1, medianScore: 100 }]);
    expect(month.runsPerTask).toEqual([{ taskId: 'a1-c1', title: 'Two Sum', runs: 2 }]);
    // The second run passed every test 5 minutes after the start.
    expect(month.medianMinutesToFirstPass).toBeCloseTo(5, 9);
    const quarter = await json<UserAnalytics>('orgadmin', `/user/${seed.ids.c1}?days=90`);
    expect(quarter.scores.map((row) => row.score)).toEqual([60, 100]);
    expect(quarter.byDifficulty).toEqual([
      { difficulty: 'easy', tasks: 1, medianScore: 100 },
      { difficulty: 'medium', tasks: 1, medianScore: 60 },
    ]);
    expect(quarter.byCategory).toEqual([
      { category: 'arrays', tasks: 1, medianScore: 100 },
      { category: 'graphs', tasks: 1, medianScore: 60 },
    ]);
    expect(quarter.languages).toEqual([{ language: 'python', submissions: 2 }]);
    expect(quarter.runsPerTask).toEqual([
      { taskId: 'a1-c1', title: 'Two Sum', runs: 2 },
      { taskId: 'a2-c1', title: '@SUM(1,2)', runs: 0 },
    ]);
  });

  it("gives a candidate their own performance by period, and the caller's own without user_id", async () => {
    const week = await json<UserAnalytics>('c1', '/performance?period=7d');
    expect(week).toMatchObject({ userId: seed.ids.c1, days: 7, from: seed.at(-6).toISOString() });
    expect(week.scores).toHaveLength(1);
    expect((await json<UserAnalytics>('c1', '/performance?period=90d')).scores).toHaveLength(2);
    expect((await json<UserAnalytics>('c1', '/performance')).days).toBe(30);
    expect(
      (await json<UserAnalytics>('interviewer', `/performance?period=365d&user_id=${seed.ids.c1}`)).scores,
    ).toHaveLength(2);
    expect((await get('c1', '/performance?period=14d')).statusCode).toBe(400);
  });

  it("answers 404 for ids out of the caller's reach, and 403 to a candidate on the staff routes", async () => {
    const expectations: [keyof AnalyticsSeed['tokens'], string, number][] = [
      ['interviewer', '/org/org-b', 404],
      ['interviewerB', '/org/org-a', 404],
      ['admin', '/org/no-such-org', 404],
      ['c1', '/org/org-a', 403],
      ['interviewerB', '/task/a1', 404],
      ['interviewerB', '/task/tpl-2', 404],
      ['interviewer', '/task/b1', 404],
      ['c1', '/task/a1', 403],
      ['c1', `/user/${seed.ids.c2}`, 404],
      ['c1', `/performance?user_id=${seed.ids.c2}`, 404],
      ['interviewerB', `/user/${seed.ids.c1}`, 404],
      ['interviewer', '/user/d1', 404],
      ['interviewer', `/user/${seed.ids.orgadmin}`, 404],
    ];
    for (const [who, url, status] of expectations)
      expect([who, url, (await get(who, url)).statusCode]).toEqual([who, url, status]);
    expect((await json<OrgAnalytics>('admin', '/org/org-b')).funnel.sent).toBe(1);
  });

  it('exports a table as CSV, neutralising cells a spreadsheet would run as formulas', async () => {
    const reviewers = await get('orgadmin', '/org/org-a?format=csv&table=reviewers');
    expect(reviewers.statusCode, reviewers.body).toBe(200);
    expect(reviewers.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reviewers.headers['content-disposition']).toBe(
      'attachment; filename="analytics-org-org-a-30d-reviewers.csv"',
    );
    expect(reviewers.body).toBe(
      'reviewerId,name,reviews,decided,medianHoursToReview\r\n' +
        `${seed.ids.orgadmin},'=cmd|' /C calc'!A0,3,2,8\r\n` +
        `${seed.ids.interviewer},Ines Interviewer,2,2,3\r\n`,
    );
    // Accept: text/csv asks the same; the title with a comma is quoted around its apostrophe.
    const assessments = await get('orgadmin', '/org/org-a?table=assessments', { accept: 'text/csv' });
    expect(assessments.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(assessments.body.split('\r\n')[2]).toBe(`a2,"'@SUM(1,2)",1,0,,`);
    const tests = await get('interviewer', '/task/a1?format=csv&table=tests');
    expect(tests.body.split('\r\n').slice(0, 2)).toEqual([
      'testId,position,hidden,runs,passed,passRate',
      `t3,3,true,11,3,${3 / 11}`,
    ]);
    const scores = await get('c1', '/performance?format=csv&table=scores&period=90d');
    expect(scores.body.split('\r\n')[1]).toBe(`a2-c1,"'@SUM(1,2)",60,${seed.at(-40, 120).toISOString()}`);
  });

  it('refuses a CSV request that names no table, saying which tables there are', async () => {
    const response = await get('orgadmin', '/org/org-a?format=csv');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Name the table to export as CSV with ?table= (one of funnel, assessments, scores, decisions, languages, reviewers, daily).',
    );
    expect((await get('c1', '/performance', { accept: 'text/csv' })).statusCode).toBe(400);
    expect((await get('orgadmin', '/org/org-a?format=json', { accept: 'text/csv' })).statusCode).toBe(200);
    expect((await get('orgadmin', '/org/org-a?format=csv&table=nope')).statusCode).toBe(400);
  });
});

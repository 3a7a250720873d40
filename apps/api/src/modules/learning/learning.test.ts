import { listChallenges, loadChallenge } from '@assay/challenges';
import type { PathContent, PathOutline, StepView } from '@assay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { recordScored, signedUpCandidate, untilOutboxIdle } from '../../../test/game-events.js';
import { gamificationLedger } from '../gamification/gamification.tables.js';
import { learningPathsSeeder } from './learning.seed.js';
import { loadSeededPaths } from './path-library.js';

const CHALLENGE = 'elevator-travel-log';

/** A short path: a lesson, a quiz and a challenge, sequential. */
const content = (overrides: Partial<PathContent> = {}): PathContent => ({
  title: 'Test Path',
  summary: 'A path for the tests.',
  description: 'It checks learning end to end.',
  level: 'beginner',
  topics: ['testing'],
  unlock: 'sequential',
  prerequisites: [],
  resources: [
    {
      title: 'Node test runner',
      url: 'https://nodejs.org/api/test.html',
      kind: 'documentation',
      description: 'Built in.',
    },
  ],
  modules: [
    {
      key: 'basics',
      title: 'Basics',
      summary: 'The first module.',
      steps: [
        { key: 'read-me', kind: 'lesson', title: 'Read me', minutes: 5, body: '# Hello\n\n```js\nconsole.log(1)\n```' },
        {
          key: 'check',
          kind: 'quiz',
          title: 'Check',
          minutes: 3,
          pass_percent: 100,
          questions: [
            {
              key: 'q1',
              prompt: 'Which is a number?',
              kind: 'single',
              options: [
                { key: 'a', text: '"1"' },
                { key: 'b', text: '1' },
              ],
              correct: ['b'],
              explanation: 'Quotes make a string.',
            },
            {
              key: 'q2',
              prompt: 'Which are falsy?',
              kind: 'multiple',
              options: [
                { key: 'a', text: '0' },
                { key: 'b', text: '""' },
                { key: 'c', text: '"0"' },
              ],
              correct: ['a', 'b'],
              explanation: 'A non-empty string is truthy.',
            },
          ],
        },
      ],
    },
    {
      key: 'practice',
      title: 'Practice',
      summary: 'The second module.',
      steps: [
        { key: 'solve-it', kind: 'challenge', title: 'Solve it', minutes: 20, challenge: CHALLENGE, body: 'Go.' },
      ],
    },
  ],
  ...overrides,
});

describe('learning paths: enrollment, steps, quizzes, versions and authoring', () => {
  let t: TestApp;
  let admin: string;
  let learner: { id: string; token: string };
  let pathId: string;
  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { origin: t.config.publicUrl, ...bearer(token) },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  const ok = async <T>(response: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return answer.json() as T;
  };

  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'true', LOG_LEVEL: 'error' });
    const entry = listChallenges().find((challenge) => challenge.slug === CHALLENGE)!;
    const challenge = await loadChallenge(entry);
    await t.app.services.taskTemplates.syncLibraryTemplate(challenge.templateId, challenge.content, entry.fingerprint);
    admin = (await signIn(t.app, 'admin@demo.assay.dev', t.config.DEMO_PASSWORD)).token;
    learner = await signedUpCandidate(t.app, 'Ada Learner');
    const created = await ok<{ id: string }>(call(admin, 'POST', '/admin/learning/paths', { title: 'Test Path' }));
    pathId = created.id;
    await ok(call(admin, 'PUT', `/admin/learning/paths/${pathId}/draft`, content()));
    await ok(call(admin, 'POST', `/admin/learning/paths/${pathId}/publish`));
  });
  afterAll(() => t.close());

  it('refuses a draft naming a challenge the library does not have, and publishing an unchanged draft', async () => {
    const bad = content();
    bad.modules[1]!.steps[0] = {
      ...bad.modules[1]!.steps[0]!,
      kind: 'challenge',
      challenge: 'no-such-challenge',
      body: 'x',
    };
    const refused = await call(admin, 'PUT', `/admin/learning/paths/${pathId}/draft`, bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('no-such-challenge');
    const again = await call(admin, 'POST', `/admin/learning/paths/${pathId}/publish`);
    expect(again.statusCode).toBe(409);
  });

  it('lists the path; before enrolling every step is locked and step content is refused', async () => {
    const catalogue = await ok<{ items: { id: string; enrollment: unknown }[] }>(
      call(learner.token, 'GET', '/learning/paths'),
    );
    expect(catalogue.items.find((item) => item.id === pathId)).toMatchObject({ enrollment: null });
    const outline = await ok<PathOutline>(call(learner.token, 'GET', `/learning/paths/${pathId}`));
    expect(outline.modules_outline.flatMap((module) => module.steps.map((step) => step.status))).toEqual([
      'locked',
      'locked',
      'locked',
    ]);
    const step = await call(learner.token, 'GET', `/learning/paths/${pathId}/steps/read-me`);
    expect(step.statusCode).toBe(403);
    expect(step.json().code).toBe('LEARNING_NOT_ENROLLED');
  });

  it('enforces the unlock rule on the server: a locked step is 403 until the steps before it are complete', async () => {
    await ok(call(learner.token, 'POST', `/learning/paths/${pathId}/enroll`));
    for (const key of ['check', 'solve-it']) {
      const locked = await call(learner.token, 'GET', `/learning/paths/${pathId}/steps/${key}`);
      expect(locked.statusCode, key).toBe(403);
      expect(locked.json().code).toBe('LEARNING_STEP_LOCKED');
      expect(locked.body).not.toContain('Quotes make a string');
    }
    const quizAttempt = await call(learner.token, 'POST', `/learning/paths/${pathId}/steps/check/quiz`, {
      answers: {},
    });
    expect(quizAttempt.statusCode).toBe(403);
  });

  it('completes a lesson once, however often it is marked, and pays its points once', async () => {
    const first = await ok<{ enrollment: { completed_steps: number } }>(
      call(learner.token, 'POST', `/learning/paths/${pathId}/steps/read-me/complete`),
    );
    const second = await ok<{ enrollment: { completed_steps: number } }>(
      call(learner.token, 'POST', `/learning/paths/${pathId}/steps/read-me/complete`),
    );
    expect(first.enrollment.completed_steps).toBe(1);
    expect(second.enrollment.completed_steps).toBe(1);
    await untilOutboxIdle(t.app);
    const paid = await t.app.services.db
      .select()
      .from(gamificationLedger)
      .where(eq(gamificationLedger.userId, learner.id));
    expect(paid.map((row) => [row.kind, row.points])).toEqual([['learning', 5]]);
    const me = await ok<{ today_steps: number }>(call(learner.token, 'GET', '/learning/me'));
    expect(me.today_steps).toBe(1);
  });

  it('never sends a quiz’s answers before an attempt, and grades attempts on the server', async () => {
    const view = await call(learner.token, 'GET', `/learning/paths/${pathId}/steps/check`);
    expect(view.statusCode).toBe(200);
    expect(view.body).not.toMatch(/"correct"|explanation|Quotes make a string/);
    expect(view.json<StepView>().quiz!.questions.map((question) => Object.keys(question).sort())).toEqual([
      ['key', 'kind', 'options', 'prompt'],
      ['key', 'kind', 'options', 'prompt'],
    ]);
    const wrong = await ok<{ result: { passed: boolean; correct: number }; completion: { step: { status: string } } }>(
      call(learner.token, 'POST', `/learning/paths/${pathId}/steps/check/quiz`, { answers: { q1: ['b'], q2: ['a'] } }),
    );
    expect(wrong.result).toMatchObject({ passed: false, correct: 1 });
    expect(wrong.completion.step.status).toBe('available');
    const right = await ok<{ result: { passed: boolean; questions: { explanation: string }[] } }>(
      call(learner.token, 'POST', `/learning/paths/${pathId}/steps/check/quiz`, {
        answers: { q1: ['b'], q2: ['b', 'a'] },
      }),
    );
    expect(right.result.passed).toBe(true);
    expect(right.result.questions[0]!.explanation).toBe('Quotes make a string.');
    const reopened = await ok<StepView>(call(learner.token, 'GET', `/learning/paths/${pathId}/steps/check`));
    expect(reopened.status).toBe('completed');
    expect(reopened.quiz!.last_attempt!.passed).toBe(true);
  });

  it('keeps an enrolled learner on their version after an edit, and keeps their progress when they move', async () => {
    const edited = content();
    edited.modules[0]!.steps.splice(1, 0, {
      key: 'new-lesson',
      kind: 'lesson',
      title: 'New',
      minutes: 2,
      body: 'New text.',
    });
    await ok(call(admin, 'PUT', `/admin/learning/paths/${pathId}/draft`, edited));
    await ok(call(admin, 'POST', `/admin/learning/paths/${pathId}/publish`));

    const detail = await ok<{ versions: { version: number; learners: number }[] }>(
      call(admin, 'GET', `/admin/learning/paths/${pathId}`),
    );
    expect(detail.versions.map(({ version, learners }) => [version, learners])).toEqual([
      [2, 0],
      [1, 1],
    ]);
    const before = await ok<PathOutline>(call(learner.token, 'GET', `/learning/paths/${pathId}`));
    expect(before.version).toBe(1);
    expect(before.enrollment).toMatchObject({ version: 1, completed_steps: 2, total_steps: 3 });
    expect(before.newer_version).toMatchObject({ version: 2, kept_steps: 2, total_steps: 4 });

    const after = await ok<PathOutline>(call(learner.token, 'POST', `/learning/paths/${pathId}/upgrade`));
    expect(after.enrollment).toMatchObject({ version: 2, completed_steps: 2, total_steps: 4 });
    expect(after.newer_version).toBeNull();
    // The new lesson sits between completed steps: it is open, and the challenge after the quiz waits for it.
    const statuses = Object.fromEntries(
      after.modules_outline.flatMap((module) => module.steps.map((step) => [step.key, step.status])),
    );
    expect(statuses).toEqual({
      'read-me': 'completed',
      'new-lesson': 'available',
      check: 'completed',
      'solve-it': 'locked',
    });
    await ok(call(learner.token, 'POST', `/learning/paths/${pathId}/steps/new-lesson/complete`));
  });

  it('completes a challenge step when practice solves its challenge, which finishes the path and issues a certificate', async () => {
    await recordScored(t.app, learner.id, { challengeId: `library-${CHALLENGE}`, score: 40 });
    let outline = await ok<PathOutline>(call(learner.token, 'GET', `/learning/paths/${pathId}`));
    expect(outline.enrollment!.completed_at).toBeNull();
    await recordScored(t.app, learner.id, { challengeId: `library-${CHALLENGE}`, score: 100 });
    outline = await ok<PathOutline>(call(learner.token, 'GET', `/learning/paths/${pathId}`));
    expect(outline.enrollment).toMatchObject({ completed_steps: 4, percent: 100, next_step: null });
    expect(outline.enrollment!.completed_at).not.toBeNull();
    expect(outline.enrollment!.certificate_id).toEqual(expect.any(String));
    await untilOutboxIdle(t.app);
    const paid = await t.app.services.db
      .select({ source: gamificationLedger.source, points: gamificationLedger.points })
      .from(gamificationLedger)
      .where(eq(gamificationLedger.userId, learner.id));
    expect(paid).toContainEqual({ source: `learning-path:${pathId}`, points: 100 });

    const progress = await ok<{
      modules: { completed_steps: number }[];
      quizzes: { attempts: number; best_percent: number }[];
    }>(call(learner.token, 'GET', `/learning/progress/${pathId}`));
    expect(progress.modules.map((module) => module.completed_steps)).toEqual([3, 1]);
    expect(progress.quizzes).toEqual([{ key: 'check', title: 'Check', attempts: 2, best_percent: 100 }]);
  });

  it('shows the admin where learners stop, per step of a version', async () => {
    const other = await signedUpCandidate(t.app, 'Bo Stops');
    await ok(call(other.token, 'POST', `/learning/paths/${pathId}/enroll`));
    await ok(call(other.token, 'GET', `/learning/paths/${pathId}/steps/read-me`));
    const funnel = await ok<{
      learners: number;
      steps: { key: string; opened: number; completed: number; stalled: number }[];
    }>(call(admin, 'GET', `/admin/learning/paths/${pathId}/funnel`));
    expect(funnel.learners).toBe(2);
    expect(funnel.steps[0]).toMatchObject({ key: 'read-me', opened: 2, completed: 1, stalled: 1 });
  });

  it('closes a retired path to new learners, while enrolled ones go on', async () => {
    await ok(call(admin, 'POST', `/admin/learning/paths/${pathId}/retire`));
    const newcomer = await signedUpCandidate(t.app, 'Cy Late');
    const refused = await call(newcomer.token, 'POST', `/learning/paths/${pathId}/enroll`);
    expect(refused.statusCode).toBe(409);
    expect((await call(learner.token, 'GET', `/learning/paths/${pathId}`)).statusCode).toBe(200);
    await ok(call(admin, 'POST', `/admin/learning/paths/${pathId}/restore`));
  });

  it('seeds the paths of content/learning once, and holds a path behind its prerequisite', async () => {
    const seeder = learningPathsSeeder();
    const context = { services: t.app.services, config: { ...t.config, SEED_LIBRARY: true }, log: t.app.log };
    await seeder.run(context);
    const ids = loadSeededPaths().map((path) => path.id);
    const unchanged = await Promise.all(
      loadSeededPaths().map((path) => t.app.services.learningAuthoring.syncSeeded(path)),
    );
    expect(unchanged.every((change) => change === 'unchanged')).toBe(true);
    const catalogue = await ok<{ items: { id: string; open: boolean; prerequisites: { title: string }[] }[] }>(
      call(learner.token, 'GET', '/learning/paths'),
    );
    expect(catalogue.items.map((item) => item.id)).toEqual(expect.arrayContaining(ids));
    const algorithms = catalogue.items.find((item) => item.id === 'learning-algorithms')!;
    expect(algorithms).toMatchObject({ open: false, prerequisites: [{ title: 'Data Structures' }] });
    const refused = await call(learner.token, 'POST', '/learning/paths/learning-algorithms/enroll');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Complete “Data Structures” before you enroll in this path.');
  });

  it('searches the curated resources', async () => {
    const found = await ok<{ items: { title: string }[] }>(
      call(learner.token, 'GET', `/learning/resources?search=node&path=${pathId}`),
    );
    expect(
      found.items.map((item) => item.title),
      JSON.stringify(found),
    ).toEqual(['Node test runner']);
    const none = await ok<{ items: unknown[] }>(call(learner.token, 'GET', '/learning/resources?search=zzzz'));
    expect(none.items).toEqual([]);
  });
});

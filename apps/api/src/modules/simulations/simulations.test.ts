import type { ScenarioContent, Simulation, SimulationList } from '@assay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { signedUpCandidate, untilOutboxIdle } from '../../../test/game-events.js';
import { addMember, PEOPLE_PASSWORD } from '../../../test/organization-people.js';

const MINUTE = 60_000;
const T0 = Date.parse('2026-12-08T10:00:00Z');

const script = (introduction: string) => ({
  introduction,
  clarifications: [{ keywords: ['scale', 'traffic'], answer: 'Assume a thousand requests a second at peak.' }],
  fallback: 'Your call: state the assumption and go on.',
  nudges: [
    { atPercent: 50, message: 'Halfway through this stage.' },
    { atPercent: 80, message: 'A couple of minutes left: start wrapping up.' },
  ],
});

/** Review, behavioural, design: the stages scored without a runner. */
const scenario: ScenarioContent = {
  slug: 'test-loop',
  title: 'Test Loop',
  summary: 'Three stages for the tests.',
  role: 'backend',
  difficulty: 'medium',
  minutes: 35,
  persona: { name: 'Riya', title: 'Staff Engineer', introduction: 'Hi, I am Riya.', closing: 'Thanks, that is time.' },
  stages: [
    {
      key: 'review',
      kind: 'review',
      title: 'Review the handler',
      minutes: 10,
      prompt: 'Review this change.',
      script: script('Take a look at this diff.'),
      learning: [],
      diff: 'diff --git a/src/api.ts b/src/api.ts\n--- a/src/api.ts\n+++ b/src/api.ts\n@@ -1,2 +1,3 @@\n const a = 1;\n+const q = `select * from t where id = ${id}`;\n const b = 2;\n',
      issues: [
        {
          key: 'injection',
          file: 'src/api.ts',
          line: 2,
          severity: 'high',
          title: 'SQL injection',
          explanation: 'Bind it.',
        },
      ],
    },
    {
      key: 'story',
      kind: 'behavioural',
      title: 'A hard call',
      minutes: 10,
      prompt: 'Tell me about a hard call.',
      script: script('Now a story.'),
      learning: [],
      questions: [{ key: 'call', question: 'Describe a hard technical call.', guidance: 'Use STAR.' }],
      rubric: [
        { key: 'situation', criterion: 'Sets the scene', points: 2 },
        { key: 'result', criterion: 'Names a measurable result', points: 2 },
      ],
    },
    {
      key: 'design',
      kind: 'design',
      title: 'Design a rate limiter',
      minutes: 10,
      prompt: 'Design a rate limiter.',
      script: script('Last, some design.'),
      learning: [],
      sections: [{ key: 'api', heading: 'API', guidance: 'What do callers see?' }],
      rubric: [{ key: 'api', criterion: 'Defines the API', points: 4 }],
    },
  ],
};

describe('simulations', () => {
  let t: TestApp;
  let now = T0;
  let candidate: { id: string; token: string };
  const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { origin: t.config.publicUrl, ...bearer(token) },
      ...(payload ? { payload } : {}),
    });
  const read = async (id: string, token = candidate.token, userId = candidate.id) =>
    (await call(token, 'GET', `/simulations/${userId}/${id}`)).json<Simulation>();
  const change = (id: string, body: object, token = candidate.token) =>
    call(token, 'PATCH', `/simulations/${id}`, body);
  const start = async (token = candidate.token) => {
    const response = await call(token, 'POST', '/simulations', { scenario: 'test-loop' });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Simulation>();
  };
  /** The stage ended and its score written (the scorer is an outbox subscriber). */
  const scored = async (id: string, key: string) => {
    await untilOutboxIdle(t.app);
    const simulation = await read(id);
    expect(simulation.stages.find((stage) => stage.key === key)!.status).toBe('scored');
    return simulation;
  };

  beforeAll(async () => {
    t = await buildTestApp({}, { clock: () => new Date(now) });
    await t.app.services.simulationScenarios.sync(scenario, 'test');
    candidate = await signedUpCandidate(t.app, 'Sim Candidate');
  });
  afterAll(() => t.close());

  it('offers the seeded scenarios', async () => {
    const { items } = (await call(candidate.token, 'GET', '/simulations/scenarios')).json<{
      items: { slug: string; stages: unknown[] }[];
    }>();
    expect(items.length).toBeGreaterThanOrEqual(9);
    expect(items.find((item) => item.slug === 'test-loop')!.stages).toHaveLength(3);
  });

  it('runs a simulation: persona, clarifications, pause and resume, refusals, and the report', async () => {
    now = T0;
    const simulation = await start();
    expect(simulation).toMatchObject({
      status: 'in_progress',
      currentStageKey: 'review',
      stageRemainingMs: 10 * MINUTE,
    });
    expect(simulation.messages.map((message) => message.body)).toEqual(['Hi, I am Riya.', 'Take a look at this diff.']);
    expect(simulation.stages[0]!.workspace).toMatchObject({ kind: 'review' });
    expect(simulation.stages[1]!.prompt).toBeNull();

    const asked = await call(candidate.token, 'POST', `/simulations/${simulation.id}/messages`, {
      body: 'How much traffic should it take?',
    });
    expect(asked.json().messages.map((message: { body: string }) => message.body)).toEqual([
      'How much traffic should it take?',
      'Assume a thousand requests a second at peak.',
    ]);

    // Another simulation may not start while this one runs.
    const second = await call(candidate.token, 'POST', '/simulations', { scenario: 'test-loop' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'SIMULATION_ALREADY_RUNNING' });

    const work = { kind: 'review', comments: [{ file: 'src/api.ts', line: 2, body: 'Injection: bind the id.' }] };
    now = T0 + 3 * MINUTE;
    expect(
      (await call(candidate.token, 'PUT', `/simulations/${simulation.id}/stages/review/work`, { work })).statusCode,
    ).toBe(200);

    // Paused: the clock stops, and the impossible is refused with a reason.
    expect((await change(simulation.id, { action: 'pause' })).json()).toMatchObject({ status: 'paused' });
    const again = await change(simulation.id, { action: 'pause' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'SIMULATION_TRANSITION_REFUSED',
      message: 'This simulation is already paused.',
    });
    expect((await change(simulation.id, { action: 'advance', stageKey: 'review' })).json().message).toBe(
      'This simulation is paused; resume it to go on.',
    );
    expect((await change(simulation.id, { action: 'start' })).json().message).toBe(
      'This simulation has already started.',
    );
    now = T0 + 63 * MINUTE;
    const resumed = (await change(simulation.id, { action: 'resume' })).json<Simulation>();
    expect(resumed).toMatchObject({ status: 'in_progress', stageRemainingMs: 7 * MINUTE });

    // Submitted by the candidate: scored against the known issues.
    const advanced = (await change(simulation.id, { action: 'advance', stageKey: 'review' })).json<Simulation>();
    expect(advanced.currentStageKey).toBe('story');
    const late = await change(simulation.id, { action: 'advance', stageKey: 'review' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'SIMULATION_STAGE_ENDED',
      message: '“Review the handler” has already ended; the simulation is on “A hard call” now.',
    });
    const afterReview = await scored(simulation.id, 'review');
    expect(afterReview.stages[0]!.result).toMatchObject({ kind: 'review', score: 100, found: [{ key: 'injection' }] });

    // The behavioural answer with its self-assessment; the design stage submits an empty answer.
    await call(candidate.token, 'PUT', `/simulations/${simulation.id}/stages/story/work`, {
      work: {
        kind: 'written',
        answers: { call: 'We moved to queues…' },
        selfAssessment: { situation: 'met', result: 'partly' },
      },
    });
    const wrongKind = await call(candidate.token, 'PUT', `/simulations/${simulation.id}/stages/story/work`, { work });
    expect(wrongKind.statusCode).toBe(400);
    await change(simulation.id, { action: 'advance', stageKey: 'story' });
    const ended = (await change(simulation.id, { action: 'advance', stageKey: 'design' })).json<Simulation>();
    expect(ended).toMatchObject({ status: 'completed', currentStageKey: null });
    expect(ended.messages.at(-1)!.body).toBe('Thanks, that is time.');

    const done = await scored(simulation.id, 'design');
    const scores = done.stages.map((stage) => stage.result!.score);
    expect(scores).toEqual([100, 75, 0]);
    expect(done.report!.stages.map((stage) => stage.score)).toEqual(scores);
    expect(done.report!.overallScore).toBe(Math.round((100 * 10 + 75 * 10 + 0 * 10) / 30));
    expect(done.report!.strengths).toHaveLength(1);
    expect(done.report!.gaps.map((gap) => gap.stageKey)).toEqual(['story', 'design']);
    expect((await change(simulation.id, { action: 'resume' })).json().message).toBe(
      'This simulation has ended; it cannot be resumed.',
    );
  });

  it('submits a stage as it stood when its time runs out on the server, with no browser open', async () => {
    now = T0 + 200 * MINUTE;
    const simulation = await start();
    const work = { kind: 'review', comments: [{ file: 'src/api.ts', line: 3, body: 'Unsafe query.' }] };
    await call(candidate.token, 'PUT', `/simulations/${simulation.id}/stages/review/work`, { work });

    // Nobody reads it: the sweep alone moves it, 11 minutes later.
    now += 11 * MINUTE;
    await t.app.services.simulations.sweep();
    await untilOutboxIdle(t.app);
    const moved = await read(simulation.id);
    expect(moved.currentStageKey).toBe('story');
    expect(moved.stageRemainingMs).toBe(9 * MINUTE);
    expect(moved.stages[0]).toMatchObject({ endedBy: 'time_up', usedMs: 10 * MINUTE, status: 'scored', work });
    expect(moved.stages[0]!.result).toMatchObject({ score: 100 });
    // Ended at its deadline, not when the sweep noticed.
    expect(Date.parse(moved.stages[0]!.endedAt!)).toBe(Date.parse(simulation.serverTime) + 10 * MINUTE);
    expect(moved.messages.filter((message) => message.kind === 'nudge').map((message) => message.body)).toEqual([
      'Halfway through this stage.',
      'A couple of minutes left: start wrapping up.',
    ]);

    // Hours later: every stage ran out, and the simulation completed on its own.
    now += 3 * 60 * MINUTE;
    await t.app.services.simulations.sweep();
    await untilOutboxIdle(t.app);
    const done = await read(simulation.id);
    expect(done.status).toBe('completed');
    expect(done.stages.map((stage) => stage.endedBy)).toEqual(['time_up', 'time_up', 'time_up']);
    expect(done.report!.overallScore).toBe(Math.round(100 / 3));
  });

  it('expires a simulation left paused for a day, keeping its stage unscored', async () => {
    now = T0 + 1_000 * MINUTE;
    const simulation = await start();
    await change(simulation.id, { action: 'pause' });
    now += 25 * 60 * MINUTE;
    await t.app.services.simulations.sweep();
    const expired = await read(simulation.id);
    expect(expired.status).toBe('expired');
    expect(expired.stages[0]!.status).toBe('unfinished');
    expect(expired.report).toBeNull();
  });

  it('schedules, starts, abandons, and lists by status with trends', async () => {
    now = T0 + 5_000 * MINUTE;
    const past = await call(candidate.token, 'POST', '/simulations', {
      scenario: 'test-loop',
      scheduledFor: new Date(now - MINUTE).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    const scheduled = (
      await call(candidate.token, 'POST', '/simulations', {
        scenario: 'test-loop',
        scheduledFor: new Date(now + 60 * MINUTE).toISOString(),
      })
    ).json<Simulation>();
    expect(scheduled).toMatchObject({ status: 'scheduled', currentStageKey: null });
    expect((await change(scheduled.id, { action: 'pause' })).statusCode).toBe(409);
    expect((await change(scheduled.id, { action: 'start' })).json()).toMatchObject({ status: 'in_progress' });
    expect((await change(scheduled.id, { action: 'abandon' })).json()).toMatchObject({ status: 'abandoned' });
    expect((await change(scheduled.id, { action: 'abandon' })).json().message).toBe(
      'This simulation has already ended.',
    );

    const list = (await call(candidate.token, 'GET', `/simulations/${candidate.id}`)).json<SimulationList>();
    expect(list).toMatchObject({ page: 1, limit: 20, total: 4 });
    expect(list.items.map((item) => item.status)).toEqual(['abandoned', 'expired', 'completed', 'completed']);
    const abandoned = (
      await call(candidate.token, 'GET', `/simulations/${candidate.id}?status=abandoned`)
    ).json<SimulationList>();
    expect(abandoned.items.map((item) => item.id)).toEqual([scheduled.id]);
    expect(list.trends).toMatchObject({ completed: 2, averageScore: Math.round((58 + 33) / 2) });
    expect(list.trends.recent.map((entry) => entry.score)).toEqual([58, 33]);
  });

  it("keeps a user's simulations from everyone but the reviewers of an organization they shared one with", async () => {
    const stranger = await signedUpCandidate(t.app, 'Stranger');
    const [completed] = (
      await call(candidate.token, 'GET', `/simulations/${candidate.id}?status=completed`)
    ).json<SimulationList>().items;
    expect((await call(stranger.token, 'GET', `/simulations/${candidate.id}`)).statusCode).toBe(404);
    expect((await call(stranger.token, 'GET', `/simulations/${candidate.id}/${completed!.id}`)).statusCode).toBe(404);
    expect((await change(completed!.id, { action: 'abandon' }, stranger.token)).statusCode).toBe(404);

    const organizationId = 'sim-org';
    await t.app.services.organizationsRepository.insertIfAbsent({
      id: organizationId,
      name: 'Sim Org',
      createdBy: 'test',
    });
    const reviewer = await addMember(t.app, { email: 'rev@sim.test', name: 'Rev', role: 'orgadmin', organizationId });
    const reviewerToken = (await signIn(t.app, reviewer.email, PEOPLE_PASSWORD)).token;
    // Not a member yet: the candidate cannot share with it, and the reviewer still sees nothing.
    const refused = await change(completed!.id, { action: 'share', organizationId });
    expect(refused.statusCode).toBe(400);
    expect((await call(reviewerToken, 'GET', `/simulations/${candidate.id}`)).statusCode).toBe(404);

    await t.app.services.organizationsRepository.addMember({ organizationId, userId: candidate.id, role: 'candidate' });
    const shared = (await change(completed!.id, { action: 'share', organizationId })).json<Simulation>();
    expect(shared.sharedWith).toEqual({ id: organizationId, name: 'Sim Org' });
    const seen = (await call(reviewerToken, 'GET', `/simulations/${candidate.id}`)).json<SimulationList>();
    expect(seen.items.map((item) => item.id)).toEqual([completed!.id]);
    expect((await read(completed!.id, reviewerToken)).report).not.toBeNull();
    // Read-only: the reviewer cannot act on it.
    expect((await change(completed!.id, { action: 'share', organizationId: null }, reviewerToken)).statusCode).toBe(
      404,
    );
  });
});

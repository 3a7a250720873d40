import { readFileSync } from 'node:fs';
import { listChallenges, loadChallenge } from '@assay/challenges';
import type { ScenarioContent, Simulation } from '@assay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { signedUpCandidate, untilOutboxIdle } from '../../../test/game-events.js';
import { startOpenAiStandIn } from '../../../test/openai-stand-in.js';
import { untilRunnersReady } from '../../../test/runner-processes.js';

const pool = Number(process.env.VITEST_POOL_ID ?? 0);
const SLUG = 'elevator-travel-log';
const solution = readFileSync(
  new URL(`../../../../../content/challenges/${SLUG}/solution/main.py`, import.meta.url),
  'utf8',
);
const starter = readFileSync(
  new URL(`../../../../../content/challenges/${SLUG}/starter/main.py`, import.meta.url),
  'utf8',
);

const script = {
  introduction: 'Start with the elevator log.',
  clarifications: [],
  fallback: 'Your call.',
  nudges: [],
};
const scenario: ScenarioContent = {
  slug: 'code-loop',
  title: 'Code Loop',
  summary: 'A coding stage and a story.',
  role: 'general',
  difficulty: 'easy',
  minutes: 25,
  persona: { name: 'Sam', title: 'Engineering Manager', introduction: 'Hello.', closing: 'Thanks.' },
  stages: [
    {
      key: 'code',
      kind: 'coding',
      title: 'Elevator log',
      minutes: 10,
      prompt: 'Solve it.',
      script,
      learning: [],
      challenge: `library-${SLUG}`,
    },
    {
      key: 'story',
      kind: 'behavioural',
      title: 'A story',
      minutes: 10,
      prompt: 'Tell a story.',
      script,
      learning: [],
      questions: [{ key: 'conflict', question: 'A conflict you resolved.', guidance: 'STAR.' }],
      rubric: [
        { key: 'situation', criterion: 'Sets the scene', points: 2 },
        { key: 'result', criterion: 'Names a result', points: 2 },
      ],
    },
  ],
};

/** A coding stage judged by the runner, and the persona's follow-up phrased by a model on loopback, or scripted. */
describe('simulations with code and a language model', () => {
  let t: TestApp;
  let model: Awaited<ReturnType<typeof startOpenAiStandIn>>;
  let candidate: { id: string; token: string };
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { origin: t.config.publicUrl, ...bearer(candidate.token) },
      ...(payload ? { payload } : {}),
    });
  const read = async (id: string) => (await call('GET', `/simulations/${candidate.id}/${id}`)).json<Simulation>();

  /** Runs the scenario: the code, then a rated story; returns the simulation once every stage is scored. */
  async function run(code: string): Promise<Simulation> {
    const started = await call('POST', '/simulations', { scenario: 'code-loop' });
    expect(started.statusCode, started.body).toBe(201);
    const { id } = started.json<Simulation>();
    const work = (stage: string, body: object) =>
      call('PUT', `/simulations/${id}/stages/${stage}/work`, { work: body });
    expect((await work('code', { kind: 'code', language: 'python', code })).statusCode).toBe(200);
    await call('PATCH', `/simulations/${id}`, { action: 'advance', stageKey: 'code' });
    await work('story', {
      kind: 'written',
      answers: { conflict: 'I listened first.' },
      selfAssessment: { situation: 'met' },
    });
    await call('PATCH', `/simulations/${id}`, { action: 'advance', stageKey: 'story' });
    await untilOutboxIdle(t.app);
    return read(id);
  }

  beforeAll(async () => {
    model = await startOpenAiStandIn();
    t = await buildTestApp({
      RUNNER_PROCESSES: '1',
      RUNNER_SLOTS: '2',
      RUNNER_UID_BASE: String(2_470_000 + pool * 1_000),
      LLM_BASE_URL: model.url,
      LLM_API_KEY: 'sk-test',
    });
    const entry = listChallenges().find((challenge) => challenge.slug === SLUG)!;
    const challenge = await loadChallenge(entry);
    await t.app.services.taskTemplates.syncLibraryTemplate(challenge.templateId, challenge.content, entry.fingerprint);
    await t.app.services.simulationScenarios.sync(scenario, 'test');
    candidate = await signedUpCandidate(t.app, 'Coder');
    await untilRunnersReady(t.app);
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  it("runs the stage's examples, scores the code on every test, and the model phrases the follow-up", async () => {
    model.state.reply = (request) =>
      request.messages[0]!.content.includes('rubric')
        ? '{"levels": {"situation": "met", "result": "missed"}, "note": "Say what changed."}'
        : 'Nicely done. How does your solution scale with the number of floors?';
    const started = (await call('POST', '/simulations', { scenario: 'code-loop' })).json<Simulation>();
    expect(started.stages[0]!.workspace).toMatchObject({ kind: 'code', challengeTitle: expect.any(String) });
    const examples = await call('POST', `/simulations/${started.id}/stages/code/test`, {
      language: 'python',
      code: solution,
    });
    expect(examples.statusCode, examples.body).toBe(200);
    expect(examples.json()).toMatchObject({ compile_error: null });
    expect(examples.json().passed).toBe(examples.json().total);
    await call('PATCH', `/simulations/${started.id}`, { action: 'abandon' });

    const done = await run(solution);
    const code = done.stages[0]!;
    expect(code.result).toMatchObject({ kind: 'code', score: 100, language: 'python', failedTests: [] });
    const followUp = done.messages.find((message) => message.kind === 'follow_up')!;
    expect(followUp).toMatchObject({
      stageKey: 'code',
      phrasedByModel: true,
      body: 'Nicely done. How does your solution scale with the number of floors?',
    });
    const asked = model.state.requests.find((request) => request.messages[1]!.content.includes('Scripted follow-up'))!;
    expect(asked.authorization).toBe('Bearer sk-test');
    expect(asked.messages[1]!.content).toContain('All');
    // The rating is the candidate's; the model's is a suggestion beside it.
    expect(done.stages[1]!.result).toMatchObject({
      kind: 'written',
      score: 50,
      suggestion: { score: 50, note: 'Say what changed.' },
    });
    expect(done.report!.stages.map((stage) => stage.score)).toEqual([100, 50]);
    expect(done.report!.overallScore).toBe(75);
  });

  it('falls back to the script when the provider fails, the same words for the same results', async () => {
    model.state.failing = true;
    const first = await run(starter);
    const second = await run(starter);
    const followUps = [first, second].map((simulation) => simulation.messages.find((m) => m.kind === 'follow_up')!);
    expect(followUps[0]).toMatchObject({ phrasedByModel: false });
    expect(followUps[0]!.body).toMatch(/^\d+ of \d+ tests passed; the one called “.+” did not\./);
    expect(followUps[1]!.body).toBe(followUps[0]!.body);
    expect(first.stages[0]!.result).toEqual(second.stages[0]!.result);
    expect(first.stages[1]!.result).toMatchObject({ suggestion: null });
    model.state.failing = false;
  });
});

import {
  TELEMETRY_MAX_BATCH_BYTES,
  TELEMETRY_MAX_BYTES_PER_TASK,
  replay,
  type CandidateIntegrity,
  type IntegrityReport,
  type Playback,
  type TelemetryEvent,
} from '@assay/contracts';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.js';
import { CORA_FIZZ, coraSession, DAN_FIZZ } from '../../../test/behavior-sessions.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { addDemoCandidate, addOutsider, PEOPLE_PASSWORD as PASSWORD } from '../../../test/organization-people.js';
import { auditLogs } from '../../platform/audit/audit.tables.js';
import { submissions } from '../submissions/submissions.tables.js';
import { tasks } from '../tasks/tasks.tables.js';
import type { UserRow } from '../users/users.service.js';
import { telemetrySessions } from './behavior.tables.js';

type Who = 'interviewer' | 'outsider' | 'cora' | 'dan' | 'eve';
const MINUTE = 60_000;

describe('behavior: recordings, integrity reports, appeals and the behavioral analysis', () => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const people = {} as Record<'cora' | 'dan' | 'eve', UserRow>;
  let interviewer: UserRow;
  const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { origin: t.config.publicUrl, ...bearer(tokens[who]) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const post = (who: Who, taskId: string, stream: string, seq: number, events: TelemetryEvent[]) =>
    call(who, 'POST', `/behavior/tasks/${taskId}/telemetry`, { stream, seq, events });

  /** A timed FizzBuzz task of the demo organization for `who`, started. */
  async function timedTask(who: 'cora' | 'dan' | 'eve'): Promise<string> {
    const assessment = await t.app.services.assessments.createAssessment(interviewer, {
      template_id: 'platform-fizzbuzz',
      instructions: '',
      due_in_days: null,
      duration_minutes: 30,
    });
    const taskId = (
      await t.app.services.assessments.assign(interviewer, {
        assessment_id: assessment.id,
        candidate_emails: [people[who].email],
        candidate_ids: [],
        due_date: null,
      })
    ).assigned[0]!.task_id;
    expect((await call(who, 'POST', `/candidate/tasks/${taskId}/start`)).statusCode).toBe(200);
    return taskId;
  }

  /** The final submission of a task as judging leaves it (no runner here), and its `submission.scored` delivered. */
  async function submitFinal(who: 'cora' | 'dan' | 'eve', taskId: string, code: string, startedMinutesAgo = 20) {
    const submittedAt = new Date();
    const submissionId = `final-${taskId}`;
    await t.app.services.db.insert(submissions).values({
      id: submissionId,
      taskId,
      candidateId: people[who].id,
      kind: 'final',
      language: 'python',
      code,
      status: 'scored',
      score: 100,
      createdAt: submittedAt,
      scoredAt: submittedAt,
    });
    await t.app.services.db
      .update(tasks)
      .set({
        status: 'scored',
        score: 100,
        startedAt: new Date(submittedAt.getTime() - startedMinutesAgo * MINUTE),
        submittedAt,
      })
      .where(eq(tasks.id, taskId));
    t.app.services.readCaches.clear();
    await t.app.services.behaviorIntegrity.subscriber.handle({
      id: randomUUID(),
      type: 'submission.scored',
      payload: { submissionId, taskId, candidateId: people[who].id, kind: 'final', score: 100 },
      organizationId: 'demo-organization',
      actorId: null,
      requestId: null,
      createdAt: submittedAt,
    });
    return submissionId;
  }

  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'true' }, { dispatchEvents: false });
    tokens.interviewer = (await signIn(t.app, 'interviewer@demo.assay.dev', t.config.DEMO_PASSWORD)).token;
    interviewer = (await t.app.services.users.findRowByEmail('interviewer@demo.assay.dev'))!;
    await addOutsider(t.app);
    tokens.outsider = (await signIn(t.app, 'olga@globex.test', PASSWORD)).token;
    for (const [who, name] of [
      ['cora', 'Cora Paste'],
      ['dan', 'Dan Copy'],
      ['eve', 'Eve Large'],
    ] as const) {
      people[who] = await addDemoCandidate(t.app, `${who}@example.test`, name);
      tokens[who] = (await signIn(t.app, `${who}@example.test`, PASSWORD)).token;
    }
  });
  afterAll(() => t.close());

  let coraTask: string;
  let coraSubmission: string;

  it('stores a batch sent twice once, puts batches that arrive out of order back in order, and replays to the submitted code', async () => {
    coraTask = await timedTask('cora');
    const stream = randomUUID();
    const events = coraSession(Date.now() - 11 * MINUTE);
    const [first, second] = [events.slice(0, 4), events.slice(4)];
    const late = await post('cora', coraTask, stream, 1, second);
    expect(late.statusCode, late.body).toBe(202);
    expect(late.json()).toEqual({ stored: true, capped: false });
    expect((await post('cora', coraTask, stream, 0, first)).json()).toEqual({ stored: true, capped: false });
    // The editor retries a batch whose answer it never saw: the same stream and seq land once.
    expect((await post('cora', coraTask, stream, 0, first)).json()).toEqual({ stored: false, capped: false });
    const [session] = await t.app.services.db
      .select()
      .from(telemetrySessions)
      .where(eq(telemetrySessions.taskId, coraTask));
    expect(session).toMatchObject({ batches: 2, candidateId: people.cora.id });

    const code = replay(events).docs.python!;
    expect(code).toBe(`# plan${CORA_FIZZ}`);
    coraSubmission = await submitFinal('cora', coraTask, code);
    const playback = await call('interviewer', 'GET', `/behavior/submissions/${coraSubmission}/playback`);
    expect(playback.statusCode, playback.body).toBe(200);
    const body = playback.json<Playback>();
    expect(body).toMatchObject({ streams: 1, capped: false, available: true, final: { code, language: 'python' } });
    expect(body.events).toEqual(events);
    expect(replay(body.events).docs.python).toBe(body.final.code);

    // Closed now: a late batch (the page hid after submitting) is answered, not kept.
    const closed = await post('cora', coraTask, stream, 2, [{ t: Date.now(), type: 'blur' }]);
    expect(closed.json()).toEqual({ stored: false, capped: false });
  });

  it('reports the paste from outside with its evidence and the time away, each with its definition and tier', async () => {
    const report = (
      await call('interviewer', 'GET', `/behavior/submissions/${coraSubmission}/integrity`)
    ).json<IntegrityReport>();
    expect(report.computed_at).toEqual(expect.any(String));
    const paste = report.signals.find((signal) => signal.kind === 'external_paste');
    expect(paste).toMatchObject({
      tier: 'strong',
      title: 'Large paste from outside the editor',
      excerpt: CORA_FIZZ,
      evidence: expect.stringContaining(`${CORA_FIZZ.length} characters (12 lines) pasted from outside the editor`),
      definition: expect.stringContaining('not copied from the editor itself'),
    });
    expect(report.signals.find((signal) => signal.kind === 'time_away')).toMatchObject({
      tier: 'review',
      evidence: expect.stringContaining('Away from the page 6.0 minutes in 1 stretch, 20% of the time allowed'),
    });
    expect(report.telemetry_available).toBe(true);
    expect(report.summary.strong).toBeGreaterThanOrEqual(1);
    for (const signal of report.signals)
      expect(`${signal.title} ${signal.evidence}`).not.toMatch(/cheat|guilty|verdict/i);
  });

  it('matches a copy with every name changed to the submission it was copied from, code side by side for the same organization', async () => {
    const danTask = await timedTask('dan');
    const danSubmission = await submitFinal('dan', danTask, DAN_FIZZ);
    const report = (
      await call('interviewer', 'GET', `/behavior/submissions/${danSubmission}/integrity`)
    ).json<IntegrityReport>();
    const match = report.matches.find((entry) => entry.submission_id === coraSubmission);
    expect(match).toMatchObject({
      kind: 'submission',
      same_organization: true,
      candidate_name: 'Cora Paste',
      other_code: `# plan${CORA_FIZZ}`,
    });
    expect(match!.score).toBeGreaterThanOrEqual(0.85);
    expect(match!.regions.length).toBeGreaterThan(0);
    expect(report.signals).toContainEqual(expect.objectContaining({ kind: 'similar_code', tier: 'strong' }));
    // No recording of Dan's: no paste or time away is made up.
    expect(report.telemetry_available).toBe(false);
    expect(report.signals.map((signal) => signal.kind)).not.toContain('external_paste');
  });

  it('keeps recordings and reports to the candidate and their organization’s reviewers', async () => {
    const outsider = await call('outsider', 'GET', `/behavior/submissions/${coraSubmission}/playback`);
    expect(outsider.statusCode).toBe(404);
    expect((await call('outsider', 'GET', `/behavior/submissions/${coraSubmission}/integrity`)).statusCode).toBe(404);
    expect((await call('dan', 'GET', `/behavior/submissions/${coraSubmission}/playback`)).statusCode).toBe(403);
    expect((await call('dan', 'GET', `/behavior/submissions/${coraSubmission}/integrity`)).statusCode).toBe(403);
    // Another candidate's task: not found, for writing as for reading.
    const eveTask = await timedTask('eve');
    const foreign = await post('dan', eveTask, randomUUID(), 0, [{ t: Date.now(), type: 'blur' }]);
    expect(foreign.statusCode).toBe(404);
    expect((await call('dan', 'GET', `/behavior/tasks/${coraTask}/integrity`)).statusCode).toBe(404);
    // Another organization's reviewer cannot read a candidate's analysis.
    expect((await call('outsider', 'GET', `/behavior/analysis?candidate_id=${people.cora.id}`)).json().tasks).toBe(0);
  });

  it('caps a recording at its size limit, flags it, and never answers the candidate with an error', async () => {
    const eveTask = await timedTask('eve');
    const stream = randomUUID();
    const doc = 'x'.repeat(TELEMETRY_MAX_BATCH_BYTES - 200);
    let seq = 0;
    let receipt = { stored: true, capped: false };
    while (!receipt.capped && seq < 100) {
      const answer = await post('eve', eveTask, stream, seq, [
        { t: Date.now(), type: 'snapshot', language: 'python', doc },
      ]);
      expect(answer.statusCode).toBe(202);
      receipt = answer.json();
      seq += 1;
    }
    expect(receipt).toEqual({ stored: false, capped: true });
    const [session] = await t.app.services.db
      .select()
      .from(telemetrySessions)
      .where(eq(telemetrySessions.taskId, eveTask));
    expect(session!.bytes).toBeLessThanOrEqual(TELEMETRY_MAX_BYTES_PER_TASK);
    expect(session!.cappedAt).not.toBeNull();
    // Every batch before the one refused was kept: what was recorded up to the limit stays.
    expect(session!.batches).toBe(seq - 1);
    expect(session!.batches).toBeGreaterThan(30);
    // A small batch after the cap is dropped too: the recording stays as it was at the limit.
    expect((await post('eve', eveTask, stream, seq, [{ t: Date.now(), type: 'blur' }])).json()).toEqual({
      stored: false,
      capped: true,
    });
    const oversized = await post('eve', eveTask, stream, seq + 1, [
      { t: Date.now(), type: 'snapshot', language: 'python', doc: 'y'.repeat(TELEMETRY_MAX_BATCH_BYTES + 8_192) },
    ]);
    expect(oversized.statusCode).toBe(413);
  });

  it('shows the candidate their signals once feedback is released; their explanation reaches the reviewer and the audit log', async () => {
    expect((await call('cora', 'GET', `/behavior/tasks/${coraTask}/integrity`)).statusCode).toBe(404);
    const review = (path: string, payload?: unknown) =>
      call(
        'interviewer',
        path.endsWith('/review') ? 'PUT' : 'POST',
        `/evaluation/submissions/${coraSubmission}${path}`,
        payload,
      );
    expect((await review('/start')).statusCode).toBe(200);
    await review('/review', {
      rubric_scores: [
        { criterion: 0, score: 4 },
        { criterion: 1, score: 4 },
      ],
    });
    await review('/decision', { decision: 'hold' });
    expect((await review('/release', { feedback: 'Correct.' })).statusCode).toBe(200);

    const mine = (await call('cora', 'GET', `/behavior/tasks/${coraTask}/integrity`)).json<CandidateIntegrity>();
    expect(mine).toMatchObject({ can_appeal: true, appeal: null });
    expect(mine).not.toHaveProperty('matches');
    expect(mine.signals.map((signal) => signal.kind)).toContain('external_paste');

    const blank = await call('cora', 'POST', `/behavior/tasks/${coraTask}/integrity/appeal`, { explanation: '  ' });
    expect(blank.statusCode).toBe(400);
    const explanation = 'I pasted my own solution from my notes, written before the assessment.';
    const appealed = await call('cora', 'POST', `/behavior/tasks/${coraTask}/integrity/appeal`, { explanation });
    expect(appealed.statusCode, appealed.body).toBe(200);
    const seen = (
      await call('interviewer', 'GET', `/behavior/submissions/${coraSubmission}/integrity`)
    ).json<IntegrityReport>();
    expect(seen.appeal).toMatchObject({ explanation, reply: null });
    // The reviewer holding the review is told; the answer reaches the candidate the same way.
    await t.app.services.events.drain();
    const notices = async (who: Who) =>
      (await call(who, 'GET', '/notifications?limit=100')).json<{ notifications: { kind: string; link: string }[] }>()
        .notifications;
    expect(await notices('interviewer')).toContainEqual(
      expect.objectContaining({ kind: 'integrity_explained', link: `/interviewer/reviews/${coraSubmission}` }),
    );
    expect(
      (await call('outsider', 'POST', `/behavior/submissions/${coraSubmission}/integrity/appeal/reply`, { reply: 'x' }))
        .statusCode,
    ).toBe(404);
    const answered = await call(
      'interviewer',
      'POST',
      `/behavior/submissions/${coraSubmission}/integrity/appeal/reply`,
      {
        reply: 'Thank you: noted in the decision.',
      },
    );
    expect(answered.json<IntegrityReport>().appeal).toMatchObject({
      reply: 'Thank you: noted in the decision.',
      replied_by: 'Ivan Interviewer',
    });
    await t.app.services.events.drain();
    expect(await notices('cora')).toContainEqual(expect.objectContaining({ kind: 'integrity_answered' }));
    const after = (await call('cora', 'GET', `/behavior/tasks/${coraTask}/integrity`)).json<CandidateIntegrity>();
    expect(after).toMatchObject({ can_appeal: false, appeal: { reply: 'Thank you: noted in the decision.' } });
    expect(
      (await call('cora', 'POST', `/behavior/tasks/${coraTask}/integrity/appeal`, { explanation: 'More.' })).statusCode,
    ).toBe(409);
    const audited = await t.app.services.db
      .select({ action: auditLogs.action, actorId: auditLogs.actorId })
      .from(auditLogs)
      .where(and(eq(auditLogs.targetType, 'submission'), eq(auditLogs.targetId, coraSubmission)));
    expect(audited).toEqual(
      expect.arrayContaining([
        { action: 'integrity.appealed', actorId: people.cora.id },
        { action: 'integrity.appeal_answered', actorId: interviewer.id },
      ]),
    );
  });

  it('deletes recordings past the retention period and keeps the report', async () => {
    await t.app.services.db
      .update(telemetrySessions)
      .set({ updatedAt: new Date(Date.now() - 181 * 24 * 60 * MINUTE) })
      .where(eq(telemetrySessions.taskId, coraTask));
    expect(await t.app.services.behaviorTelemetry.purgeExpired()).toBe(1);
    const playback = (
      await call('interviewer', 'GET', `/behavior/submissions/${coraSubmission}/playback`)
    ).json<Playback>();
    expect(playback).toMatchObject({ available: false, events: [] });
    const report = (
      await call('interviewer', 'GET', `/behavior/submissions/${coraSubmission}/integrity`)
    ).json<IntegrityReport>();
    expect(report.telemetry_available).toBe(false);
    expect(report.signals.map((signal) => signal.kind)).toContain('external_paste');
  });

  it('measures the candidate’s working style across practice, with every measure defined', async () => {
    const started = await call('cora', 'POST', '/public/tasks', { template_id: 'platform-fizzbuzz' });
    const practiceTask = started.json<{ id: string }>().id;
    const start = Date.now() - 20 * MINUTE;
    const events: TelemetryEvent[] = [
      { t: start, type: 'snapshot', language: 'python', doc: '' },
      { t: start + 2 * MINUTE, type: 'edit', language: 'python', changes: [[0, 'print(1)']] },
      { t: start + 3 * MINUTE, type: 'run', action: 'examples', language: 'python' },
      { t: start + 3 * MINUTE + 200, type: 'result', action: 'examples', passed: 0, total: 3, compile_error: false },
      { t: start + 4 * MINUTE, type: 'edit', language: 'python', changes: [8, [0, '', 'print(2)']] },
      { t: start + 5 * MINUTE, type: 'run', action: 'examples', language: 'python' },
      { t: start + 5 * MINUTE + 200, type: 'result', action: 'examples', passed: 1, total: 3, compile_error: false },
      { t: start + 6 * MINUTE, type: 'edit', language: 'python', changes: [17, [0, '', 'print(3)']] },
      { t: start + 7 * MINUTE, type: 'run', action: 'examples', language: 'python' },
      { t: start + 7 * MINUTE + 200, type: 'result', action: 'examples', passed: 3, total: 3, compile_error: false },
      { t: start + 8 * MINUTE, type: 'run', action: 'final', language: 'python' },
    ];
    expect((await post('cora', practiceTask, randomUUID(), 0, events)).json()).toEqual({ stored: true, capped: false });
    await submitFinal('cora', practiceTask, replay(events).docs.python!);

    const analysis = await call('cora', 'GET', '/behavior/analysis');
    expect(analysis.statusCode, analysis.body).toBe(200);
    const body = analysis.json<{
      tasks: number;
      measures: { key: string; value: number | null; definition: string }[];
    }>();
    expect(body.tasks).toBe(1);
    const value = (key: string) => body.measures.find((measure) => measure.key === key)?.value;
    expect(value('time_to_first_run')).toBe(3);
    expect(value('edit_run_cycles')).toBe(3);
    expect(value('tested_before_submit')).toBe(100);
    expect(value('recovery_runs')).toBe(2);
    expect(value('active_minutes')).toBe(8);
    for (const measure of body.measures) expect(measure.definition.length).toBeGreaterThan(40);
    // The assigned tasks are not practice: the reviewer's view of them is theirs alone.
    const assigned = (await call('interviewer', 'GET', `/behavior/analysis?candidate_id=${people.cora.id}`)).json<{
      tasks: number;
    }>();
    expect(assigned.tasks).toBe(1);

    const definitions = await t.app.inject({ method: 'GET', url: '/api/v1/behavior/definitions' });
    expect(definitions.statusCode).toBe(200);
    expect(definitions.json()).toMatchObject({
      retention_days: 180,
      signals: expect.arrayContaining([expect.objectContaining({ kind: 'time_away' })]),
    });
  });
});

import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { addDemoCandidate, addOutsider } from '../../../test/organization-people.js';
import { submissions } from '../submissions/submissions.tables.js';
import { tasks } from '../tasks/tasks.tables.js';
import type { UserRow } from '../users/users.service.js';

type Who = 'interviewer' | 'orgadmin' | 'candidate' | 'outsider' | 'anonymous';
const MINUTE = 60_000;

/**
 * The text a PDF shows: each content stream inflated, and the strings of its text operators (pdfkit writes them as
 * hex in `[…] TJ` arrays, split where it kerns) joined.
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const operator of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      texts.push(
        [...operator[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
          .join(''),
      );
  }
  return texts.join('');
}

describe('the reviewer report: attempt history, candidate report, share links and PDF', () => {
  let t: TestApp;
  const tokens = {} as Record<Who, string | null>;
  let interviewer: UserRow;
  const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, ...(tokens[who] ? bearer(tokens[who]) : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const candidate = (email: string, name: string) => addDemoCandidate(t.app, email, name);

  async function assessment(): Promise<string> {
    return (
      await t.app.services.assessments.createAssessment(interviewer, {
        template_id: 'platform-fizzbuzz',
        instructions: '',
        due_in_days: null,
        duration_minutes: null,
      })
    ).id;
  }

  /**
   * The candidate's task of the assessment, submitted and scored as judging leaves it (no runner here): its final
   * submission, passing `passed` of FizzBuzz's tests, started `minutes` before it was submitted.
   */
  async function scoredTask(assessmentId: string, who: UserRow, score: number, minutes = 30, passed = 1) {
    const taskId = (
      await t.app.services.assessments.assign(interviewer, {
        assessment_id: assessmentId,
        candidate_emails: [who.email],
        candidate_ids: [],
        due_date: null,
      })
    ).assigned[0]!.task_id;
    const submittedAt = new Date('2026-11-20T10:00:00.000Z');
    const submissionId = `final-${taskId}`;
    await t.app.services.db.insert(submissions).values({
      id: submissionId,
      taskId,
      candidateId: who.id,
      kind: 'final',
      language: 'python',
      code: `print(${score})`,
      status: 'scored',
      score,
      results: Array.from({ length: passed }, (_, index) => ({
        id: `t${index}`,
        hidden: false,
        weight: 1,
        verdict: 'accepted' as const,
        report: {
          testId: `t${index}`,
          outcome: 'exited' as const,
          exitCode: 0,
          signal: null,
          stdout: '',
          stderr: '',
          cpuMs: 5,
          wallMs: 5,
          memoryKb: 100,
          returned: null,
        },
      })),
      createdAt: submittedAt,
      scoredAt: submittedAt,
    });
    await t.app.services.db
      .update(tasks)
      .set({ status: 'scored', score, startedAt: new Date(submittedAt.getTime() - minutes * MINUTE), submittedAt })
      .where(eq(tasks.id, taskId));
    t.app.services.readCaches.clear();
    return { taskId, submissionId };
  }

  let cora: UserRow;
  let dan: UserRow;
  let eve: UserRow;
  let finn: UserRow;
  let gus: UserRow;

  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'true' });
    for (const who of ['interviewer', 'orgadmin', 'candidate'] as const)
      tokens[who] = (await signIn(t.app, `${who}@demo.assay.dev`, t.config.DEMO_PASSWORD)).token;
    tokens.anonymous = null;
    interviewer = (await t.app.services.users.findRowByEmail('interviewer@demo.assay.dev'))!;
    await addOutsider(t.app);
    tokens.outsider = (await signIn(t.app, 'olga@globex.test', 'a-good-password')).token;
    cora = await candidate('cora@example.test', 'Cora Report');
    dan = await candidate('dan@example.test', 'Dan');
    eve = await candidate('eve@example.test', 'Eve');
    finn = await candidate('finn@example.test', 'Finn');
    gus = await candidate('gus@example.test', 'Gus');
  });
  afterAll(() => t.close());

  it('reports the score against the assessment’s other scored candidates, the rubric, the decision and the time taken', async () => {
    const shared = await assessment();
    const { submissionId } = await scoredTask(shared, cora, 70, 65, 3);
    await scoredTask(shared, dan, 40);
    await scoredTask(shared, eve, 90);
    await scoredTask(shared, finn, 55);
    // Not counted: Gus has not submitted; Dan's better score of another assessment is not this one's.
    await t.app.services.assessments.assign(interviewer, {
      assessment_id: shared,
      candidate_emails: [gus.email],
      candidate_ids: [],
      due_date: null,
    });
    await scoredTask(await assessment(), dan, 100);

    expect((await call('interviewer', 'POST', `/api/v1/evaluation/submissions/${submissionId}/start`)).statusCode).toBe(
      200,
    );
    await call('interviewer', 'PUT', `/api/v1/evaluation/submissions/${submissionId}/review`, {
      rubric_scores: [
        { criterion: 0, score: 5, comment: 'Every case.' },
        { criterion: 1, score: 2 },
      ],
      summary: 'Strong on correctness.',
    });
    await call('interviewer', 'POST', `/api/v1/evaluation/submissions/${submissionId}/decision`, {
      decision: 'advance',
    });

    const response = await call('orgadmin', 'GET', `/api/v1/evaluation/submissions/${submissionId}/report`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({
      title: 'FizzBuzz',
      organization: expect.any(String),
      candidate: { name: 'Cora Report', email: 'cora@example.test' },
      score: 70,
      passed: 3,
      total: expect.any(Number),
      decision: 'advance',
      status: 'decided',
      reviewer: expect.any(String),
      // (2 × 5/5 + 1 × 2/5) / 3 = 80 %.
      rubric_score: 80,
      summary: 'Strong on correctness.',
      submitted_at: '2026-11-20T10:00:00.000Z',
      started_at: '2026-11-20T08:55:00.000Z',
      time_taken_seconds: 65 * 60,
      // Of Dan 40, Eve 90 and Finn 55, two scored lower and one higher.
      standing: { scored_candidates: 4, scored_below: 2, rank: 2, percentile: 67 },
    });
    expect(report.rubric).toEqual([
      { name: 'Correctness', weight: 2, score: 5, comment: 'Every case.' },
      { name: 'Clarity', weight: 1, score: 2, comment: '' },
    ]);

    // The best and the lowest of the four.
    const eveReport = await call(
      'interviewer',
      'GET',
      `/api/v1/evaluation/submissions/final-${(await taskOf(shared, eve)).id}/report`,
    );
    expect(eveReport.json().standing).toEqual({ scored_candidates: 4, scored_below: 3, rank: 1, percentile: 100 });
    const danReport = await call(
      'interviewer',
      'GET',
      `/api/v1/evaluation/submissions/final-${(await taskOf(shared, dan)).id}/report`,
    );
    expect(danReport.json().standing).toEqual({ scored_candidates: 4, scored_below: 0, rank: 4, percentile: 0 });
  });

  const taskOf = async (assessmentId: string, who: UserRow) =>
    (await t.app.services.db.select().from(tasks).where(eq(tasks.assessmentId, assessmentId))).find(
      (task) => task.candidateId === who.id,
    )!;

  it('the only scored candidate of an assessment has a standing with nobody to compare with', async () => {
    const { submissionId } = await scoredTask(await assessment(), gus, 50);
    const report = (await call('interviewer', 'GET', `/api/v1/evaluation/submissions/${submissionId}/report`)).json();
    expect(report.standing).toEqual({ scored_candidates: 1, scored_below: 0, rank: 1, percentile: null });
    expect(report.decision).toBeNull();
    expect(report.rubric_score).toBeNull();
  });

  it('shows reviewers every attempt of the task, oldest first, with its code and results', async () => {
    const { taskId, submissionId } = await scoredTask(await assessment(), cora, 60);
    const base = new Date('2026-11-20T09:00:00.000Z').getTime();
    for (const [index, code] of ['print(1)', 'print(2)'].entries())
      await t.app.services.db.insert(submissions).values({
        id: `attempt-${index}-${taskId}`,
        taskId,
        candidateId: cora.id,
        kind: 'attempt',
        language: 'python',
        code,
        status: 'scored',
        score: 10 * (index + 1),
        createdAt: new Date(base + index * MINUTE),
      });
    const response = await call('interviewer', 'GET', `/api/v1/evaluation/submissions/${submissionId}/attempts`);
    expect(response.statusCode, response.body).toBe(200);
    const { attempts } = response.json<{ attempts: { kind: string; code: string; score: number }[] }>();
    expect(attempts.map(({ kind, code, score }) => [kind, code, score])).toEqual([
      ['attempt', 'print(1)', 10],
      ['attempt', 'print(2)', 20],
      ['final', 'print(60)', 60],
    ]);
    expect(
      (await call('interviewer', 'GET', `/api/v1/evaluation/submissions/${submissionId}/report`)).json().attempts,
    ).toBe(2);
    expect((await call('outsider', 'GET', `/api/v1/evaluation/submissions/${submissionId}/attempts`)).statusCode).toBe(
      404,
    );
    expect((await call('candidate', 'GET', `/api/v1/evaluation/submissions/${submissionId}/attempts`)).statusCode).toBe(
      403,
    );
  });

  it('a share link opens the report signed out until it expires; a tampered or withdrawn link is refused', async () => {
    const { submissionId } = await scoredTask(await assessment(), eve, 85);
    const links = `/api/v1/evaluation/submissions/${submissionId}/report/links`;
    expect((await call('interviewer', 'POST', links, { expires_in_days: 3 })).statusCode).toBe(400);
    expect((await call('outsider', 'POST', links, { expires_in_days: 7 })).statusCode).toBe(404);
    expect((await call('candidate', 'POST', links, { expires_in_days: 7 })).statusCode).toBe(403);

    const before = Date.now();
    const created = await call('interviewer', 'POST', links, { expires_in_days: 7 });
    expect(created.statusCode, created.body).toBe(201);
    const link = created.json<{ id: string; url: string; expires_at: string }>();
    expect(Date.parse(link.expires_at) - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(Date.parse(link.expires_at) - before).toBeLessThan(7 * 86_400_000 + 60_000);
    expect(link.url.startsWith(`${t.config.publicUrl}/shared/reports/`)).toBe(true);
    const token = link.url.split('/shared/reports/')[1]!;

    // Signed out.
    const opened = await call('anonymous', 'GET', `/api/v1/shared/reports/${token}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['cache-control']).toContain('no-store');
    expect(opened.json()).toMatchObject({
      report: { candidate: { name: 'Eve' }, score: 85 },
      expires_at: link.expires_at,
    });

    const pdf = await call('anonymous', 'GET', `/api/v1/shared/reports/${token}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Eve');
    expect(text).toContain('Score: 85 / 100');
    expect(text).toContain('The only scored candidate of this assessment so far');

    // Tampered: another body (a later expiry) under the old signature, or a signature changed.
    const [linkId, expiry, signature] = token.split('.');
    const later = (parseInt(expiry!, 36) + 365 * 86_400).toString(36);
    for (const bad of [
      `${linkId}.${later}.${signature}`,
      `${linkId}.${expiry}.${signature!.slice(0, -2)}xx`,
      'nonsense',
    ]) {
      const refused = await call('anonymous', 'GET', `/api/v1/shared/reports/${bad}`);
      expect(refused.statusCode, bad).toBe(404);
      expect(refused.json().code).toBe('REPORT_LINK_INVALID');
    }

    // Expired: the same link as its token reads once its time has passed (signed with the server's key, as issued).
    const expired = t.app.services.reportTokens.sign({ linkId: link.id, expiresAt: new Date(Date.now() - 1000) });
    const gone = await call('anonymous', 'GET', `/api/v1/shared/reports/${expired}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ code: 'REPORT_LINK_EXPIRED', message: 'This link has expired.' });
    expect((await call('anonymous', 'GET', `/api/v1/shared/reports/${expired}/pdf`)).statusCode).toBe(410);

    // Listed for the team; withdrawn, it stops at once.
    const listed = (await call('orgadmin', 'GET', links)).json<{ links: { id: string; url: string }[] }>().links;
    expect(listed.map((entry) => entry.url)).toEqual([link.url]);
    expect((await call('outsider', 'DELETE', `${links}/${link.id}`)).statusCode).toBe(404);
    const withdrawn = await call('orgadmin', 'DELETE', `${links}/${link.id}`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().links[0].withdrawn_at).toEqual(expect.any(String));
    const refused = await call('anonymous', 'GET', `/api/v1/shared/reports/${token}`);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().code).toBe('REPORT_LINK_WITHDRAWN');
  });

  it('gives staff the report as a PDF', async () => {
    const { submissionId } = await scoredTask(await assessment(), finn, 45, 12);
    const pdf = await call('interviewer', 'GET', `/api/v1/evaluation/submissions/${submissionId}/report.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="candidate-report-finn-fizzbuzz.pdf"');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Finn');
    expect(text).toContain('Time taken: 12 min');
    expect(text).toContain('Decision: Not decided yet');
    expect(
      (await call('outsider', 'GET', `/api/v1/evaluation/submissions/${submissionId}/report.pdf`)).statusCode,
    ).toBe(404);
  });
});

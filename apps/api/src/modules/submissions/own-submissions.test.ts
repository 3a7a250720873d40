import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, signUp } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

type Who = 'interviewer' | 'orgadmin' | 'candidate' | 'otherCandidate';
type OwnList = {
  submissions: {
    id: string;
    task_id: string;
    title: string;
    practice: boolean;
    kind: string;
    language: string;
    status: string;
    score: number | null;
    created_at: string;
  }[];
  total: number;
  page: number;
  limit: number;
};

/**
 * "My submissions" (GET /candidate/submissions): the caller's own submissions across all their tasks, assigned and
 * practice, newest first and paginated. No runner here: submissions stay queued, which is all a list needs.
 */
describe('a candidate’s own submissions', () => {
  let t: TestApp;
  const token = {} as Record<Who, string>;
  const call = (who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, ...bearer(token[who]) },
      ...(payload ? { payload } : {}),
    });
  const sent: string[] = [];

  async function assigned(templateId: string): Promise<string> {
    const assessment = (
      await call('interviewer', 'POST', '/api/v1/interviewer/tasks', { template_id: templateId })
    ).json<{ id: string }>();
    const result = await call('interviewer', 'POST', '/api/v1/interviewer/tasks/assign', {
      assessment_id: assessment.id,
      candidate_emails: ['candidate@demo.assay.dev'],
    });
    return result.json<{ assigned: { task_id: string }[] }>().assigned[0]!.task_id;
  }

  async function submit(who: Who, taskId: string, final: boolean, language = 'python'): Promise<string> {
    const response = await call(who, 'POST', `/api/v1/candidate/tasks/${taskId}/${final ? 'submit' : 'submissions'}`, {
      language,
      code: 'print(1)',
    });
    expect(response.statusCode, response.body).toBe(202);
    return response.json<{ id: string }>().id;
  }

  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'true' });
    for (const who of ['interviewer', 'orgadmin', 'candidate'] as const)
      token[who] = (await signIn(t.app, `${who}@demo.assay.dev`, t.config.DEMO_PASSWORD)).token;
    await signUp(t.app, { email: 'cora3@demo.test', password: 'a-good-password', name: 'Other' });
    token.otherCandidate = (await signIn(t.app, 'cora3@demo.test', 'a-good-password')).token;
    await call('otherCandidate', 'POST', '/api/v1/users/me/role', { role: 'candidate' });

    // Two assigned tasks and a practice task of the candidate, and the other candidate's practice of the same template.
    const fizz = await assigned('platform-fizzbuzz');
    const brackets = await assigned('platform-balanced-brackets');
    const practice = (
      await call('candidate', 'POST', '/api/v1/public/tasks', { template_id: 'platform-two-sum' })
    ).json<{ id: string }>().id;
    sent.push(await submit('candidate', fizz, false));
    sent.push(await submit('candidate', brackets, false, 'javascript'));
    sent.push(await submit('candidate', practice, false));
    sent.push(await submit('candidate', fizz, true));
    const othersPractice = (
      await call('otherCandidate', 'POST', '/api/v1/public/tasks', { template_id: 'platform-two-sum' })
    ).json<{ id: string }>().id;
    await submit('otherCandidate', othersPractice, false);
  });
  afterAll(() => t.close());

  it('lists every submission of the caller across their tasks, newest first, with its task, kind and language', async () => {
    const response = await call('candidate', 'GET', '/api/v1/candidate/submissions');
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<OwnList>();
    expect(list).toMatchObject({ total: 4, page: 1, limit: 20 });
    expect(list.submissions.map((row) => row.id)).toEqual([...sent].reverse());
    expect(list.submissions.map((row) => [row.title, row.kind, row.language, row.practice, row.status])).toEqual([
      ['FizzBuzz', 'final', 'python', false, 'queued'],
      ['Two Sum', 'attempt', 'python', true, 'queued'],
      ['Balanced Brackets', 'attempt', 'javascript', false, 'queued'],
      ['FizzBuzz', 'attempt', 'python', false, 'queued'],
    ]);
    // No code and no tests in a list row.
    expect(Object.keys(list.submissions[0]!)).not.toContain('code');
    expect(Object.keys(list.submissions[0]!)).not.toContain('tests');
  });

  it('pages through them', async () => {
    const second = (await call('candidate', 'GET', '/api/v1/candidate/submissions?page=2&limit=3')).json<OwnList>();
    expect(second).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(second.submissions.map((row) => row.id)).toEqual([sent[0]]);
    expect((await call('candidate', 'GET', '/api/v1/candidate/submissions?limit=0')).statusCode).toBe(400);
  });

  it("is strictly the caller's own: another candidate sees only theirs, staff are refused", async () => {
    const others = (await call('otherCandidate', 'GET', '/api/v1/candidate/submissions')).json<OwnList>();
    expect(others.total).toBe(1);
    expect(others.submissions.map((row) => row.id)).not.toContain(sent[2]);
    expect(others.submissions[0]).toMatchObject({ title: 'Two Sum', practice: true });
    expect((await call('interviewer', 'GET', '/api/v1/candidate/submissions')).statusCode).toBe(403);
  });

  // Last: it removes the candidate from the demo organization.
  it('drops an organization’s tasks once the candidate is removed from it, keeping their practice', async () => {
    const me = (await call('candidate', 'GET', '/api/v1/users/me')).json<{ id: string; organizationId: string }>();
    const removed = await call('orgadmin', 'DELETE', `/api/v1/organizations/${me.organizationId}/members/${me.id}`);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const list = (await call('candidate', 'GET', '/api/v1/candidate/submissions')).json<OwnList>();
    expect(list.total).toBe(1);
    expect(list.submissions.map((row) => [row.id, row.title, row.practice])).toEqual([[sent[2], 'Two Sum', true]]);
  });
});

import {
  ORGANIZATION_SUSPENDED_CODE,
  type AdminOrganizationDetail,
  type AdminOrganizationList,
  type MySuspension,
} from '@assay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { DEMO_ORGANIZATION } from '../users/demo-accounts.js';

type Who = 'admin' | 'orgadmin' | 'interviewer' | 'candidate';
const REASON = 'Unpaid invoices since October.';
const SUSPENDED_MESSAGE = 'Your organization is suspended: Unpaid invoices since October. Contact your administrator.';
const CODE = { language: 'python', code: 'print(1)' };

describe("the platform admin's organizations: usage, suspend and restore", () => {
  let t: TestApp;
  const token = {} as Record<Who, string>;
  let taskId = '';

  const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, ...bearer(token[who]) },
      ...(payload ? { payload } : {}),
    });
  const detail = async () =>
    (await call('admin', 'GET', `/api/v1/admin/organizations/${DEMO_ORGANIZATION.id}`)).json<AdminOrganizationDetail>();
  /** What a suspension must leave as it was: members, usage and the candidate's tasks with their drafts. */
  const snapshot = async () => {
    const { members, usage } = await detail();
    const tasks = (await call('candidate', 'GET', '/api/v1/candidate/tasks?limit=100')).json<{ tasks: unknown[] }>();
    const task = (await call('candidate', 'GET', `/api/v1/candidate/tasks/${taskId}`)).json<{ drafts: unknown[] }>();
    return { members, usage, tasks: tasks.tasks, drafts: task.drafts };
  };

  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'true' });
    for (const who of ['admin', 'orgadmin', 'interviewer', 'candidate'] as const)
      token[who] = (await signIn(t.app, `${who}@demo.assay.dev`, t.config.DEMO_PASSWORD)).token;
    const list = (await call('candidate', 'GET', '/api/v1/candidate/tasks?limit=50')).json<{
      tasks: { id: string; status: string }[];
    }>();
    taskId = list.tasks.find((task) => task.status === 'assigned')!.id;
    // A draft before the suspension, so that its survival is checked too.
    expect((await call('candidate', 'PUT', `/api/v1/candidate/tasks/${taskId}/draft`, CODE)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('lists organizations by name with usage counted from the database, and opens one with its members', async () => {
    const second = await call('admin', 'GET', '/api/v1/admin/organizations?search=demo&limit=1');
    expect(second.statusCode, second.body).toBe(200);
    const page = second.json<AdminOrganizationList>();
    expect(page.total).toBe(1);
    expect(page.organizations[0]).toMatchObject({ id: DEMO_ORGANIZATION.id, name: 'Demo Company', suspendedAt: null });
    expect(
      (await call('admin', 'GET', '/api/v1/admin/organizations?search=no-such-name')).json<AdminOrganizationList>(),
    ).toMatchObject({ organizations: [], total: 0 });

    const one = await detail();
    const tasks = (await call('admin', 'GET', `/api/v1/tasks?organization_id=${DEMO_ORGANIZATION.id}&limit=1`)).json<{
      total: number;
    }>().total;
    expect(one.usage).toMatchObject({ members: 3, tasks, assessments: expect.any(Number) });
    expect(one.usage.assessments).toBeGreaterThan(0);
    expect(one.usage.lastActivityAt).not.toBeNull();
    expect(one.members.map((member) => [member.email, member.role])).toEqual(
      expect.arrayContaining([
        ['candidate@demo.assay.dev', 'candidate'],
        ['interviewer@demo.assay.dev', 'interviewer'],
        ['orgadmin@demo.assay.dev', 'orgadmin'],
      ]),
    );
    expect((await call('admin', 'GET', '/api/v1/admin/organizations/no-such-org')).statusCode).toBe(404);
  });

  it('is the admin’s alone: anyone else is refused', async () => {
    for (const who of ['orgadmin', 'interviewer', 'candidate'] as const) {
      expect((await call(who, 'GET', '/api/v1/admin/organizations')).statusCode, who).toBe(403);
      const suspend = await call(who, 'POST', `/api/v1/admin/organizations/${DEMO_ORGANIZATION.id}/suspend`, {
        reason: REASON,
      });
      expect(suspend.statusCode, who).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/admin/organizations' });
    expect(anonymous.statusCode).toBe(401);
    expect((await detail()).suspendedAt).toBeNull();
  });

  it('a suspension stops new work with the reason, changes no data, and a restore lets the work go on', async () => {
    const before = await snapshot();
    const empty = await call('admin', 'POST', `/api/v1/admin/organizations/${DEMO_ORGANIZATION.id}/suspend`, {
      reason: '  ',
    });
    expect(empty.statusCode).toBe(400);

    const suspended = await call('admin', 'POST', `/api/v1/admin/organizations/${DEMO_ORGANIZATION.id}/suspend`, {
      reason: REASON,
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json<AdminOrganizationDetail>()).toMatchObject({ suspendedReason: REASON });
    const again = await call('admin', 'POST', `/api/v1/admin/organizations/${DEMO_ORGANIZATION.id}/suspend`, {
      reason: REASON,
    });
    expect(again.statusCode).toBe(409);

    // Its people still sign in and read, and are told why.
    expect((await signIn(t.app, 'candidate@demo.assay.dev', t.config.DEMO_PASSWORD)).token).toBeTruthy();
    expect((await call('candidate', 'GET', '/api/v1/users/me')).statusCode).toBe(200);
    expect((await call('candidate', 'GET', '/api/v1/organizations/suspension')).json<MySuspension>()).toEqual({
      suspended: true,
      organizationName: 'Demo Company',
      reason: REASON,
      message: SUSPENDED_MESSAGE,
    });

    const refused = [
      await call('candidate', 'POST', `/api/v1/candidate/tasks/${taskId}/start`),
      await call('candidate', 'PUT', `/api/v1/candidate/tasks/${taskId}/draft`, CODE),
      await call('candidate', 'POST', `/api/v1/candidate/tasks/${taskId}/test`, CODE),
      await call('candidate', 'POST', `/api/v1/candidate/tasks/${taskId}/run`, { ...CODE, input: '' }),
      await call('candidate', 'POST', `/api/v1/candidate/tasks/${taskId}/submit`, CODE),
      await call('interviewer', 'POST', '/api/v1/interviewer/tasks', { template_id: 'platform-fizzbuzz' }),
      await call('orgadmin', 'POST', '/api/v1/tasks', {
        template_id: 'platform-fizzbuzz',
        candidate_email: 'candidate@demo.assay.dev',
      }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: ORGANIZATION_SUSPENDED_CODE, message: SUSPENDED_MESSAGE });
    }
    const assessment = before.usage.assessments > 0 ? await firstAssessmentId() : null;
    const assign = await call('interviewer', 'POST', '/api/v1/interviewer/tasks/assign', {
      assessment_id: assessment,
      candidate_emails: ['someone-new@example.test'],
    });
    expect(assign.json()).toMatchObject({ code: ORGANIZATION_SUSPENDED_CODE });
    expect(await snapshot()).toEqual(before);

    const restored = await call('admin', 'POST', `/api/v1/admin/organizations/${DEMO_ORGANIZATION.id}/restore`, {
      reason: 'Paid in full.',
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<AdminOrganizationDetail>()).toMatchObject({ suspendedAt: null, suspendedReason: null });
    expect(await snapshot()).toEqual(before);
    expect((await call('candidate', 'GET', '/api/v1/organizations/suspension')).json<MySuspension>()).toMatchObject({
      suspended: false,
    });
    expect((await call('candidate', 'POST', `/api/v1/candidate/tasks/${taskId}/start`)).statusCode).toBe(200);
    expect((await call('candidate', 'PUT', `/api/v1/candidate/tasks/${taskId}/draft`, CODE)).statusCode).toBe(200);
    expect(
      (await call('interviewer', 'POST', '/api/v1/interviewer/tasks', { template_id: 'platform-fizzbuzz' })).statusCode,
    ).toBe(201);

    const audit = await call('admin', 'GET', `/api/v1/admin/audit-logs?organization_id=${DEMO_ORGANIZATION.id}`);
    const actions = audit.json<{ items: { action: string; metadata: { reason?: string } }[] }>().items;
    expect(actions.find((entry) => entry.action === 'organization.suspended')?.metadata.reason).toBe(REASON);
    expect(actions.find((entry) => entry.action === 'organization.restored')?.metadata.reason).toBe('Paid in full.');
  });

  async function firstAssessmentId(): Promise<string> {
    const list = await call('interviewer', 'GET', '/api/v1/interviewer/tasks?limit=1');
    return list.json<{ assessments: { id: string }[] }>().assessments[0]!.id;
  }
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, signUp } from '../test/auth-helpers.js';
import {
  authorizationMatrix,
  MATRIX_PATH,
  MATRIX_TEMPLATE,
  type Caller,
  type MatrixIds,
  type MatrixRow,
} from '../test/authorization-matrix/index.js';
import { templateContentSchema } from '@assay/contracts';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { submissions } from './modules/submissions/submissions.tables.js';

const PASSWORD = 'assay-demo';

/** Walks every registered API route as every kind of caller and compares with the declared outcome. */
describe('authorization matrix', () => {
  let t: TestApp;
  const tokens = new Map<Caller, string | null>();
  let ids: MatrixIds;

  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'true' });
    const { identity, users, organizationsRepository } = t.app.services;
    // The outsider: orgadmin of another organization.
    await organizationsRepository.insertIfAbsent({
      id: 'outside-org',
      name: 'Outside Ltd',
      createdBy: 'outsider@example.test',
    });
    const subject = await identity.ensureAccount({
      email: 'outsider@example.test',
      password: PASSWORD,
      name: 'Otto Outsider',
    });
    const outsider = await users.ensureSeededUser({
      issuer: identity.issuer,
      subject,
      email: 'outsider@example.test',
      name: 'Otto',
      role: 'orgadmin',
      organizationId: 'outside-org',
    });
    await organizationsRepository.addMember({ organizationId: 'outside-org', userId: outsider.id, role: 'orgadmin' });
    await signUp(t.app, { email: 'norole@example.test', password: PASSWORD, name: 'No Role' });

    tokens.set('anonymous', null);
    for (const role of ['candidate', 'interviewer', 'orgadmin', 'admin'] as const)
      tokens.set(role, (await signIn(t.app, `${role}@demo.assay.dev`, PASSWORD)).token);
    tokens.set('outsider', (await signIn(t.app, 'outsider@example.test', PASSWORD)).token);
    tokens.set('noRole', (await signIn(t.app, 'norole@example.test', PASSWORD)).token);
    const candidate = (
      await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(tokens.get('candidate')!) })
    ).json<{ id: string }>();
    adminUserId = (
      await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(tokens.get('admin')!) })
    ).json<{ id: string }>().id;
    const spareSubject = await identity.ensureAccount({
      email: 'spare@example.test',
      password: PASSWORD,
      name: 'Spare Member',
    });
    const spare = await users.ensureSeededUser({
      issuer: identity.issuer,
      subject: spareSubject,
      email: 'spare@example.test',
      name: 'Spare',
      role: 'candidate',
      organizationId: 'demo-organization',
    });
    interviewerUserId = (
      await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(tokens.get('interviewer')!) })
    ).json<{ id: string }>().id;
    ids = {
      demoCandidateId: candidate.id,
      outsiderId: outsider.id,
      demoOrganizationId: 'demo-organization',
      invitationId: '',
      spareMemberId: spare.id,
      templateId: '',
      assessmentId: '',
      candidateTaskId: '',
      submissionId: '',
      submitTaskId: '',
      finalSubmissionId: 'matrix-final-submission',
      reviewedTaskId: '',
      learningPathId: '',
    };
    const interviewer = (await users.findRow(interviewerUserId))!;
    ids.assessmentId = (
      await t.app.services.assessments.createAssessment(interviewer, {
        template_id: 'platform-fizzbuzz',
        instructions: '',
        due_in_days: null,
        duration_minutes: null,
      })
    ).id;
    ids.candidateTaskId = (
      await t.app.services.assessments.assign(interviewer, {
        assessment_id: ids.assessmentId,
        candidate_emails: ['candidate@demo.assay.dev'],
        candidate_ids: [],
        due_date: null,
      })
    ).assigned[0]!.task_id;
    const candidateRow = (await users.findRow(candidate.id))!;
    ids.submissionId = (
      await t.app.services.submissions.attempt(candidateRow, ids.candidateTaskId, {
        language: 'python',
        code: 'print(1)',
      })
    ).id;
    const second = await t.app.services.assessments.createAssessment(interviewer, {
      template_id: 'platform-two-sum',
      instructions: '',
      due_in_days: null,
      duration_minutes: null,
    });
    ids.submitTaskId = (
      await t.app.services.assessments.assign(interviewer, {
        assessment_id: second.id,
        candidate_emails: ['candidate@demo.assay.dev'],
        candidate_ids: [],
        due_date: null,
      })
    ).assigned[0]!.task_id;
    // Scored without a runner (this app forks none): the row a judged final submission leaves.
    const third = await t.app.services.assessments.createAssessment(interviewer, {
      template_id: 'platform-fizzbuzz',
      instructions: '',
      due_in_days: null,
      duration_minutes: null,
    });
    ids.reviewedTaskId = (
      await t.app.services.assessments.assign(interviewer, {
        assessment_id: third.id,
        candidate_emails: ['candidate@demo.assay.dev'],
        candidate_ids: [],
        due_date: null,
      })
    ).assigned[0]!.task_id;
    await t.app.services.db.insert(submissions).values({
      id: ids.finalSubmissionId,
      taskId: ids.reviewedTaskId,
      candidateId: candidate.id,
      kind: 'final',
      language: 'python',
      code: 'print(1)',
      status: 'scored',
      score: 40,
      scoredAt: new Date(),
    });
    await prepare('freshInvitation');
    await prepare('freshTemplate');
    const admin = (await users.findRow(adminUserId))!;
    ids.learningPathId = (await t.app.services.learningAuthoring.create(admin, 'Matrix path')).id;
    await t.app.services.learningAuthoring.saveDraft(admin, ids.learningPathId, MATRIX_PATH);
    await t.app.services.learningAuthoring.publish(admin, ids.learningPathId);
  });

  /** Puts back what a previous caller's allowed request used up, so each caller meets the same state. */
  async function prepare(kind: MatrixRow['prepare']) {
    const { organizationsRepository, invitations, users } = t.app.services;
    if (kind === 'spareMember')
      await organizationsRepository.addMember({
        organizationId: ids.demoOrganizationId,
        userId: ids.spareMemberId,
        role: 'candidate',
      });
    if (kind === 'freshTemplate') {
      const interviewer = (await users.findRow(interviewerUserId))!;
      ids.templateId = (
        await t.app.services.taskTemplates.create(interviewer, templateContentSchema.parse(MATRIX_TEMPLATE))
      ).id;
    }
    if (kind === 'freshInvitation') {
      const admin = (await users.findRow(adminId()))!;
      ids.invitationId = (
        await invitations.invite(admin, ids.demoOrganizationId, { email: 'fresh@example.test', role: 'candidate' }, {})
      ).id;
    }
  }
  const adminId = () => adminUserId;
  let adminUserId = '';
  let interviewerUserId = '';
  afterAll(() => t.close());

  it('declares every registered API route', () => {
    const declared = new Set(authorizationMatrix.map((row) => row.route));
    const apiRoutes = [...t.app.routeAccess.keys()].filter((key) => / \/(api\/v1|auth|health|tasks)/.test(key));
    expect(
      apiRoutes.filter((route) => !declared.has(route)),
      'routes with no row in test/authorization-matrix/',
    ).toEqual([]);
    expect(
      [...declared].filter((route) => !t.app.routeAccess.has(route)),
      'rows for routes that do not exist',
    ).toEqual([]);
  });

  it('answers each caller as declared', async () => {
    const mismatches: string[] = [];
    for (const row of authorizationMatrix) {
      const method = row.route.split(' ')[0] as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
      for (const [caller, expected] of Object.entries(row.expect) as [Caller, (typeof row.expect)[Caller]][]) {
        await prepare(row.prepare);
        const { url, payload } = row.request(ids, caller);
        const token = tokens.get(caller);
        const response = await t.app.inject({
          method,
          url,
          headers: { origin: t.config.publicUrl, ...(token ? bearer(token) : {}) },
          ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
        });
        const ok =
          expected === 'ok'
            ? response.statusCode >= 200 && response.statusCode < 300
            : response.statusCode === expected;
        if (!ok)
          mismatches.push(
            `${row.route} as ${caller}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
    // Every route times every caller, one after another: the bound grows with the routes (30 s was reached on a busy
    // machine once the admin console's rows came).
  }, 120_000);
});

import { randomUUID } from 'node:crypto';
import type { OnboardingStatus, PathContent } from '@assay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, signUp } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { recordScored, signedUpCandidate, untilOutboxIdle } from '../../../test/game-events.js';
import { createInvitationReader } from '../../../test/invitation-mail.js';
import { submissions } from '../submissions/submissions.tables.js';
import { outboxEvents } from '../../platform/outbox/outbox.tables.js';
import { eq } from 'drizzle-orm';
import { createOnboardingSubscriber } from './onboarding.subscriber.js';

const PASSWORD = 'a-good-password';

/** A free path of one lesson, for the candidate's "learning path" step. */
const PATH: PathContent = {
  title: 'Onboarding path',
  summary: 'One lesson.',
  description: 'For the onboarding tests.',
  level: 'beginner',
  topics: [],
  unlock: 'free',
  prerequisites: [],
  resources: [],
  modules: [
    {
      key: 'only',
      title: 'Only',
      summary: 'The one module.',
      steps: [{ key: 'read', kind: 'lesson', title: 'Read', minutes: 1, body: 'Text.' }],
    },
  ],
};

describe('onboarding: a checklist per role, ticked only by the real events', () => {
  let t: TestApp;
  let invitationToken: (email: string) => Promise<string>;
  const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { origin: t.config.publicUrl, ...bearer(token) },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  const ok = async <T>(response: ReturnType<typeof call>) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return answer.json() as T;
  };
  const status = async (token: string) => {
    await untilOutboxIdle(t.app);
    return ok<OnboardingStatus>(call(token, 'GET', '/onboarding/status'));
  };
  const done = (s: OnboardingStatus) => s.steps.filter((step) => step.done).map((step) => step.key);

  /** A brand-new account, signed in, with no role yet. */
  async function newUser(name: string) {
    const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 8)}@example.test`;
    expect((await signUp(t.app, { email, password: PASSWORD, name })).statusCode).toBe(200);
    const { token } = await signIn(t.app, email, PASSWORD);
    const { id } = await ok<{ id: string }>(call(token, 'GET', '/users/me'));
    return { id, email, token };
  }

  /** A new staff member who chose `role` and created an organization. */
  async function staffWithOrganization(name: string, role: 'interviewer' | 'orgadmin') {
    const user = await newUser(name);
    await ok(call(user.token, 'POST', '/users/me/role', { role }));
    const organization = await ok<{ id: string }>(call(user.token, 'POST', '/organizations', { name: `${name} Ltd` }));
    return { ...user, organizationId: organization.id };
  }

  /** Someone invited into `organizationId` as `role`, who signs up and accepts. */
  async function invitedMember(
    inviter: string,
    organizationId: string,
    role: 'interviewer' | 'orgadmin' | 'candidate',
  ) {
    const email = `colleague-${randomUUID().slice(0, 8)}@example.test`;
    await ok(call(inviter, 'POST', `/organizations/${organizationId}/invitations`, { email, role }));
    expect((await signUp(t.app, { email, password: PASSWORD, name: 'Colleague' })).statusCode).toBe(200);
    const { token } = await signIn(t.app, email, PASSWORD);
    await ok(call(token, 'POST', `/invitations/accept/${encodeURIComponent(await invitationToken(email))}`));
    const { id } = await ok<{ id: string }>(call(token, 'GET', '/users/me'));
    return { id, email, token };
  }

  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'true', LOG_LEVEL: 'error' });
    invitationToken = createInvitationReader(t.app);
  });
  afterAll(() => t.close());

  it('a user with no role and the admin have no checklist; dismissing is idempotent for anyone', async () => {
    const fresh = await newUser('No Role');
    const before = await status(fresh.token);
    expect(before).toMatchObject({ role: null, steps: [], doneCount: 0, totalCount: 0, completed: false });
    expect(before.dismissed).toBe(false);
    const admin = (await signIn(t.app, 'admin@demo.assay.dev', t.config.DEMO_PASSWORD)).token;
    expect(await status(admin)).toMatchObject({ role: 'admin', steps: [], totalCount: 0, dismissed: false });
    const first = await ok<OnboardingStatus>(call(fresh.token, 'POST', '/onboarding/complete'));
    const second = await ok<OnboardingStatus>(call(fresh.token, 'POST', '/onboarding/complete', {}));
    expect(first.dismissed).toBe(true);
    expect(second.dismissedAt).toBe(first.dismissedAt);
    // Completing a step by a click is not a thing: the body takes no fields.
    expect((await call(fresh.token, 'POST', '/onboarding/complete', { step: 'profile' })).statusCode).toBe(400);
  });

  it("a candidate's steps tick from saving the profile, a passing practice solve and a learning step", async () => {
    const candidate = await signedUpCandidate(t.app, 'Cara Candidate');
    const other = await signedUpCandidate(t.app, 'Otto Other');
    const initial = await status(candidate.token);
    expect(initial.role).toBe('candidate');
    expect(initial.steps.map((step) => step.key)).toEqual(['profile', 'first_practice_solve', 'game_or_learning']);
    expect(initial.steps[0]).toMatchObject({ label: 'Complete your profile', href: '/settings/profile', done: false });
    expect(initial).toMatchObject({ doneCount: 0, totalCount: 3, completed: false });

    // Switching the acting organization is not saving the profile; saving the name is.
    await ok(call(candidate.token, 'PATCH', '/users/me', { organization_id: '' }));
    expect(done(await status(candidate.token))).toEqual([]);
    await ok(call(candidate.token, 'PATCH', '/users/me', { name: 'Cara C.' }));
    const profiled = await status(candidate.token);
    expect(done(profiled)).toEqual(['profile']);

    // Judging's event: a failing practice score, and an organization's assessment (no practice), tick nothing.
    await recordScored(t.app, candidate.id, { score: 40 });
    await recordScored(t.app, candidate.id, { score: 100, practice: false });
    expect(done(await status(candidate.token))).toEqual(['profile']);
    await recordScored(t.app, candidate.id, { score: 90 });
    expect(done(await status(candidate.token))).toEqual(['profile', 'first_practice_solve']);

    const admin = await t.app.services.users.findRowByEmail('admin@demo.assay.dev');
    const path = await t.app.services.learningAuthoring.create(admin!, 'Onboarding path');
    await t.app.services.learningAuthoring.saveDraft(admin!, path.id, PATH);
    await t.app.services.learningAuthoring.publish(admin!, path.id);
    await ok(call(candidate.token, 'POST', `/learning/paths/${path.id}/enroll`));
    expect(done(await status(candidate.token))).toHaveLength(2);
    await ok(call(candidate.token, 'POST', `/learning/paths/${path.id}/steps/read/complete`));
    const all = await status(candidate.token);
    expect(all).toMatchObject({ doneCount: 3, totalCount: 3, completed: true, dismissed: false });

    // A step once done stays done, at its first time; saving the profile again changes nothing.
    await ok(call(candidate.token, 'PATCH', '/users/me', { name: 'Cara Candidate' }));
    expect((await status(candidate.token)).steps[0]!.doneAt).toBe(profiled.steps[0]!.doneAt);

    // Nothing of hers shows on another candidate's checklist.
    expect(done(await status(other.token))).toEqual([]);
  });

  it("a candidate's quick-fire round in the game mode ticks the same step as a learning path", async () => {
    const player = await signedUpCandidate(t.app, 'Gia Gamer');
    await ok(call(player.token, 'POST', '/gamification/public-challenge', {}));
    expect(done(await status(player.token))).toEqual(['game_or_learning']);
  });

  it("an interviewer's steps tick from a template (written or copied), an assessment sent and a review", async () => {
    const orgadmin = await staffWithOrganization('Olive Orgadmin', 'orgadmin');
    const interviewer = await invitedMember(orgadmin.token, orgadmin.organizationId, 'interviewer');
    const copier = await invitedMember(orgadmin.token, orgadmin.organizationId, 'interviewer');
    const initial = await status(interviewer.token);
    expect(initial.steps.map((step) => step.key)).toEqual(['first_template', 'first_assessment_sent', 'first_review']);
    expect(done(initial)).toEqual([]);

    await ok(
      call(interviewer.token, 'POST', '/templates', {
        title: 'Echo',
        difficulty: 'easy',
        languages: [{ language: 'python', starter_code: '', reference_solution: 'print(input())' }],
        tests: [{ id: 't1', name: 'echo', input: 'x\n', expected_output: 'x\n' }],
      }),
    );
    expect(done(await status(interviewer.token))).toEqual(['first_template']);
    // A library pick: a platform template copied into the organization.
    await ok(call(copier.token, 'POST', '/templates/platform-fizzbuzz/duplicate'));
    expect(done(await status(copier.token))).toEqual(['first_template']);

    // Sent to a stranger: invited as a candidate with the task waiting.
    const assessment = await ok<{ id: string }>(
      call(interviewer.token, 'POST', '/interviewer/tasks', { template_id: 'platform-fizzbuzz' }),
    );
    await ok(
      call(interviewer.token, 'POST', '/interviewer/tasks/assign', {
        assessment_id: assessment.id,
        candidate_emails: [`stranger-${randomUUID().slice(0, 8)}@example.test`],
      }),
    );
    expect(done(await status(interviewer.token))).toEqual(['first_template', 'first_assessment_sent']);

    // Sent to a candidate of the organization (task.assigned), then the final submission reviewed.
    const candidate = await invitedMember(orgadmin.token, orgadmin.organizationId, 'candidate');
    const second = await ok<{ id: string }>(
      call(copier.token, 'POST', '/interviewer/tasks', { template_id: 'platform-fizzbuzz' }),
    );
    const assigned = await ok<{ assigned: { task_id: string }[] }>(
      call(copier.token, 'POST', '/interviewer/tasks/assign', {
        assessment_id: second.id,
        candidate_ids: [candidate.id],
      }),
    );
    expect(done(await status(copier.token))).toEqual(['first_template', 'first_assessment_sent']);
    const submissionId = randomUUID();
    // Scored without a runner (this app forks none): the row a judged final submission leaves.
    await t.app.services.db.insert(submissions).values({
      id: submissionId,
      taskId: assigned.assigned[0]!.task_id,
      candidateId: candidate.id,
      kind: 'final',
      language: 'python',
      code: 'print(1)',
      status: 'scored',
      score: 80,
      scoredAt: new Date(),
    });
    await ok(call(interviewer.token, 'POST', `/evaluation/submissions/${submissionId}/start`));
    expect(done(await status(interviewer.token))).toHaveLength(2);
    await ok(
      call(interviewer.token, 'POST', `/evaluation/submissions/${submissionId}/decision`, { decision: 'advance' }),
    );
    expect(await status(interviewer.token)).toMatchObject({ doneCount: 3, completed: true });
    // The orgadmin's own checklist is the organization's, untouched by these.
    expect((await status(orgadmin.token)).steps.find((step) => step.key === 'organization_settings')!.done).toBe(false);
  });

  it("an orgadmin's steps are the organization's: settings, a colleague invited and a plan chosen tick for every orgadmin", async () => {
    const first = await staffWithOrganization('Frida First', 'orgadmin');
    const outsider = await staffWithOrganization('Oscar Outsider', 'orgadmin');
    const initial = await status(first.token);
    expect(initial.steps.map((step) => step.key)).toEqual(['organization_settings', 'invite_colleague', 'choose_plan']);
    expect(done(initial)).toEqual([]);

    // Inviting a candidate is not inviting a colleague.
    await ok(
      call(first.token, 'POST', `/organizations/${first.organizationId}/invitations`, {
        email: `cand-${randomUUID().slice(0, 8)}@example.test`,
        role: 'candidate',
      }),
    );
    expect(done(await status(first.token))).toEqual([]);
    const second = await invitedMember(first.token, first.organizationId, 'orgadmin');
    expect(done(await status(first.token))).toEqual(['invite_colleague']);
    expect(done(await status(second.token))).toEqual(['invite_colleague']);

    await ok(
      call(second.token, 'PATCH', `/organizations/${first.organizationId}/settings`, { defaultTaskDeadlineDays: 5 }),
    );
    expect(done(await status(first.token))).toEqual(['organization_settings', 'invite_colleague']);

    // The billing module records billing.plan_changed; another organization's plan ticks nothing here.
    await t.app.services.db.transaction((tx) =>
      t.app.services.outbox.record(tx, {
        type: 'billing.plan_changed',
        payload: { organizationId: outsider.organizationId, planKey: 'team', actorId: outsider.id },
        organizationId: outsider.organizationId,
        actorId: outsider.id,
      }),
    );
    expect(done(await status(first.token))).toHaveLength(2);
    expect(done(await status(outsider.token))).toEqual(['choose_plan']);
    await t.app.services.db.transaction((tx) =>
      t.app.services.outbox.record(tx, {
        type: 'billing.plan_changed',
        payload: { organizationId: first.organizationId, planKey: 'team', actorId: null },
        organizationId: first.organizationId,
      }),
    );
    expect(await status(second.token)).toMatchObject({ doneCount: 3, completed: true });
    expect(done(await status(outsider.token))).toEqual(['choose_plan']);

    // Dismissing is per person: one orgadmin's card goes, the other's stays.
    const dismissed = await ok<OnboardingStatus>(call(first.token, 'POST', '/onboarding/complete'));
    expect(dismissed).toMatchObject({ dismissed: true, completed: true });
    expect((await status(second.token)).dismissed).toBe(false);
  });

  it('a redelivered event changes nothing, and steps go on ticking after the checklist is dismissed', async () => {
    const candidate = await signedUpCandidate(t.app, 'Rita Redelivered');
    await ok(call(candidate.token, 'POST', '/onboarding/complete'));
    await ok(call(candidate.token, 'PATCH', '/users/me', { name: 'Rita R.' }));
    const once = await status(candidate.token);
    expect(once).toMatchObject({ dismissed: true, doneCount: 1 });
    const row = (
      await t.app.services.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'user.profile_updated'))
    ).find((entry) => entry.payload.userId === candidate.id)!;
    const subscriber = createOnboardingSubscriber({ onboarding: t.app.services.onboarding });
    // Delivered again, later (a retry after a lost acknowledgement): the step keeps its first time.
    const event = { ...row, createdAt: new Date(Date.now() + 60_000) };
    await subscriber.handle(event);
    await subscriber.handle(event);
    expect(await status(candidate.token)).toEqual(once);
  });
});

import { BILLING_ERROR_CODES, type CurrentSubscription, type UsageMeter } from '@assay/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, signUp } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

// Plans and their limits with no payment provider (issue 31): new organizations on Free, every limit refused at its
// point of use with the limit and the plan that lifts it, the admin assigning plans by hand, a downgrade that keeps
// every row, and billing readable by an organization's own orgadmins alone. Stripe: billing-stripe.test.ts.
const PASSWORD = 'a-good-password';
type Who = 'acmeAdmin' | 'globexAdmin' | 'interviewer' | 'candidate' | 'admin';

describe('plans and limits (no payment provider)', () => {
  let t: TestApp;
  const token = {} as Record<Who, string>;
  const ids = {} as Record<Who, string>;
  let acme: string;
  let globex: string;
  let assessmentId: string;

  const call = (who: Who | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { origin: t.config.publicUrl, ...(who ? bearer(token[who]) : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function person(who: Who, email: string, role?: 'candidate' | 'interviewer' | 'orgadmin') {
    await signUp(t.app, { email, password: PASSWORD, name: who });
    token[who] = (await signIn(t.app, email, PASSWORD)).token;
    if (role) await call(who, 'POST', '/users/me/role', { role });
    ids[who] = (await call(who, 'GET', '/users/me')).json<{ id: string }>().id;
  }

  const current = async (who: Who = 'acmeAdmin') => {
    const response = await call(who, 'GET', '/subscriptions/current');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CurrentSubscription>();
  };
  const meter = (subscription: CurrentSubscription, key: UsageMeter['key']) =>
    subscription.usage.find((entry) => entry.key === key)!;
  const send = (emails: string[]) =>
    call('acmeAdmin', 'POST', '/interviewer/tasks/assign', { assessment_id: assessmentId, candidate_emails: emails });
  const assign = (plan: string, seats = 1) =>
    call('admin', 'PUT', `/admin/organizations/${acme}/subscription`, { plan, seats });
  const counts = async () => {
    const result = (await t.app.services.db.execute(sql`
        select (select count(*)::int from organization_members where organization_id = ${acme}) as members,
               (select count(*)::int from organization_invitations where organization_id = ${acme}) as invitations,
               (select count(*)::int from pending_tasks where organization_id = ${acme}) as tasks`)) as unknown as {
      rows: { members: number; invitations: number; tasks: number }[];
    };
    return result.rows[0]!;
  };

  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'false', BILLING_DEFAULT_PLAN: 'free' });
    await person('acmeAdmin', 'olga@acme.test', 'orgadmin');
    await person('globexAdmin', 'hank@globex.test', 'orgadmin');
    await person('admin', 'root@assay.test');
    await t.app.services.users.assign(ids.admin, { role: 'admin' });
    acme = (await call('acmeAdmin', 'POST', '/organizations', { name: 'Acme' })).json<{ id: string }>().id;
    globex = (await call('globexAdmin', 'POST', '/organizations', { name: 'Globex' })).json<{ id: string }>().id;
    await person('interviewer', 'ivan@acme.test', 'interviewer');
    await t.app.services.users.assign(ids.interviewer, { organizationId: acme });
    await t.app.services.organizationsRepository.addMember({
      organizationId: acme,
      userId: ids.interviewer,
      role: 'interviewer',
    });
    await person('candidate', 'cara@acme.test', 'candidate');
    await t.app.services.users.assign(ids.candidate, { organizationId: acme });
    await t.app.services.organizationsRepository.addMember({
      organizationId: acme,
      userId: ids.candidate,
      role: 'candidate',
    });
    const created = await call('acmeAdmin', 'POST', '/interviewer/tasks', { template_id: 'platform-fizzbuzz' });
    expect(created.statusCode, created.body).toBe(201);
    assessmentId = created.json<{ id: string }>().id;
  });
  afterAll(() => t.close());

  it('lists the four plans to anyone, and says payments are by hand', async () => {
    const response = await call(null, 'GET', '/subscriptions/plans');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ plans: { key: string; limits: Record<string, number | null> }[]; payments: string }>();
    expect(body.plans.map((plan) => plan.key)).toEqual(['free', 'team', 'business', 'enterprise']);
    expect(body.plans[0]!.limits.assessmentsPerMonth).toBe(5);
    expect(body.payments).toBe('manual');
  });

  it("starts a new organization on Free, the install's default", async () => {
    const subscription = await current();
    expect(subscription).toMatchObject({
      organizationId: acme,
      source: 'default',
      status: 'active',
      payments: 'manual',
    });
    expect(subscription.plan.key).toBe('free');
    expect(meter(subscription, 'interviewerSeats')).toMatchObject({ used: 2, limit: 2, over: false });
  });

  it('counts assessments as they are sent and refuses past the month, naming the limit and the plan that lifts it', async () => {
    const first = await send(['cara@acme.test', 'a1@example.test', 'a2@example.test']);
    expect(first.statusCode, first.body).toBe(200);
    expect(meter(await current(), 'assessmentsPerMonth')).toMatchObject({ used: 3, limit: 5 });

    // Three more would not fit: none is sent.
    const tooMany = await send(['a3@example.test', 'a4@example.test', 'a5@example.test']);
    expect(tooMany.statusCode).toBe(402);
    expect(tooMany.json()).toMatchObject({
      code: BILLING_ERROR_CODES.limitReached,
      message:
        'Assessments sent per month: your organization has used 3 of 5 assessments on the Free plan. The Team plan allows 100: upgrade in Billing.',
    });
    expect(meter(await current(), 'assessmentsPerMonth').used).toBe(3);
    expect((await counts()).tasks).toBe(2);

    expect((await send(['a3@example.test', 'a4@example.test'])).statusCode).toBe(200);
    const full = await send(['a5@example.test']);
    expect(full.statusCode).toBe(402);
    expect(full.json().message).toContain('used 5 of 5 assessments');
  });

  it('refuses a staff invitation past the seats, and a candidate made staff', async () => {
    const invite = await call('acmeAdmin', 'POST', `/organizations/${acme}/invitations`, {
      email: 'second-interviewer@acme.test',
      role: 'interviewer',
    });
    expect(invite.statusCode).toBe(402);
    expect(invite.json().message).toBe(
      'Interviewer seats: your organization has used 2 of 2 seats on the Free plan. The Team plan allows 10: upgrade in Billing.',
    );
    const bulk = await call('acmeAdmin', 'POST', '/organizations/invites', {
      organizationId: acme,
      invitations: [
        { email: 'c1@example.test', role: 'candidate' },
        { email: 'i2@example.test', role: 'interviewer' },
      ],
    });
    expect(bulk.statusCode, bulk.body).toBe(201);
    expect(bulk.json().failed).toEqual([
      expect.objectContaining({ email: 'i2@example.test', code: BILLING_ERROR_CODES.limitReached }),
    ]);
    const promote = await call('acmeAdmin', 'PATCH', `/organizations/${acme}/members/${ids.candidate}`, {
      role: 'interviewer',
    });
    expect(promote.statusCode).toBe(402);
    expect(promote.json().message).toContain('Interviewer seats');
  });

  it('refuses analytics beyond the history, code runs past the month and pull-request challenges Free has none of', async () => {
    expect((await call('acmeAdmin', 'GET', `/analytics/org/${acme}?days=30`)).statusCode).toBe(200);
    const history = await call('acmeAdmin', 'GET', `/analytics/org/${acme}?days=90`);
    expect(history.statusCode).toBe(402);
    expect(history.json().message).toBe(
      'Analytics history: your organization has used 30 of 30 days on the Free plan. The Team plan allows 180: upgrade in Billing.',
    );

    const { entitlements } = t.app.services;
    await t.app.services.db.execute(
      sql`update billing_plans set limits = jsonb_set(limits, '{codeRunsPerMonth}', '3') where key = 'free'`,
    );
    // Every run is admitted by the execution service (task runs, submissions, template checks): the month is counted there.
    const runner = (await t.app.services.users.findRow(ids.acmeAdmin))!;
    for (let run = 0; run < 3; run++) await t.app.services.execution.admitRun(runner);
    await expect(t.app.services.execution.admitRun(runner)).rejects.toMatchObject({
      statusCode: 402,
      message: expect.stringContaining('Code runs per month: your organization has used 3 of 3 runs on the Free plan.'),
    });
    expect(meter(await current(), 'codeRunsPerMonth')).toMatchObject({ used: 3, limit: 3 });
    await expect(entitlements.assertCanPublishPrChallenges(acme, 1)).rejects.toMatchObject({
      statusCode: 402,
      message:
        'GitHub PR challenges: your organization has used 0 of 0 challenges on the Free plan. The Team plan allows 5: upgrade in Billing.',
    });
  });

  it('explains, with no payment provider, that the admin assigns plans', async () => {
    const checkout = await call('acmeAdmin', 'POST', '/subscriptions/checkout-session', { plan: 'team', seats: 3 });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json()).toMatchObject({
      code: BILLING_ERROR_CODES.paymentsDisabled,
      message: expect.stringContaining('your platform administrator assigns plans by hand'),
    });
  });

  it('lets the admin assign a plan by hand, which lifts the limits at once', async () => {
    const assigned = await assign('team', 3);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json<CurrentSubscription>()).toMatchObject({ source: 'manual', seats: 3, plan: { key: 'team' } });
    expect((await send(['a5@example.test'])).statusCode).toBe(200);
    const invite = await call('acmeAdmin', 'POST', `/organizations/${acme}/invitations`, {
      email: 'third@acme.test',
      role: 'interviewer',
    });
    expect(invite.statusCode, invite.body).toBe(201);
    expect(meter(await current(), 'interviewerSeats')).toMatchObject({ used: 3, limit: 3 });
  });

  it('keeps every row on a downgrade, and pauses sending until usage fits', async () => {
    const before = await counts();
    expect((await assign('free')).statusCode).toBe(200);
    expect(await counts()).toEqual(before);
    const subscription = await current();
    expect(meter(subscription, 'interviewerSeats')).toMatchObject({ used: 3, limit: 2, over: true });
    const paused = await send(['late@example.test']);
    expect(paused.statusCode).toBe(402);
    expect(paused.json().message).toContain('sending new work is paused until they fit');

    // Withdrawing the extra invitation makes it fit again (the month's assessments are still used up on Free).
    const pending = (await call('acmeAdmin', 'GET', `/organizations/${acme}/invitations`)).json<{
      invitations: { id: string; email: string }[];
    }>();
    const extra = pending.invitations.find((invitation) => invitation.email === 'third@acme.test')!;
    expect(
      (await call('acmeAdmin', 'DELETE', `/organizations/${acme}/invitations/${extra.id}`)).statusCode,
    ).toBeLessThan(300);
    const after = await send(['late@example.test']);
    expect(after.json().message).toContain('used 6 of 5 assessments');
  });

  it("keeps billing to the organization's own orgadmins and the platform admin", async () => {
    expect((await current('globexAdmin')).organizationId).toBe(globex);
    for (const who of ['interviewer', 'candidate'] as const) {
      expect((await call(who, 'GET', '/subscriptions/current')).statusCode).toBe(403);
      expect((await call(who, 'POST', '/subscriptions/checkout-session', { plan: 'team' })).statusCode).toBe(403);
    }
    expect((await call('globexAdmin', 'GET', `/admin/organizations/${acme}/subscription`)).statusCode).toBe(403);
    expect(
      (await call('globexAdmin', 'PUT', `/admin/organizations/${acme}/subscription`, { plan: 'team' })).statusCode,
    ).toBe(403);
    expect((await call('admin', 'GET', `/admin/organizations/${acme}/subscription`)).json().plan.key).toBe('free');
    expect((await call(null, 'GET', '/subscriptions/current')).statusCode).toBe(401);
  });
});

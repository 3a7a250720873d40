import type { CurrentSubscription } from '@assay/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signIn, signUp } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { startStripeStandIn } from '../../../test/stripe/stripe-stand-in.js';

// Paying through Stripe (issue 31): the product's own Stripe SDK against the stand-in on loopback, which sends its
// webhooks back to the app, signed. Checkout verified twice makes one subscription; a replayed, late or badly signed
// event changes nothing; plan and seat changes are prorated; cancelling keeps every row.
const PASSWORD = 'a-good-password';
type Who = 'acmeAdmin' | 'globexAdmin';

describe('billing through Stripe', () => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  const token = {} as Record<Who, string>;
  let acme: string;
  let sessionId: string;
  let subscriptionId: string;

  const call = (who: Who | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { origin: t.config.publicUrl, ...(who ? bearer(token[who]) : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const current = async () => (await call('acmeAdmin', 'GET', '/subscriptions/current')).json<CurrentSubscription>();
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.app.services.db.execute(query)) as unknown as { rows: T[] }).rows;
  /** Every Stripe event received has been processed by the outbox's subscriber. */
  const processed = () =>
    vi.waitFor(
      async () => {
        const [row] = await rows<{ n: number }>(
          sql`select count(*)::int as n from billing_stripe_events where processed_at is null`,
        );
        expect(row!.n).toBe(0);
      },
      { timeout: 10_000, interval: 50 },
    );
  const eventsOf = (type: string) => standIn.state.events.filter((event) => event.type === type);

  async function orgadmin(who: Who, email: string, organization: string): Promise<string> {
    await signUp(t.app, { email, password: PASSWORD, name: who });
    token[who] = (await signIn(t.app, email, PASSWORD)).token;
    await call(who, 'POST', '/users/me/role', { role: 'orgadmin' });
    return (await call(who, 'POST', '/organizations', { name: organization })).json<{ id: string }>().id;
  }

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    t = await buildTestApp({
      SEED_DEMO: 'false',
      BILLING_DEFAULT_PLAN: 'free',
      STRIPE_SECRET_KEY: standIn.secretKey,
      STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
      STRIPE_API_BASE: standIn.url,
    });
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    standIn.state.setWebhookUrl(`${address}/api/v1/subscriptions/stripe-webhook`);
    acme = await orgadmin('acmeAdmin', 'olga@acme.test', 'Acme');
    await orgadmin('globexAdmin', 'hank@globex.test', 'Globex');
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  it('starts a Stripe Checkout for the plan, interval and seats', async () => {
    expect((await call(null, 'GET', '/subscriptions/plans')).json().payments).toBe('stripe');
    const response = await call('acmeAdmin', 'POST', '/subscriptions/checkout-session', {
      plan: 'team',
      interval: 'month',
      seats: 3,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { url, sessionId: id } = response.json<{ url: string; sessionId: string }>();
    sessionId = id;
    expect(url).toBe(`${standIn.url}/checkout/pay/${id}`);
    const session = standIn.state.checkoutSession(id)!;
    expect(session).toMatchObject({ mode: 'subscription', client_reference_id: acme, amount_total: 3 * 4_900 });
    expect(session.success_url).toBe(`${t.config.publicUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`);
    expect(standIn.state.customers).toEqual([expect.objectContaining({ metadata: { organizationId: acme } })]);
    // Not paid yet: verifying says so and changes nothing.
    const open = await call('acmeAdmin', 'POST', '/subscriptions/verify-session', { sessionId: id });
    expect(open.json()).toMatchObject({ status: 'open', subscription: { plan: { key: 'free' } } });
  });

  it('applies a paid checkout once, however often it is verified, and keeps its invoice from the webhooks', async () => {
    await standIn.state.completeCheckout(sessionId);
    const verified = await Promise.all(
      [1, 2].map(() => call('acmeAdmin', 'POST', '/subscriptions/verify-session', { sessionId })),
    );
    for (const response of verified) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'complete',
        subscription: { plan: { key: 'team' }, seats: 3, status: 'active', source: 'stripe' },
      });
    }
    await processed();
    const [subscriptions] = await rows<{ n: number }>(
      sql`select count(*)::int as n from organization_subscriptions where organization_id = ${acme}`,
    );
    expect(subscriptions!.n).toBe(1);
    const [changes] = await rows<{ n: number }>(
      sql`select count(*)::int as n from outbox_events where type = 'billing.plan_changed' and organization_id = ${acme}`,
    );
    expect(changes!.n).toBe(1);
    const subscription = await current();
    subscriptionId = standIn.state.subscriptions[0]!.id;
    expect(subscription.invoices).toEqual([expect.objectContaining({ status: 'paid', amountPaid: 3 * 4_900 })]);
    expect(subscription.usage.find((meter) => meter.key === 'interviewerSeats')).toMatchObject({ used: 1, limit: 3 });

    // Another organization's orgadmin cannot verify (or learn anything of) this session.
    const stranger = await call('globexAdmin', 'POST', '/subscriptions/verify-session', { sessionId });
    expect(stranger.statusCode).toBe(404);
  });

  it('changes nothing for a replayed event or a bad signature', async () => {
    const [created] = eventsOf('customer.subscription.created');
    const before = await current();
    const replay = await standIn.state.deliver(created!.id);
    expect(replay.status).toBe(200);
    expect(JSON.parse(replay.body)).toEqual({ received: true, duplicate: true });

    standIn.state.pauseDelivery();
    await standIn.state.setSubscriptionStatus(subscriptionId, 'past_due');
    const pastDue = eventsOf('customer.subscription.updated').at(-1)!;
    const forged = await standIn.state.deliver(pastDue.id, { signature: 'bad' });
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body)).toMatchObject({ code: 'BILLING_BAD_SIGNATURE' });
    const [kept] = await rows<{ n: number }>(
      sql`select count(*)::int as n from billing_stripe_events where id = ${pastDue.id}`,
    );
    expect(kept!.n).toBe(0);
    expect(await current()).toEqual(before);
    // Stripe tries again, signed: that one is taken.
    expect((await standIn.state.deliver(pastDue.id)).status).toBe(200);
    standIn.state.resumeDelivery();
    await standIn.state.idle();
  });

  it('applies events by when Stripe made them, not when they arrive', async () => {
    await processed();
    expect((await current()).status).toBe('past_due');
    standIn.state.pauseDelivery();
    standIn.state.advanceClock(60);
    await standIn.state.setSubscriptionStatus(subscriptionId, 'active');
    const recovered = eventsOf('customer.subscription.updated').at(-1)!;
    standIn.state.advanceClock(60);
    await standIn.state.setSubscriptionStatus(subscriptionId, 'past_due');
    const failedAgain = eventsOf('customer.subscription.updated').at(-1)!;
    // The newer event arrives first, the older one after it: the older changes nothing.
    expect((await standIn.state.deliver(failedAgain.id)).status).toBe(200);
    expect((await standIn.state.deliver(recovered.id)).status).toBe(200);
    await processed();
    expect((await current()).status).toBe('past_due');
    const [stale] = await rows<{ outcome: string }>(
      sql`select outcome from billing_stripe_events where id = ${recovered.id}`,
    );
    expect(stale!.outcome).toBe('stale');
    standIn.state.resumeDelivery();
    await standIn.state.idle();
    standIn.state.advanceClock(60);
    await standIn.state.setSubscriptionStatus(subscriptionId, 'active');
    await processed();
    expect((await current()).status).toBe('active');
  });

  it('prorates a seat change, cancels at the period end and takes it back, and opens the portal', async () => {
    const changed = await call('acmeAdmin', 'POST', '/subscriptions/change-plan', {
      plan: 'team',
      interval: 'month',
      seats: 5,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<CurrentSubscription>()).toMatchObject({ seats: 5, plan: { key: 'team' } });
    expect(standIn.state.subscription(subscriptionId)!.items.data[0]!.quantity).toBe(5);
    const next = changed.json<CurrentSubscription>().nextInvoice!;
    // The next invoice is the new quantity's month plus the prorated difference for the rest of this one.
    expect(next.amountDue).toBeGreaterThan(5 * 4_900);

    const cancelled = await call('acmeAdmin', 'POST', '/subscriptions/cancel');
    expect(cancelled.json()).toMatchObject({ cancelAtPeriodEnd: true, plan: { key: 'team' } });
    const resumed = await call('acmeAdmin', 'POST', '/subscriptions/resume');
    expect(resumed.json()).toMatchObject({ cancelAtPeriodEnd: false });

    const portal = await call('acmeAdmin', 'POST', '/subscriptions/portal-session');
    expect(portal.json<{ url: string }>().url).toMatch(new RegExp(`^${standIn.url}/portal/`));
    await standIn.state.idle();
    await processed();
  });

  it('falls back to the default plan when the subscription ends, keeping its invoices', async () => {
    const invoices = (await current()).invoices.length;
    await standIn.state.setSubscriptionStatus(subscriptionId, 'canceled');
    await processed();
    const after = await current();
    expect(after.plan.key).toBe('free');
    expect(after.invoices.length).toBe(invoices);
  });
});

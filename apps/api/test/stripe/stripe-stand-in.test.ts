import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StripeStandIn } from './stripe-stand-in.js';
import {
  MONTH,
  START,
  sdkFor,
  startBench,
  teamCheckout,
  type Bench,
  type Receiver,
} from './stripe-stand-in-test-kit.js';

/** The stand-in driven by the real `stripe` SDK: the catalog, Checkout and its hosted page, errors, webhooks. */

let bench: Bench;
let standIn: StripeStandIn;
let stripe: Stripe;
let receiver: Receiver;

beforeEach(async () => {
  bench = await startBench();
  ({ standIn, stripe, receiver } = bench);
});

afterEach(() => bench.close());

describe('the catalog', () => {
  it('creates and reads customers, products and prices in Stripe shapes', async () => {
    const { product, price, customer } = await teamCheckout(bench);
    expect(customer).toMatchObject({ object: 'customer', email: 'ada@acme.test', name: 'Acme', livemode: false });
    expect(customer.id).toMatch(/^cus_\w{24}$/);
    expect(customer.metadata).toEqual({ org: 'org_1' });
    expect(await stripe.customers.retrieve(customer.id)).toMatchObject({ id: customer.id, created: START });
    expect(product.id).toMatch(/^prod_/);

    const read = await stripe.prices.retrieve(price.id);
    expect(read).toMatchObject({ product: product.id, unit_amount: 1200, currency: 'usd', type: 'recurring' });
    expect(read.recurring).toMatchObject({ interval: 'month', interval_count: 1 });
    expect(String(read.unit_amount_decimal)).toBe('1200'); // sent as a decimal string, read as the SDK's Decimal

    const byKey = await stripe.prices.list({ lookup_keys: ['team_monthly', 'nope'], expand: ['data.product'] });
    expect(byKey).toMatchObject({ object: 'list', has_more: false, url: '/v1/prices' });
    expect(byKey.data.map((p) => [p.id, (p.product as Stripe.Product).name])).toEqual([[price.id, 'Assay Team']]);

    // The request log has what the SDK sent, decoded; never the key.
    const created = standIn.state.requests.find((r) => r.method === 'POST' && r.path === '/v1/customers');
    expect(created).toMatchObject({ authorized: true, params: { metadata: { org: 'org_1' } }, status: 200 });
    expect(JSON.stringify(standIn.state.requests)).not.toContain(standIn.secretKey);
  });

  it('keeps lookup keys unique unless transfer_lookup_key is set', async () => {
    const { price, product } = await teamCheckout(bench);
    const again = { product: product.id, unit_amount: 1500, currency: 'usd', lookup_key: 'team_monthly' };
    const error = await stripe.prices.create({ ...again, recurring: { interval: 'month' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    const moved = await stripe.prices.create({ ...again, recurring: { interval: 'month' }, transfer_lookup_key: true });
    expect((await stripe.prices.list({ lookup_keys: ['team_monthly'] })).data.map((p) => p.id)).toEqual([moved.id]);
    expect((await stripe.prices.retrieve(price.id)).lookup_key).toBeNull();
  });
});

describe('Checkout', () => {
  it('opens a session whose hosted page shows the plan, and paying it subscribes and redirects', async () => {
    const { session, customer, price } = await teamCheckout(bench, 3);
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      subscription: null,
      amount_total: 3600,
      currency: 'usd',
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: 'org_1',
      url: `${standIn.url}/checkout/pay/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_/);

    const page = await (await fetch(session.url as string)).text();
    expect(page).toContain('Assay Team');
    expect(page).toContain('$12.00 × 3 per month');
    expect(page).toContain('<button type="submit">Pay and subscribe</button>');
    expect(page).toContain(`<a href="${receiver.url}/billing/cancelled">Cancel</a>`);

    const paid = await fetch(session.url as string, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const location = `${receiver.url}/billing/done?session_id=${session.id}`;
    expect(paid.headers.get('location')).toBe(location);
    // The webhooks were answered before the redirect, in Stripe's order, each verified by constructEvent.
    expect(receiver.received.map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    expect(await (await fetch(location)).text()).toContain('Welcome aboard');

    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription', 'line_items'] });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    expect(done.line_items?.data).toMatchObject([{ quantity: 3, amount_total: 3600, price: { id: price.id } }]);
    const subscription = done.subscription as Stripe.Subscription;
    expect(subscription).toMatchObject({ object: 'subscription', status: 'active', customer: customer.id });
    expect(subscription.metadata).toEqual({ org: 'org_1' });
    expect(subscription.items.data[0]).toMatchObject({
      quantity: 3,
      price: { id: price.id, unit_amount: 1200 },
      current_period_start: START,
      current_period_end: START + MONTH,
    });

    const invoice = await stripe.invoices.retrieve(subscription.latest_invoice as string);
    expect(invoice).toMatchObject({ status: 'paid', amount_due: 3600, amount_paid: 3600, currency: 'usd' });
    expect(invoice.billing_reason).toBe('subscription_create');
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);
    expect(invoice.number).toMatch(/^[A-Z0-9]{8}-0001$/);
    const expanded = await stripe.invoices.retrieve(invoice.id, {
      expand: ['parent.subscription_details.subscription'],
    });
    expect(expanded.parent?.subscription_details?.subscription).toMatchObject({ id: subscription.id });
    expect(await (await fetch(invoice.hosted_invoice_url as string)).text()).toContain(invoice.number);
    expect(await (await fetch(invoice.invoice_pdf as string)).text()).toMatch(/^%PDF-1\.4/);

    // Pressing Pay again changes nothing and redirects again.
    expect((await fetch(session.url as string, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    expect(standIn.state.events).toHaveLength(3);
  });

  it('starts a trial: trialing until the trial ends, nothing paid today, then the first full invoice', async () => {
    const { session } = await teamCheckout(bench, 2, { subscription_data: { trial_period_days: 14 } });
    expect(session.amount_total).toBe(0);
    const done = await standIn.state.completeCheckout(session.id);
    expect(done).toMatchObject({ status: 'complete', payment_status: 'no_payment_required' });
    const trialing = await stripe.subscriptions.retrieve(done.subscription as string, { expand: ['latest_invoice'] });
    expect(trialing).toMatchObject({ status: 'trialing', trial_start: START, trial_end: START + 14 * 86_400 });
    expect(trialing.items.data[0]?.current_period_end).toBe(START + 14 * 86_400);
    expect(trialing.latest_invoice).toMatchObject({ amount_due: 0, status: 'paid' });

    const { subscription, invoice } = await standIn.state.renew(trialing.id);
    expect(subscription.status).toBe('active');
    expect(invoice).toMatchObject({ amount_due: 2400, status: 'paid', billing_reason: 'subscription_cycle' });
    expect(standIn.state.clock()).toBe(START + 14 * 86_400);
  });

  it('creates the customer from customer_email and honours expand[]= written by hand', async () => {
    const price = standIn.state.addPrice({ productName: 'Assay Pro', unitAmount: 2900, interval: 'year' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer_email: 'grace@acme.test',
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: `${receiver.url}/billing/done?session_id={CHECKOUT_SESSION_ID}`,
    });
    expect(session.customer).toBeNull();
    await standIn.state.completeCheckout(session.id);
    const response = await fetch(`${standIn.url}/v1/checkout/sessions/${session.id}?expand[]=subscription`, {
      headers: { authorization: `Bearer ${standIn.secretKey}` },
    });
    const json = (await response.json()) as Stripe.Checkout.Session & { subscription: Stripe.Subscription };
    expect(json.customer_details?.email).toBe('grace@acme.test');
    expect(json.subscription.items.data[0]?.current_period_end).toBe(Date.UTC(2027, 0, 15, 12) / 1000);
    expect(standIn.state.customer(json.customer as string).email).toBe('grace@acme.test');
  });
});

describe("Stripe's errors", () => {
  it('answers a wrong key with 401, which the SDK throws as StripeAuthenticationError', async () => {
    const error = await sdkFor(standIn, 'sk_test_wrong_key_000000')
      .customers.list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error).toMatchObject({
      statusCode: 401,
      raw: { message: 'Invalid API Key provided: sk_test_************0000' },
    });
    expect(standIn.state.requests.at(-1)).toMatchObject({ authorized: false, status: 401 });
  });

  it('answers an unknown id with 404 resource_missing, and a bad parameter with 400', async () => {
    const missing = await stripe.subscriptions.retrieve('sub_nope').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'id',
      raw: { message: "No such subscription: 'sub_nope'" },
    });

    const customer = await stripe.customers.create({ email: 'ada@acme.test' });
    const unknownPrice = await stripe.checkout.sessions
      .create({ mode: 'subscription', customer: customer.id, line_items: [{ price: 'price_nope', quantity: 1 }] })
      .catch((e: unknown) => e);
    expect(unknownPrice).toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'line_items[0][price]' });

    const noAmount = await stripe.prices
      .create({ currency: 'usd', product_data: { name: 'X' } })
      .catch((e: unknown) => e);
    expect(noAmount).toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'unit_amount' });

    const both = await stripe.checkout.sessions
      .create({ mode: 'subscription', customer: customer.id, customer_email: 'x@acme.test' })
      .catch((e: unknown) => e);
    expect(both).toMatchObject({ statusCode: 400, param: 'customer' });

    const headers = { authorization: `Bearer ${standIn.secretKey}` };
    const unknownRoute = await fetch(`${standIn.url}/v1/coupons`, { headers });
    expect(unknownRoute.status).toBe(404);
    expect(await unknownRoute.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    const otherVersion = await fetch(`${standIn.url}/v1/customers`, {
      headers: { ...headers, 'stripe-version': '2024-06-20' },
    });
    expect(otherVersion.status).toBe(400);
  });

  it('replays an idempotent request, and refuses its key for other parameters', async () => {
    const first = await stripe.customers.create({ email: 'ada@acme.test' }, { idempotencyKey: 'signup-1' });
    const again = await stripe.customers.create({ email: 'ada@acme.test' }, { idempotencyKey: 'signup-1' });
    expect(again.id).toBe(first.id);
    expect(standIn.state.customers).toHaveLength(1);
    const other = await stripe.customers
      .create({ email: 'grace@acme.test' }, { idempotencyKey: 'signup-1' })
      .catch((e: unknown) => e);
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('fails the requests a test queues, and lists the parameters it does not model', async () => {
    standIn.state.failNext('/v1/customers', { status: 402 });
    const declined = await stripe.customers.create({ email: 'ada@acme.test' }).catch((e: unknown) => e);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(declined).toMatchObject({ code: 'card_declined' });
    await stripe.customers.create({ email: 'ada@acme.test', preferred_locales: ['en'] });
    expect(standIn.state.requests.at(-1)).toMatchObject({ status: 200, ignoredParams: ['preferred_locales'] });
  });
});

describe('events and webhooks', () => {
  it('signs each delivery as Stripe does: constructEvent accepts it and refuses a bad or an expired one', async () => {
    const { session } = await teamCheckout(bench);
    await standIn.state.completeCheckout(session.id);
    expect(receiver.received.map((event) => event.id)).toEqual(standIn.state.events.map((event) => event.id));
    expect(receiver.received[0]).toMatchObject({
      object: 'event',
      api_version: '2026-11-18.endive',
      type: 'checkout.session.completed',
      created: START,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: { id: session.id, status: 'complete', payment_status: 'paid' } },
    });
    const [first] = standIn.state.events;
    const bad = await standIn.state.deliver(first?.id ?? '', { signature: 'bad' });
    expect(bad).toMatchObject({ status: 400, body: expect.stringContaining('No signatures found matching') });
    const expired = await standIn.state.deliver(first?.id ?? '', { signature: 'expired' });
    expect(expired).toMatchObject({ status: 400, body: 'Timestamp outside the tolerance zone' });
    expect(standIn.state.deliveries.map((delivery) => [delivery.signature, delivery.status])).toEqual([
      ['valid', 200],
      ['valid', 200],
      ['valid', 200],
      ['bad', 400],
      ['expired', 400],
    ]);
  });

  it('holds events while paused, for deliveries out of order and repeated', async () => {
    const { session } = await teamCheckout(bench);
    const { subscription } = await standIn.state.completeCheckout(session.id);
    standIn.state.pauseDelivery();
    await stripe.subscriptions.update(subscription as string, { metadata: { seats: 'five' } });
    await stripe.subscriptions.cancel(subscription as string);
    await standIn.state.idle(); // paused: nothing goes out
    const [updated, deleted] = standIn.state.undelivered();
    if (!updated || !deleted) throw new Error('two events wait');
    expect([updated.type, deleted.type]).toEqual(['customer.subscription.updated', 'customer.subscription.deleted']);
    expect(standIn.state.sequenceOf(deleted.id)).toBe(standIn.state.sequenceOf(updated.id) + 1);
    expect(deleted.created).toBe(updated.created); // the same second: the sequence tells the order
    expect(updated.data.previous_attributes).toEqual({ metadata: { seats: null } });
    expect(updated.request.id).toMatch(/^req_/);
    expect(updated.request.idempotency_key).toMatch(/^stripe-node-retry-/);

    expect(await standIn.state.deliver(deleted.id)).toMatchObject({ status: 200 });
    await standIn.state.deliver(updated.id);
    await standIn.state.deliver(updated.id);
    expect(receiver.received.slice(3).map((event) => event.type)).toEqual([
      'customer.subscription.deleted',
      'customer.subscription.updated',
      'customer.subscription.updated',
    ]);
    expect(standIn.state.undelivered()).toEqual([]);
  });

  it('resumes in order, records what the endpoint answered, and sends what an API call made after answering it', async () => {
    const { session } = await teamCheckout(bench);
    const subscription = (await standIn.state.completeCheckout(session.id)).subscription as string;
    standIn.state.pauseDelivery();
    await stripe.subscriptions.update(subscription, { cancel_at_period_end: true });
    receiver.answer = 500;
    expect(await standIn.state.resumeDelivery()).toMatchObject([
      { type: 'customer.subscription.updated', status: 500 },
    ]);
    receiver.answer = 200;
    await stripe.subscriptions.update(subscription, { cancel_at_period_end: false });
    await standIn.state.idle();
    expect(receiver.received.at(-1)).toMatchObject({
      type: 'customer.subscription.updated',
      data: { object: { cancel_at_period_end: false }, previous_attributes: { cancel_at_period_end: true } },
    });
    const listed = await stripe.events.list({ type: 'customer.subscription.updated' });
    expect(listed.data.map((event) => event.id)).toEqual(
      standIn.state.events
        .filter((event) => event.type === 'customer.subscription.updated')
        .map((e) => e.id)
        .reverse(),
    );
    expect((await stripe.events.retrieve(listed.data[0]?.id ?? '')).type).toBe('customer.subscription.updated');
  });
});

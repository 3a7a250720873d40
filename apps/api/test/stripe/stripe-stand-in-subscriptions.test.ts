import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StripeStandIn } from './stripe-stand-in.js';
import { MONTH, START, paidSubscription, startBench, type Bench, type Receiver } from './stripe-stand-in-test-kit.js';

/** The stand-in driven by the real `stripe` SDK: subscription changes, prorations, invoices, renewals, the portal. */

let bench: Bench;
let standIn: StripeStandIn;
let stripe: Stripe;
let receiver: Receiver;

beforeEach(async () => {
  bench = await startBench();
  ({ standIn, stripe, receiver } = bench);
});

afterEach(() => bench.close());

const typesSince = (index: number) => standIn.state.events.slice(index).map((event) => event.type);

describe('subscription changes', () => {
  it('prorates a seat change for the rest of the period; the preview and the next invoice bill it', async () => {
    const { subscription, customer } = await paidSubscription(bench, 3);
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    const firstInvoice = standIn.state.invoice(subscription.latest_invoice as string);
    standIn.state.advanceClock(MONTH / 2); // 31 Jan 00:00, half of 15 Jan → 15 Feb
    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, quantity: 5 }],
      proration_behavior: 'create_prorations',
    });
    expect(updated.items.data[0]).toMatchObject({ id: item.id, quantity: 5, current_period_end: START + MONTH });
    await standIn.state.idle();
    expect(receiver.received.at(-1)).toMatchObject({
      type: 'customer.subscription.updated',
      data: { previous_attributes: { items: { data: [{ quantity: 3 }] } } },
    });

    const preview = await stripe.invoices.createPreview({ customer: customer.id, subscription: subscription.id });
    expect(preview).toMatchObject({
      object: 'invoice',
      status: 'draft',
      billing_reason: 'upcoming',
      amount_due: 7200,
      period_start: START,
      period_end: START + MONTH,
      next_payment_attempt: START + MONTH + 3600,
      parent: { subscription_details: { subscription: subscription.id, metadata: { org: 'org_1' } } },
    });
    expect(preview.id).toMatch(/^upcoming_in_/);
    const details = (line: Stripe.InvoiceLineItem) => line.parent?.subscription_item_details;
    expect(
      preview.lines.data.map((line) => [line.amount, line.description, details(line)?.proration, line.period.start]),
    ).toEqual([
      [-1800, 'Unused time on 3 × Assay Team after 31 Jan 2026', true, START + MONTH / 2],
      [3000, 'Remaining time on 5 × Assay Team after 31 Jan 2026', true, START + MONTH / 2],
      [6000, '5 × Assay Team (at $12.00 / month)', false, START + MONTH],
    ]);
    const credit = details(preview.lines.data[0] as Stripe.InvoiceLineItem);
    expect(credit).toMatchObject({ subscription: subscription.id, subscription_item: item.id });
    expect(credit?.invoice_item).toMatch(/^ii_/);
    expect(credit?.proration_details?.credited_items).toEqual({
      invoice: firstInvoice.id,
      invoice_line_items: [firstInvoice.lines.data[0]?.id],
    });

    const before = standIn.state.events.length;
    const { invoice } = await standIn.state.renew(subscription.id);
    expect(typesSince(before)).toEqual(['customer.subscription.updated', 'invoice.created', 'invoice.paid']);
    expect(invoice).toMatchObject({ amount_due: 7200, amount_paid: 7200, status: 'paid' });
    expect(invoice?.number).toMatch(/-0002$/);
    expect((await stripe.subscriptions.retrieve(subscription.id)).items.data[0]).toMatchObject({
      current_period_start: START + MONTH,
      current_period_end: Date.UTC(2026, 2, 15, 12) / 1000,
    });
    expect((await stripe.invoices.createPreview({ subscription: subscription.id })).amount_due).toBe(6000);

    const invoices = await stripe.invoices.list({ customer: customer.id, subscription: subscription.id });
    expect(invoices).toMatchObject({ object: 'list', has_more: false, url: '/v1/invoices' });
    expect(invoices.data.map((entry) => entry.billing_reason)).toEqual(['subscription_cycle', 'subscription_create']);
    const firstPage = await stripe.invoices.list({ customer: customer.id, limit: 1 });
    expect(firstPage.has_more).toBe(true);
    const all = await stripe.invoices.list({ customer: customer.id, limit: 1 }).autoPagingToArray({ limit: 10 });
    expect(all.map((entry) => entry.id)).toEqual(invoices.data.map((entry) => entry.id));
  });

  it('bills a price change at once with always_invoice, and prorates nothing with none', async () => {
    const { subscription, product } = await paidSubscription(bench, 3);
    const pro = await stripe.prices.create({
      product: product.id,
      unit_amount: 2000,
      currency: 'usd',
      recurring: { interval: 'month' },
    });
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    standIn.state.advanceClock(MONTH / 2);
    const before = standIn.state.events.length;
    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: pro.id }],
      proration_behavior: 'always_invoice',
      expand: ['latest_invoice'],
    });
    const invoice = updated.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ billing_reason: 'subscription_update', amount_due: 1200, status: 'paid' });
    expect(invoice.lines.data.map((line) => line.amount)).toEqual([-1800, 3000]);
    await standIn.state.idle();
    expect(typesSince(before)).toEqual(['customer.subscription.updated', 'invoice.created', 'invoice.paid']);
    expect(standIn.state.events.at(-2)?.data.object).toMatchObject({ status: 'draft', number: null });

    await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, quantity: 4 }],
      proration_behavior: 'none',
    });
    const preview = await stripe.invoices.createPreview({ subscription: subscription.id });
    expect(preview.lines.data.map((line) => line.amount)).toEqual([8000]);
  });

  it('cancels at the period end (no upcoming invoice; renewing ends it) or at once', async () => {
    const { subscription, customer } = await paidSubscription(bench, 1);
    const ending = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(ending).toMatchObject({ cancel_at_period_end: true, cancel_at: START + MONTH, status: 'active' });
    const customerOnly = await stripe.invoices.createPreview({ customer: customer.id }).catch((e: unknown) => e);
    expect(customerOnly).toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'subscription' });
    const none = await stripe.invoices
      .createPreview({ customer: customer.id, subscription: subscription.id })
      .catch((e: unknown) => e);
    expect(none).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(none).toMatchObject({ code: 'invoice_upcoming_none' });
    const { subscription: ended, invoice } = await standIn.state.renew(subscription.id);
    expect(invoice).toBeNull();
    expect(ended).toMatchObject({ status: 'canceled', ended_at: START + MONTH });
    expect(receiver.received.at(-1)?.type).toBe('customer.subscription.deleted');

    const second = await paidSubscription(bench, 2);
    const canceled = await stripe.subscriptions.cancel(second.subscription.id);
    expect(canceled).toMatchObject({ status: 'canceled', canceled_at: START + MONTH, ended_at: START + MONTH });
    expect(canceled.cancellation_details?.reason).toBe('cancellation_requested');
    const listed = await stripe.subscriptions.list({ customer: second.customer.id });
    expect(listed.data).toEqual([]);
    expect((await stripe.subscriptions.list({ customer: second.customer.id, status: 'all' })).data).toHaveLength(1);
  });

  it('goes past_due with an open invoice, back to active when paid, and ends canceled for non-payment', async () => {
    const { subscription } = await paidSubscription(bench, 3);
    let before = standIn.state.events.length;
    const pastDue = await standIn.state.setSubscriptionStatus(subscription.id, 'past_due');
    expect(typesSince(before)).toEqual(['invoice.created', 'invoice.payment_failed', 'customer.subscription.updated']);
    expect(standIn.state.events.at(-1)?.data.previous_attributes).toMatchObject({ status: 'active' });
    const open = await stripe.invoices.retrieve(pastDue.latest_invoice as string);
    expect(open).toMatchObject({ status: 'open', amount_due: 3600, amount_paid: 0, amount_remaining: 3600 });
    expect(open).toMatchObject({ attempt_count: 1, attempted: true, next_payment_attempt: START + 3 * 86_400 });
    expect(receiver.received.map((event) => event.type)).toContain('invoice.payment_failed');

    before = standIn.state.events.length;
    await standIn.state.setSubscriptionStatus(subscription.id, 'active');
    expect(typesSince(before)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect((await stripe.invoices.retrieve(open.id)).status).toBe('paid');

    before = standIn.state.events.length;
    const { invoice } = await standIn.state.renew(subscription.id, { paymentFails: true });
    expect(typesSince(before)).toEqual([
      'customer.subscription.updated',
      'invoice.created',
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
    expect(invoice?.status).toBe('open');
    expect(standIn.state.subscription(subscription.id).status).toBe('past_due');

    const canceled = await standIn.state.setSubscriptionStatus(subscription.id, 'canceled');
    expect(canceled.cancellation_details?.reason).toBe('payment_failed');
    expect(standIn.state.events.at(-1)?.type).toBe('customer.subscription.deleted');
  });
});

describe('the billing portal', () => {
  it("shows the customer's invoices and plan, cancels the plan at the period end, and links back", async () => {
    const { subscription, customer } = await paidSubscription(bench, 3);
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://127.0.0.1:9/settings/billing',
    });
    expect(portal).toMatchObject({
      object: 'billing_portal.session',
      customer: customer.id,
      return_url: 'http://127.0.0.1:9/settings/billing',
      url: `${standIn.url}/portal/${portal.id}`,
    });
    expect(portal.id).toMatch(/^bps_/);
    const invoice = standIn.state.invoices[0];
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain(invoice?.number as string);
    expect(page).toContain(`<a href="${invoice?.hosted_invoice_url}">View</a>`);
    expect(page).toContain('<a href="http://127.0.0.1:9/settings/billing">Return to Assay</a>');
    expect(page).toContain('<button type="submit">Cancel plan</button>');

    const cancel = await fetch(`${portal.url}/cancel`, {
      method: 'POST',
      body: new URLSearchParams({ subscription: subscription.id }),
      redirect: 'manual',
    });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(`/portal/${portal.id}`);
    expect(receiver.received.at(-1)).toMatchObject({
      type: 'customer.subscription.updated',
      data: { object: { cancel_at_period_end: true }, previous_attributes: { cancel_at_period_end: false } },
    });
    expect(await (await fetch(portal.url)).text()).toContain('Ends on 15 Feb 2026');
  });
});

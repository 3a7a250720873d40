import type {
  InvoiceRecord,
  PriceRecord,
  Store,
  SubscriptionItemRecord,
  SubscriptionRecord,
  SubscriptionStatus,
} from './stripe-stand-in-model.js';
import { invoiceTotals } from './stripe-stand-in-billing-shapes.js';
import { NO_REQUEST, type EventLog, type RequestContext } from './stripe-stand-in-events.js';
import { addInterval, createInvoicing, DAY } from './stripe-stand-in-invoicing.js';
import { invalidRequest } from './stripe-stand-in-params.js';
import { checkoutSessionShape, find, newId, shortDate } from './stripe-stand-in-shapes.js';

/**
 * What Stripe Billing does with the records: Checkout completing into a subscription and its first invoice,
 * subscription changes with prorations (pending invoice items the next invoice bills), renewals, failed payments,
 * cancellations, the upcoming invoice. Every change records its events in Stripe's order.
 */

export type Billing = ReturnType<typeof createBilling>;

export function createBilling(store: Store, log: EventLog, moveClockTo: (seconds: number) => void) {
  const invoicing = createInvoicing(store, log);
  const { productName, recurring, periodOf, times, createCustomer, periodLine, pendingLines, draftInvoice } = invoicing;
  const { finalize, pay, subscriptionJson, invoiceJson, emitUpdated, billNow } = invoicing;

  function completeCheckout(sessionId: string) {
    const session = find(store.checkoutSessions, 'checkout.session', sessionId);
    if (session.status !== 'open') return session;
    const customer = session.customer
      ? find(store.customers, 'customer', session.customer)
      : createCustomer({ email: session.customerEmail });
    const now = store.clock();
    const trialDays = session.subscriptionData.trialPeriodDays;
    const trialEnd = trialDays ? now + trialDays * DAY : null;
    const prices = session.lineItems.map((line) => find(store.prices, 'price', line.price));
    const currency = prices[0]?.currency ?? 'usd';
    const subscription: SubscriptionRecord = {
      id: newId('sub'),
      created: now,
      customer: customer.id,
      currency,
      status: trialEnd ? 'trialing' : 'active',
      items: session.lineItems.map((line, index) => {
        const { interval, intervalCount } = recurring(prices[index] as PriceRecord);
        return {
          id: newId('si'),
          created: now,
          price: line.price,
          quantity: line.quantity,
          metadata: {},
          periodStart: now,
          periodEnd: trialEnd ?? addInterval(now, interval, intervalCount),
        };
      }),
      metadata: { ...session.subscriptionData.metadata },
      cancelAtPeriodEnd: false,
      cancelAt: null,
      canceledAt: null,
      endedAt: null,
      cancellationReason: null,
      trialStart: trialEnd ? now : null,
      trialEnd,
      startDate: now,
      billingCycleAnchor: trialEnd ?? now,
      latestInvoice: null,
    };
    store.subscriptions.set(subscription.id, subscription);
    customer.currency ??= currency;
    const lines = subscription.items.map((item) => periodLine(item, item.periodStart, item.periodEnd, !!trialEnd));
    const invoice = draftInvoice(subscription, lines, 'subscription_create', { start: now, end: now });
    finalize(invoice);
    pay(invoice);
    subscription.latestInvoice = invoice.id;
    Object.assign(session, {
      status: 'complete',
      paymentStatus: trialEnd ? 'no_payment_required' : 'paid',
      subscription: subscription.id,
      customer: customer.id,
    });
    log.emit('checkout.session.completed', checkoutSessionShape(store, session));
    log.emit('customer.subscription.created', subscriptionJson(subscription));
    log.emit('invoice.paid', invoiceJson(invoice));
    return session;
  }

  interface ItemChange {
    id?: string;
    price?: string;
    quantity?: number;
    deleted?: boolean;
    param: string;
  }

  function updateSubscription(
    subscription: SubscriptionRecord,
    change: {
      items?: ItemChange[];
      prorationBehavior?: 'create_prorations' | 'none' | 'always_invoice';
      prorationDate?: number;
      cancelAtPeriodEnd?: boolean;
      metadata?: Record<string, string>;
    },
    request: RequestContext,
  ) {
    if (subscription.status === 'canceled' && (change.items || change.cancelAtPeriodEnd !== undefined)) {
      throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
    }
    const before = subscriptionJson(subscription);
    const now = store.clock();
    const period = periodOf(subscription);
    const prorate = (change.prorationBehavior ?? 'create_prorations') !== 'none' && subscription.status !== 'trialing';
    const prorationDate = change.prorationDate ?? now;
    const fraction =
      period.end > period.start
        ? Math.min(1, Math.max(0, (period.end - prorationDate) / (period.end - period.start)))
        : 0;
    const prorations: { item: SubscriptionItemRecord; price: PriceRecord; quantity: number; sign: 1 | -1 }[] = [];

    // All of a change or none of it: an invalid item leaves the subscription as it was.
    const itemsBefore = structuredClone(subscription.items);
    try {
      for (const itemChange of change.items ?? []) {
        const price = itemChange.price
          ? find(store.prices, 'price', itemChange.price, `${itemChange.param}[price]`)
          : null;
        if (price && (price.currency !== subscription.currency || !price.recurring)) {
          throw invalidRequest(
            `The price ${price.id} must be recurring and in ${subscription.currency} to be on this subscription.`,
            `${itemChange.param}[price]`,
          );
        }
        const existing = itemChange.id ? subscription.items.find((item) => item.id === itemChange.id) : undefined;
        if (itemChange.id && !existing) {
          throw invalidRequest(
            `No such subscription item: '${itemChange.id}'`,
            `${itemChange.param}[id]`,
            'resource_missing',
          );
        }
        if (existing) {
          const oldPrice = find(store.prices, 'price', existing.price);
          const newPrice = price ?? oldPrice;
          const newQuantity = itemChange.deleted ? 0 : (itemChange.quantity ?? existing.quantity);
          if (recurring(newPrice).interval !== recurring(oldPrice).interval) {
            throw invalidRequest(
              'The Stripe stand-in keeps a subscription on one interval: change to a price with the same interval.',
              `${itemChange.param}[price]`,
            );
          }
          if (newPrice.id === oldPrice.id && newQuantity === existing.quantity) continue;
          prorations.push({ item: existing, price: oldPrice, quantity: existing.quantity, sign: -1 });
          if (itemChange.deleted) {
            subscription.items = subscription.items.filter((item) => item !== existing);
            continue;
          }
          existing.price = newPrice.id;
          existing.quantity = newQuantity;
          prorations.push({ item: existing, price: newPrice, quantity: newQuantity, sign: 1 });
        } else {
          if (!price) {
            throw invalidRequest(`Missing required param: ${itemChange.param}[price].`, `${itemChange.param}[price]`);
          }
          const item: SubscriptionItemRecord = {
            id: newId('si'),
            created: now,
            price: price.id,
            quantity: itemChange.quantity ?? 1,
            metadata: {},
            periodStart: period.start,
            periodEnd: period.end,
          };
          subscription.items.push(item);
          prorations.push({ item, price, quantity: item.quantity, sign: 1 });
        }
      }
    } catch (error) {
      subscription.items = itemsBefore;
      throw error;
    }

    if (prorate) {
      for (const { item, price, quantity, sign } of prorations) {
        const amount = sign * Math.round(price.unitAmount * quantity * fraction);
        if (amount === 0) continue;
        const id = newId('ii');
        // A credit names the line that billed the period it gives back.
        const billed = [...store.invoices.values()]
          .reverse()
          .filter((invoice) => invoice.subscription === subscription.id && invoice.status === 'paid')
          .flatMap((invoice) =>
            invoice.lines
              .filter((line) => line.subscriptionItem === item.id && !line.proration && line.amount > 0)
              .map((line) => ({ invoice: invoice.id, invoice_line_items: [line.id] })),
          )[0];
        store.invoiceItems.set(id, {
          id,
          created: now,
          customer: subscription.customer,
          subscription: subscription.id,
          subscriptionItem: item.id,
          amount,
          currency: subscription.currency,
          description: `${sign < 0 ? 'Unused' : 'Remaining'} time on ${times(quantity, productName(price))} after ${shortDate(prorationDate)}`,
          periodStart: prorationDate,
          periodEnd: period.end,
          price: price.id,
          quantity,
          creditedItems: sign < 0 ? (billed ?? null) : null,
          invoice: null,
        });
      }
    }

    if (change.cancelAtPeriodEnd !== undefined && change.cancelAtPeriodEnd !== subscription.cancelAtPeriodEnd) {
      subscription.cancelAtPeriodEnd = change.cancelAtPeriodEnd;
      subscription.cancelAt = change.cancelAtPeriodEnd ? period.end : null;
      subscription.canceledAt = change.cancelAtPeriodEnd ? now : null;
      subscription.cancellationReason = change.cancelAtPeriodEnd ? 'cancellation_requested' : null;
    }
    if (change.metadata) subscription.metadata = change.metadata;

    let invoice: InvoiceRecord | null = null;
    if (change.prorationBehavior === 'always_invoice' && prorate) {
      const lines = pendingLines(subscription);
      if (lines.length > 0) {
        invoice = draftInvoice(subscription, lines, 'subscription_update', { start: now, end: now });
        subscription.latestInvoice = invoice.id;
      }
    }
    emitUpdated(subscription, before, request);
    if (invoice) billNow(invoice, false, request);
    return subscription;
  }

  function cancel(subscription: SubscriptionRecord, request: RequestContext) {
    if (subscription.status === 'canceled') {
      throw invalidRequest(`The subscription ${subscription.id} is already canceled.`);
    }
    const now = store.clock();
    Object.assign(subscription, {
      status: 'canceled',
      canceledAt: subscription.canceledAt ?? now,
      endedAt: now,
      cancelAt: null,
      cancellationReason: subscription.cancellationReason ?? 'cancellation_requested',
    });
    log.emit('customer.subscription.deleted', subscriptionJson(subscription), { request });
    return subscription;
  }

  function setStatus(subscription: SubscriptionRecord, status: SubscriptionStatus) {
    if (subscription.status === status) return subscription;
    if (status === 'canceled') {
      if (subscription.status === 'past_due' || subscription.status === 'unpaid') {
        subscription.cancellationReason = 'payment_failed';
      }
      return cancel(subscription, NO_REQUEST);
    }
    const before = subscriptionJson(subscription);
    if (status === 'past_due') {
      const period = periodOf(subscription);
      const lines = subscription.items.map((item) => periodLine(item, period.start, period.end));
      const invoice = draftInvoice(subscription, lines, 'subscription_cycle', period);
      subscription.latestInvoice = invoice.id;
      billNow(invoice, true);
    }
    if (status === 'active' && (subscription.status === 'past_due' || subscription.status === 'unpaid')) {
      for (const invoice of store.invoices.values()) {
        if (invoice.subscription !== subscription.id || invoice.status !== 'open') continue;
        pay(invoice);
        log.emit('invoice.paid', invoiceJson(invoice));
      }
    }
    subscription.status = status;
    emitUpdated(subscription, before);
    return subscription;
  }

  function renew(subscription: SubscriptionRecord, paymentFails: boolean) {
    if (subscription.status === 'canceled') {
      throw new Error(`The subscription ${subscription.id} is canceled; it does not renew`);
    }
    const period = periodOf(subscription);
    if (store.clock() < period.end) moveClockTo(period.end);
    if (subscription.cancelAtPeriodEnd) return { subscription: cancel(subscription, NO_REQUEST), invoice: null };
    const before = subscriptionJson(subscription);
    for (const item of subscription.items) {
      const { interval, intervalCount } = recurring(find(store.prices, 'price', item.price));
      item.periodStart = period.end;
      item.periodEnd = addInterval(period.end, interval, intervalCount, subscription.billingCycleAnchor);
    }
    const lines = [
      ...pendingLines(subscription),
      ...subscription.items.map((item) => periodLine(item, item.periodStart, item.periodEnd)),
    ];
    const invoice = draftInvoice(subscription, lines, 'subscription_cycle', period);
    const fails = paymentFails && invoiceTotals(invoice).amountDue > 0;
    subscription.latestInvoice = invoice.id;
    // A trial ends either way; a past-due subscription is active again once a renewal is paid.
    if (subscription.status === 'trialing' || (!fails && ['past_due', 'unpaid'].includes(subscription.status))) {
      subscription.status = 'active';
    }
    emitUpdated(subscription, before);
    billNow(invoice, fails);
    if (fails) {
      const beforeFailure = subscriptionJson(subscription);
      subscription.status = 'past_due';
      emitUpdated(subscription, beforeFailure);
    }
    return { subscription, invoice };
  }

  /** The invoice the subscription's period end will make: pending prorations plus the next period. */
  function preview(subscription: SubscriptionRecord): InvoiceRecord {
    if (subscription.status === 'canceled' || subscription.cancelAtPeriodEnd) {
      throw invalidRequest(
        `No upcoming invoices for customer: ${subscription.customer}`,
        undefined,
        'invoice_upcoming_none',
      );
    }
    const period = periodOf(subscription);
    const next = subscription.items.map((item) => {
      const { interval, intervalCount } = recurring(find(store.prices, 'price', item.price));
      return periodLine(
        item,
        period.end,
        addInterval(period.end, interval, intervalCount, subscription.billingCycleAnchor),
      );
    });
    return draftInvoice(subscription, [...pendingLines(subscription), ...next], 'upcoming', period, true);
  }

  return { createCustomer, completeCheckout, updateSubscription, cancel, setStatus, renew, preview };
}

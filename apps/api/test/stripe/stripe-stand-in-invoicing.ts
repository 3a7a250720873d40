import type {
  CustomerRecord,
  Interval,
  InvoiceLineRecord,
  InvoiceRecord,
  PriceRecord,
  Store,
  SubscriptionItemRecord,
  SubscriptionRecord,
} from './stripe-stand-in-model.js';
import { invoiceShape, invoiceTotals, subscriptionShape } from './stripe-stand-in-billing-shapes.js';
import { NO_REQUEST, type EventLog, type RequestContext } from './stripe-stand-in-events.js';
import { find, money, newId } from './stripe-stand-in-shapes.js';

/**
 * Invoices as Stripe Billing makes them: lines for a subscription item's period and for pending invoice items
 * (prorations), drafts numbered from the customer's sequence when finalized, the customer balance used, payments
 * that succeed or fail, and the events each step records.
 */

export const DAY = 86_400;

/** `start` plus `count` intervals; months keep the anchor's day, clamped to the month's end (31 Jan → 28 Feb). */
export function addInterval(start: number, interval: Interval, count: number, anchor = start): number {
  if (interval === 'day') return start + count * DAY;
  if (interval === 'week') return start + count * 7 * DAY;
  const from = new Date(start * 1000);
  const months = from.getUTCMonth() + (interval === 'year' ? 12 * count : count);
  const year = from.getUTCFullYear() + Math.floor(months / 12);
  const month = months % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(new Date(anchor * 1000).getUTCDate(), lastDay);
  return Date.UTC(year, month, day, from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds()) / 1000;
}

const isHash = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !('object' in value);

/**
 * Stripe's `previous_attributes`: the old value of each field that changed; inside a hash (metadata,
 * cancellation_details) only the keys that changed, null for a key that is new. A list (items) comes whole.
 */
export function previousAttributes(before: object, after: object): Record<string, unknown> {
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const changed: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(old), ...Object.keys(now)])) {
    if (JSON.stringify(old[key]) === JSON.stringify(now[key])) continue;
    const was = old[key];
    const is = now[key];
    changed[key] = isHash(was) && isHash(is) ? previousAttributes(was, is) : (was ?? null);
  }
  return changed;
}

export type Invoicing = ReturnType<typeof createInvoicing>;

export function createInvoicing(store: Store, log: EventLog) {
  const productName = (price: PriceRecord) => store.products.get(price.product)?.name ?? price.product;
  const recurring = (price: PriceRecord) => price.recurring ?? { interval: 'month' as const, intervalCount: 1 };
  const periodOf = (subscription: SubscriptionRecord) => {
    const first = subscription.items[0];
    return { start: first?.periodStart ?? subscription.created, end: first?.periodEnd ?? subscription.created };
  };
  const times = (quantity: number, name: string) => (quantity === 1 ? name : `${quantity} × ${name}`);

  function createCustomer(
    fields: Partial<Pick<CustomerRecord, 'email' | 'name' | 'description' | 'phone' | 'metadata'>>,
  ) {
    const customer: CustomerRecord = {
      id: newId('cus'),
      created: store.clock(),
      email: fields.email ?? null,
      name: fields.name ?? null,
      description: fields.description ?? null,
      phone: fields.phone ?? null,
      metadata: fields.metadata ?? {},
      balance: 0,
      currency: null,
      invoicePrefix: newId('x').slice(2, 10).toUpperCase(),
      nextInvoiceSequence: 1,
    };
    store.customers.set(customer.id, customer);
    return customer;
  }

  /** A line billing `item` for the period [start, end): '2 × Team (at $12.00 / month)'. */
  function periodLine(item: SubscriptionItemRecord, start: number, end: number, trial = false): InvoiceLineRecord {
    const price = find(store.prices, 'price', item.price);
    const { interval } = recurring(price);
    return {
      id: newId('il'),
      amount: trial ? 0 : price.unitAmount * item.quantity,
      description: trial
        ? `Trial period for ${productName(price)}`
        : `${item.quantity} × ${productName(price)} (at ${money(price.unitAmount, price.currency)} / ${interval})`,
      periodStart: start,
      periodEnd: end,
      price: price.id,
      quantity: item.quantity,
      proration: false,
      subscriptionItem: item.id,
      invoiceItem: null,
      creditedItems: null,
    };
  }

  /** The subscription's pending invoice items (prorations) as invoice lines. */
  function pendingLines(subscription: SubscriptionRecord): InvoiceLineRecord[] {
    return [...store.invoiceItems.values()]
      .filter((item) => item.subscription === subscription.id && item.invoice === null)
      .map((item) => ({
        id: newId('il'),
        amount: item.amount,
        description: item.description,
        periodStart: item.periodStart,
        periodEnd: item.periodEnd,
        price: item.price,
        quantity: item.quantity,
        proration: true,
        subscriptionItem: item.subscriptionItem,
        invoiceItem: item.id,
        creditedItems: item.creditedItems,
      }));
  }

  function draftInvoice(
    subscription: SubscriptionRecord,
    lines: InvoiceLineRecord[],
    billingReason: InvoiceRecord['billingReason'],
    period: { start: number; end: number },
    preview = false,
  ): InvoiceRecord {
    const customer = find(store.customers, 'customer', subscription.customer);
    const invoice: InvoiceRecord = {
      id: preview ? newId('upcoming_in') : newId('in'),
      created: preview ? period.end : store.clock(),
      customer: customer.id,
      subscription: subscription.id,
      subscriptionMetadata: { ...subscription.metadata },
      status: 'draft',
      number: null,
      billingReason,
      currency: subscription.currency,
      lines,
      periodStart: period.start,
      periodEnd: period.end,
      startingBalance: customer.balance,
      amountPaid: 0,
      attemptCount: 0,
      nextPaymentAttempt: preview ? period.end + 3600 : null,
      finalizedAt: null,
      paidAt: null,
      preview,
    };
    if (!preview) {
      store.invoices.set(invoice.id, invoice);
      for (const line of lines) {
        const item = line.invoiceItem ? store.invoiceItems.get(line.invoiceItem) : undefined;
        if (item) item.invoice = invoice.id;
      }
    }
    return invoice;
  }

  /** Draft → open: a number from the customer's sequence, and the customer's balance used. */
  function finalize(invoice: InvoiceRecord) {
    const customer = find(store.customers, 'customer', invoice.customer);
    invoice.number = `${customer.invoicePrefix}-${String(customer.nextInvoiceSequence).padStart(4, '0')}`;
    customer.nextInvoiceSequence += 1;
    invoice.startingBalance = customer.balance;
    customer.balance = invoiceTotals(invoice).endingBalance;
    invoice.status = 'open';
    invoice.finalizedAt = store.clock();
  }

  function pay(invoice: InvoiceRecord) {
    const { amountDue } = invoiceTotals(invoice);
    invoice.status = 'paid';
    invoice.amountPaid = amountDue;
    invoice.paidAt = store.clock();
    invoice.nextPaymentAttempt = null;
    if (amountDue > 0) invoice.attemptCount += 1;
  }

  function failPayment(invoice: InvoiceRecord) {
    invoice.attemptCount += 1;
    invoice.nextPaymentAttempt = store.clock() + 3 * DAY;
  }

  const subscriptionJson = (subscription: SubscriptionRecord) => subscriptionShape(store, subscription);
  const invoiceJson = (invoice: InvoiceRecord) => invoiceShape(store, invoice);

  /** Records customer.subscription.updated when something changed since `before`. */
  function emitUpdated(subscription: SubscriptionRecord, before: object, request: RequestContext = NO_REQUEST) {
    const after = subscriptionJson(subscription);
    const previous = previousAttributes(before, after);
    if (Object.keys(previous).length > 0) log.emit('customer.subscription.updated', after, { previous, request });
  }

  /** A new invoice billed now: invoice.created (as a draft), then invoice.paid or invoice.payment_failed. */
  function billNow(invoice: InvoiceRecord, paymentFails: boolean, request: RequestContext = NO_REQUEST) {
    log.emit('invoice.created', invoiceJson(invoice), { request });
    finalize(invoice);
    if (paymentFails && invoiceTotals(invoice).amountDue > 0) {
      failPayment(invoice);
      log.emit('invoice.payment_failed', invoiceJson(invoice), { request });
    } else {
      pay(invoice);
      log.emit('invoice.paid', invoiceJson(invoice), { request });
    }
  }

  return {
    productName,
    recurring,
    periodOf,
    times,
    createCustomer,
    periodLine,
    pendingLines,
    draftInvoice,
    finalize,
    pay,
    subscriptionJson,
    invoiceJson,
    emitUpdated,
    billNow,
  };
}

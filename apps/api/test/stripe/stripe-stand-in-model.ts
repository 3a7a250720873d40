import type Stripe from 'stripe';

/**
 * The Stripe stand-in's model: the records it keeps (plain data the routes and the test controls change), what a test
 * reads back, and the options. The JSON Stripe answers with is made from these records in stripe-stand-in-shapes.ts and
 * stripe-stand-in-billing-shapes.ts.
 */

export const API_VERSION = '2026-11-18.endive';

/**
 * A Stripe SDK type as it travels on the wire: the SDK turns `*_decimal` strings into Decimal objects when it reads a
 * response, so the stand-in sends strings there. The shapes are checked against the SDK's own types this way.
 */
export type Wire<T> = T extends Stripe.Decimal
  ? string
  : T extends string | number | boolean | null | undefined
    ? T
    : T extends (infer U)[]
      ? Wire<U>[]
      : T extends object
        ? { [K in keyof T]: Wire<T[K]> }
        : T;

export type Metadata = Record<string, string>;
export type Interval = 'day' | 'week' | 'month' | 'year';

export interface CustomerRecord {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  description: string | null;
  phone: string | null;
  metadata: Metadata;
  /** Negative: credit the next invoices use first (Stripe's customer balance). */
  balance: number;
  currency: string | null;
  invoicePrefix: string;
  nextInvoiceSequence: number;
}

export interface ProductRecord {
  id: string;
  created: number;
  updated: number;
  name: string;
  description: string | null;
  active: boolean;
  metadata: Metadata;
}

export interface PriceRecord {
  id: string;
  created: number;
  product: string;
  unitAmount: number;
  currency: string;
  /** Null: a one-time price. */
  recurring: { interval: Interval; intervalCount: number } | null;
  lookupKey: string | null;
  nickname: string | null;
  active: boolean;
  metadata: Metadata;
}

export interface CheckoutLineRecord {
  id: string;
  price: string;
  quantity: number;
}

export interface CheckoutSessionRecord {
  id: string;
  created: number;
  expiresAt: number;
  mode: 'subscription';
  customer: string | null;
  customerEmail: string | null;
  lineItems: CheckoutLineRecord[];
  successUrl: string | null;
  cancelUrl: string | null;
  clientReferenceId: string | null;
  metadata: Metadata;
  subscriptionData: { metadata: Metadata; trialPeriodDays: number | null };
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid' | 'no_payment_required';
  subscription: string | null;
}

export interface SubscriptionItemRecord {
  id: string;
  created: number;
  price: string;
  quantity: number;
  metadata: Metadata;
  /** In this API version the billing period lives on the items (`items.data[].current_period_*`). */
  periodStart: number;
  periodEnd: number;
}

export type SubscriptionStatus = Stripe.Subscription.Status;

export interface SubscriptionRecord {
  id: string;
  created: number;
  customer: string;
  currency: string;
  status: SubscriptionStatus;
  items: SubscriptionItemRecord[];
  metadata: Metadata;
  cancelAtPeriodEnd: boolean;
  cancelAt: number | null;
  canceledAt: number | null;
  endedAt: number | null;
  cancellationReason: 'cancellation_requested' | 'payment_failed' | null;
  trialStart: number | null;
  trialEnd: number | null;
  startDate: number;
  billingCycleAnchor: number;
  latestInvoice: string | null;
}

/** One line of an invoice: a subscription item's period, or a pending invoice item (a proration). */
export interface InvoiceLineRecord {
  id: string;
  amount: number;
  description: string;
  periodStart: number;
  periodEnd: number;
  price: string;
  quantity: number;
  proration: boolean;
  subscriptionItem: string;
  /** The pending invoice item a proration line came from. */
  invoiceItem: string | null;
  creditedItems: CreditedItems | null;
}

/** For a credit proration: the invoice line that billed the period it gives back. */
export interface CreditedItems {
  invoice: string;
  invoice_line_items: string[];
}

/** A pending invoice item: made by a proration, billed by the subscription's next invoice. */
export interface InvoiceItemRecord {
  id: string;
  created: number;
  customer: string;
  subscription: string;
  subscriptionItem: string;
  amount: number;
  currency: string;
  description: string;
  periodStart: number;
  periodEnd: number;
  price: string;
  quantity: number;
  creditedItems: CreditedItems | null;
  /** The invoice that billed it; null while it is pending. */
  invoice: string | null;
}

export interface InvoiceRecord {
  id: string;
  created: number;
  customer: string;
  subscription: string | null;
  /** The subscription's metadata when the invoice was made (`parent.subscription_details.metadata`). */
  subscriptionMetadata: Metadata | null;
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  number: string | null;
  billingReason: Stripe.Invoice.BillingReason;
  currency: string;
  lines: InvoiceLineRecord[];
  periodStart: number;
  periodEnd: number;
  startingBalance: number;
  amountPaid: number;
  attemptCount: number;
  nextPaymentAttempt: number | null;
  finalizedAt: number | null;
  paidAt: number | null;
  /** An upcoming invoice from create_preview: never stored, no number, no hosted page. */
  preview: boolean;
}

export interface PortalSessionRecord {
  id: string;
  created: number;
  customer: string;
  returnUrl: string | null;
}

export type StandInEventType =
  | 'checkout.session.completed'
  | 'customer.subscription.created'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted'
  | 'invoice.created'
  | 'invoice.paid'
  | 'invoice.payment_failed';

export type WireSubscription = Wire<Stripe.Subscription>;
export type WireInvoice = Wire<Stripe.Invoice>;
export type WireCheckoutSession = Wire<Stripe.Checkout.Session>;

/** A Stripe Event (`evt_…`) as the stand-in records and sends it. */
export interface StandInEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: StandInEventType;
  data: {
    object: WireCheckoutSession | WireSubscription | WireInvoice;
    previous_attributes?: Record<string, unknown>;
  };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}

/** One POST of an event to the webhook URL. */
export interface DeliveryRecord {
  eventId: string;
  type: StandInEventType;
  signature: SignatureKind;
  /** The endpoint's HTTP status; 0 when it could not be reached or did not answer in time. */
  status: number;
  body: string;
}

/** 'bad': signed with another secret; 'expired': a timestamp 10 minutes old (outside constructEvent's tolerance). */
export type SignatureKind = 'valid' | 'bad' | 'expired';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The decoded form body or query (bracket notation made into objects and arrays). */
  params: Record<string, unknown>;
  /** Top-level parameters the stand-in does not model (accepted and ignored, as listed in README.md). */
  ignoredParams: string[];
  /** Whether the Authorization header carried the right secret key (the key itself is never kept). */
  authorized: boolean;
  idempotencyKey: string | null;
  stripeVersion: string | null;
  status: number;
}

export interface FailureSpec {
  status: number;
  /** Stripe's error object; a typical one for the status when absent (402: card_declined). */
  error?: { type: string; message: string; code?: string; param?: string; decline_code?: string };
  /** How many matching requests fail (default 1). */
  times?: number;
  /** Only this method (default: any). */
  method?: string;
}

/** What the billing code and the routes share: the records, the clock and the stand-in's address. */
export interface Store {
  url: string;
  /** The stand-in's clock, in epoch seconds. */
  clock(): number;
  customers: Map<string, CustomerRecord>;
  products: Map<string, ProductRecord>;
  prices: Map<string, PriceRecord>;
  checkoutSessions: Map<string, CheckoutSessionRecord>;
  subscriptions: Map<string, SubscriptionRecord>;
  invoices: Map<string, InvoiceRecord>;
  invoiceItems: Map<string, InvoiceItemRecord>;
  portalSessions: Map<string, PortalSessionRecord>;
}

export interface StripeStandInOptions {
  /** The key the SDK must send (default 'sk_test_stand_in'). */
  secretKey?: string;
  /** Signs webhooks (default 'whsec_stand_in'). */
  webhookSecret?: string;
  /** Where events are POSTed; none: events are only recorded. */
  webhookUrl?: string;
  /** The clock in milliseconds (default Date.now); advanceClock moves it further. */
  now?: () => number;
}

export interface StripeStandInState {
  /** Every object, as Stripe answers for it now (fresh snapshots, oldest first). */
  readonly customers: Wire<Stripe.Customer>[];
  readonly products: Wire<Stripe.Product>[];
  readonly prices: Wire<Stripe.Price>[];
  readonly checkoutSessions: WireCheckoutSession[];
  readonly subscriptions: WireSubscription[];
  readonly invoices: WireInvoice[];
  readonly portalSessions: Wire<Stripe.BillingPortal.Session>[];
  /** Every event, in the order Stripe made them (the index is the order; see sequenceOf). */
  readonly events: StandInEvent[];
  readonly deliveries: DeliveryRecord[];
  readonly requests: RecordedRequest[];
  customer(id: string): Wire<Stripe.Customer>;
  subscription(id: string): WireSubscription;
  invoice(id: string): WireInvoice;
  checkoutSession(id: string): WireCheckoutSession;
  /** The event's place in Stripe's order (0, 1, …): `created` is in seconds, so events often share it. */
  sequenceOf(eventId: string): number;
  /** Epoch seconds on the stand-in's clock. */
  clock(): number;
  advanceClock(seconds: number): void;
  /** A product and a price in one step, without the SDK (for setting up a test). */
  addPrice(price: {
    productName: string;
    unitAmount: number;
    currency?: string;
    interval?: Interval | null;
    lookupKey?: string;
    metadata?: Metadata;
  }): Wire<Stripe.Price>;
  setWebhookUrl(url: string | null): void;
  /** Events from now on wait in undelivered() until resumeDelivery() or deliver(). */
  pauseDelivery(): void;
  /** Sends the waiting events in order; resolves when the endpoint has answered them all. */
  resumeDelivery(): Promise<DeliveryRecord[]>;
  undelivered(): StandInEvent[];
  /** Sends one event now (again, out of order, or with a bad signature), whether or not it waited. */
  deliver(eventId: string, options?: { signature?: SignatureKind }): Promise<{ status: number; body: string }>;
  /** Resolves when the events made so far (by API calls too) have been sent and answered. */
  idle(): Promise<void>;
  /** What pressing "Pay and subscribe" does. Resolves when the webhooks were answered. */
  completeCheckout(sessionId: string): Promise<WireCheckoutSession>;
  /**
   * past_due: an open invoice whose payment failed (invoice.created, invoice.payment_failed) and
   * customer.subscription.updated; active from past_due or unpaid: the open invoices are paid (invoice.paid) first;
   * canceled: customer.subscription.deleted; anything else: customer.subscription.updated.
   */
  setSubscriptionStatus(subscriptionId: string, status: SubscriptionStatus): Promise<WireSubscription>;
  /**
   * The period ends: the clock moves to its end if it is earlier, and the subscription renews (a trial ends) with an
   * invoice for the next period plus the pending prorations, paid or, with `paymentFails`, open and past_due. With
   * cancel_at_period_end the subscription is canceled instead.
   */
  renew(
    subscriptionId: string,
    options?: { paymentFails?: boolean },
  ): Promise<{ subscription: WireSubscription; invoice: WireInvoice | null }>;
  /** The next `times` requests whose path matches fail with `status` (before auth). */
  failNext(pattern: string | RegExp, failure: FailureSpec): void;
}

export interface StripeStandIn {
  url: string;
  secretKey: string;
  webhookSecret: string;
  state: StripeStandInState;
  close(): Promise<void>;
}

import type Stripe from 'stripe';
import type {
  InvoiceLineRecord,
  InvoiceRecord,
  PriceRecord,
  Store,
  SubscriptionItemRecord,
  SubscriptionRecord,
  Wire,
  WireInvoice,
  WireSubscription,
} from './stripe-stand-in-model.js';
import { find, priceShape } from './stripe-stand-in-shapes.js';

/**
 * The JSON for subscriptions, their items and invoices, as API version 2026-11-18.endive has them: the billing period
 * is on each item (`items.data[].current_period_start/_end`, not on the subscription), and an invoice names its
 * subscription under `parent.subscription_details.subscription` (there is no top-level `invoice.subscription`).
 */

function planShape(price: PriceRecord): Wire<Stripe.Plan> {
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unitAmount,
    amount_decimal: String(price.unitAmount),
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? 'month',
    interval_count: price.recurring?.intervalCount ?? 1,
    livemode: false,
    metadata: { ...price.metadata },
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

export function subscriptionItemShape(
  store: Store,
  subscription: SubscriptionRecord,
  item: SubscriptionItemRecord,
): Wire<Stripe.SubscriptionItem> {
  const price = find(store.prices, 'price', item.price);
  return {
    id: item.id,
    object: 'subscription_item',
    billing_thresholds: null,
    created: item.created,
    current_period_end: item.periodEnd,
    current_period_start: item.periodStart,
    current_trial: null,
    discounts: [],
    metadata: { ...item.metadata },
    plan: planShape(price),
    price: priceShape(price),
    quantity: item.quantity,
    subscription: subscription.id,
    tax_rates: [],
  };
}

export function subscriptionShape(store: Store, subscription: SubscriptionRecord): WireSubscription {
  return {
    id: subscription.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: subscription.billingCycleAnchor,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: subscription.cancelAt,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    canceled_at: subscription.canceledAt,
    cancellation_details: {
      comment: null,
      feedback: null,
      feedback_option: null,
      reason: subscription.cancellationReason,
    },
    collection_method: 'charge_automatically',
    created: subscription.created,
    currency: subscription.currency,
    customer: subscription.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: subscription.endedAt,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: {
      object: 'list',
      data: subscription.items.map((item) => subscriptionItemShape(store, subscription, item)),
      has_more: false,
      url: `/v1/subscription_items?subscription=${subscription.id}`,
    },
    latest_invoice: subscription.latestInvoice,
    livemode: false,
    managed_payments: null,
    metadata: { ...subscription.metadata },
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: subscription.startDate,
    status: subscription.status,
    test_clock: null,
    transfer_data: null,
    trial_end: subscription.trialEnd,
    trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' } },
    trial_start: subscription.trialStart,
  };
}

/** The invoice's money: lines, then the customer balance (a credit is negative) applied. */
export function invoiceTotals(invoice: InvoiceRecord) {
  const total = invoice.lines.reduce((sum, line) => sum + line.amount, 0);
  const withBalance = total + invoice.startingBalance;
  const amountDue = Math.max(0, withBalance);
  return { total, amountDue, endingBalance: Math.min(0, withBalance) };
}

function invoiceLineShape(store: Store, invoice: InvoiceRecord, line: InvoiceLineRecord): Wire<Stripe.InvoiceLineItem> {
  const price = find(store.prices, 'price', line.price);
  const subscription = invoice.subscription;
  return {
    id: line.id,
    object: 'line_item',
    amount: line.amount,
    currency: invoice.currency,
    description: line.description,
    discount_amounts: [],
    discountable: !line.proration,
    discounts: [],
    invoice: invoice.preview ? null : invoice.id,
    livemode: false,
    metadata: {},
    // A proration is a subscription item's line too, naming the pending invoice item it came from (Stripe's advice:
    // the prorations are the lines whose parent.subscription_item_details.proration is true).
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: line.invoiceItem,
        proration: line.proration,
        proration_details: { credited_items: line.creditedItems },
        subscription,
        subscription_item: line.subscriptionItem,
      },
    },
    period: { start: line.periodStart, end: line.periodEnd },
    pretax_credit_amounts: [],
    pricing: {
      type: 'price_details',
      price_details: { price: price.id, product: price.product },
      unit_amount_decimal: String(line.quantity ? Math.round((line.amount / line.quantity) * 1e10) / 1e10 : 0),
    },
    quantity: line.quantity,
    quantity_decimal: String(line.quantity),
    subscription,
    subtotal: line.amount,
    taxes: [],
  };
}

export function invoiceShape(store: Store, invoice: InvoiceRecord): WireInvoice {
  const customer = store.customers.get(invoice.customer);
  const { total, amountDue, endingBalance } = invoiceTotals(invoice);
  const finalized = invoice.status !== 'draft';
  const hosted = finalized && !invoice.preview;
  return {
    id: invoice.id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Assay (Stripe stand-in)',
    account_tax_ids: null,
    amount_due: amountDue,
    amount_overpaid: 0,
    amount_paid: invoice.amountPaid,
    amount_remaining: amountDue - invoice.amountPaid,
    amount_shipping: 0,
    application: null,
    attempt_count: invoice.attemptCount,
    attempted: invoice.attemptCount > 0,
    auto_advance: invoice.status === 'draft' || invoice.status === 'open',
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: invoice.billingReason,
    collection_method: 'charge_automatically',
    created: invoice.created,
    currency: invoice.currency,
    custom_fields: null,
    customer: invoice.customer,
    customer_account: null,
    customer_address: null,
    customer_email: customer?.email ?? null,
    customer_name: customer?.name ?? null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: invoice.finalizedAt,
    ending_balance: finalized ? endingBalance : null,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: hosted ? `${store.url}/invoice/${invoice.id}` : null,
    invoice_pdf: hosted ? `${store.url}/invoice/${invoice.id}/pdf` : null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: {
      object: 'list',
      data: invoice.lines.map((line) => invoiceLineShape(store, invoice, line)),
      has_more: false,
      url: invoice.preview ? '/v1/invoices/upcoming/lines' : `/v1/invoices/${invoice.id}/lines`,
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: invoice.nextPaymentAttempt,
    number: invoice.number,
    on_behalf_of: null,
    parent: invoice.subscription
      ? {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: {
            metadata: { ...(invoice.subscriptionMetadata ?? {}) },
            subscription: invoice.subscription,
          },
        }
      : null,
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: invoice.periodEnd,
    period_start: invoice.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: invoice.startingBalance,
    statement_descriptor: null,
    status: invoice.status,
    status_transitions: {
      finalized_at: invoice.finalizedAt,
      marked_uncollectible_at: null,
      paid_at: invoice.paidAt,
      voided_at: null,
    },
    subtotal: total,
    subtotal_excluding_tax: total,
    test_clock: null,
    total,
    total_discount_amounts: [],
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: invoice.preview ? null : invoice.created,
  };
}

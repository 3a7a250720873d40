import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import type {
  CheckoutSessionRecord,
  CustomerRecord,
  PortalSessionRecord,
  PriceRecord,
  ProductRecord,
  Store,
  Wire,
  WireCheckoutSession,
} from './stripe-stand-in-model.js';
import { noSuch } from './stripe-stand-in-params.js';

/**
 * The JSON Stripe answers with (API version 2026-11-18.endive) for customers, products, prices, Checkout Sessions and
 * their line items, and billing portal sessions. Each shape is checked against the SDK's type (Wire<…>), so a field
 * the SDK declares cannot be missing.
 */

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-like id: `cus_`, `sub_`, `in_`, `cs_test_`, … then 24 letters and digits. */
export function newId(prefix: string): string {
  const bytes = randomBytes(24);
  return `${prefix}_${Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')}`;
}

/** `$29.00`, `€12.50`: an amount in the currency's minor unit, for the hosted pages and line descriptions. */
export function money(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}

/** '15 Jan 2026', as Stripe writes dates in line descriptions. */
export function shortDate(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function find<T>(map: Map<string, T>, kind: string, id: string, param?: string): T {
  const record = map.get(id);
  if (!record) throw noSuch(kind, id, param);
  return record;
}

export function customerShape(customer: CustomerRecord): Wire<Stripe.Customer> {
  return {
    id: customer.id,
    object: 'customer',
    address: null,
    balance: customer.balance,
    created: customer.created,
    currency: customer.currency,
    default_source: null,
    delinquent: false,
    description: customer.description,
    discount: null,
    email: customer.email,
    invoice_prefix: customer.invoicePrefix,
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: { ...customer.metadata },
    name: customer.name,
    next_invoice_sequence: customer.nextInvoiceSequence,
    phone: customer.phone,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export function productShape(product: ProductRecord): Wire<Stripe.Product> {
  return {
    id: product.id,
    object: 'product',
    active: product.active,
    created: product.created,
    default_price: null,
    description: product.description,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: { ...product.metadata },
    name: product.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    unit_label: null,
    updated: product.updated,
    url: null,
  };
}

export function priceShape(price: PriceRecord): Wire<Stripe.Price> {
  return {
    id: price.id,
    object: 'price',
    active: price.active,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: price.lookupKey,
    metadata: { ...price.metadata },
    nickname: price.nickname,
    product: price.product,
    recurring: price.recurring
      ? {
          interval: price.recurring.interval,
          interval_count: price.recurring.intervalCount,
          meter: null,
          trial_period_days: null,
          usage_type: 'licensed',
        }
      : null,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: price.recurring ? 'recurring' : 'one_time',
    unit_amount: price.unitAmount,
    unit_amount_decimal: String(price.unitAmount),
  };
}

/** Amount due today: nothing when the subscription starts with a trial. */
export function checkoutAmounts(store: Store, session: CheckoutSessionRecord) {
  const subtotal = session.lineItems.reduce(
    (sum, line) => sum + find(store.prices, 'price', line.price).unitAmount * line.quantity,
    0,
  );
  const first = session.lineItems[0];
  const currency = first ? find(store.prices, 'price', first.price).currency : null;
  const dueToday = session.subscriptionData.trialPeriodDays ? 0 : subtotal;
  return { subtotal: dueToday, total: dueToday, currency, recurringTotal: subtotal };
}

export function checkoutLineItemShape(
  store: Store,
  line: CheckoutSessionRecord['lineItems'][number],
): Wire<Stripe.LineItem> {
  const price = find(store.prices, 'price', line.price);
  const amount = price.unitAmount * line.quantity;
  return {
    id: line.id,
    object: 'item',
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: price.currency,
    description: store.products.get(price.product)?.name ?? null,
    metadata: {},
    price: priceShape(price),
    quantity: line.quantity,
  };
}

export function checkoutSessionShape(
  store: Store,
  session: CheckoutSessionRecord,
  options: { lineItems?: boolean } = {},
): WireCheckoutSession {
  const amounts = checkoutAmounts(store, session);
  const customer = session.customer ? store.customers.get(session.customer) : undefined;
  const complete = session.status === 'complete';
  return {
    id: session.id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: amounts.subtotal,
    amount_total: amounts.total,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: session.cancelUrl,
    client_reference_id: session.clientReferenceId,
    client_secret: null,
    collected_information: complete ? { business_name: null, individual_name: null, shipping_details: null } : null,
    consent: null,
    consent_collection: null,
    created: session.created,
    currency: amounts.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: session.customer,
    customer_account: null,
    customer_creation: session.customer ? null : 'always',
    customer_details:
      complete && customer
        ? {
            address: null,
            business_name: null,
            email: customer.email,
            individual_name: null,
            name: customer.name,
            phone: null,
            tax_exempt: 'none',
            tax_ids: [],
          }
        : null,
    customer_email: session.customerEmail,
    discounts: [],
    expires_at: session.expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    ...(options.lineItems
      ? {
          line_items: {
            object: 'list' as const,
            data: session.lineItems.map((line) => checkoutLineItemShape(store, line)),
            has_more: false,
            url: `/v1/checkout/sessions/${session.id}/line_items`,
          },
        }
      : {}),
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: { ...session.metadata },
    mode: session.mode,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ['card'],
    payment_status: session.paymentStatus,
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: session.status,
    submit_type: null,
    subscription: session.subscription,
    success_url: session.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: session.status === 'open' ? `${store.url}/checkout/pay/${session.id}` : null,
    wallet_options: null,
  };
}

export function portalSessionShape(store: Store, session: PortalSessionRecord): Wire<Stripe.BillingPortal.Session> {
  return {
    id: session.id,
    object: 'billing_portal.session',
    configuration: 'bpc_stand_in_default',
    created: session.created,
    customer: session.customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: session.returnUrl,
    url: `${store.url}/portal/${session.id}`,
  };
}

import { expand, listOf, validUrl, type Route, type RouteContext } from './stripe-stand-in-lists.js';
import type { Interval } from './stripe-stand-in-model.js';
import { invalidRequest, noSuch, StripeError, type Params } from './stripe-stand-in-params.js';
import {
  checkoutLineItemShape,
  checkoutSessionShape,
  customerShape,
  find,
  newId,
  portalSessionShape,
  priceShape,
  productShape,
} from './stripe-stand-in-shapes.js';
import { subscriptionRoutes } from './stripe-stand-in-subscription-routes.js';

/**
 * The REST API under /v1: customers, products, prices, Checkout Sessions, billing portal sessions and events here;
 * subscriptions and invoices in stripe-stand-in-subscription-routes.ts.
 */

const customerRoutes: Record<string, Route> = {
  'POST /v1/customers': (params, _ids, { store, billing }) => {
    const customer = billing.createCustomer({
      email: params.nullableString('email') ?? null,
      name: params.nullableString('name') ?? null,
      description: params.nullableString('description') ?? null,
      phone: params.nullableString('phone') ?? null,
      metadata: params.metadata(),
    });
    return expand(store, customerShape(customer), params.expand());
  },
  'GET /v1/customers': (params, _ids, { store }) => {
    const email = params.string('email');
    const customers = [...store.customers.values()].filter((customer) => !email || customer.email === email);
    return listOf(store, params, '/v1/customers', customers, customerShape);
  },
  'GET /v1/customers/*': (params, [id = ''], { store }) =>
    expand(store, customerShape(find(store.customers, 'customer', id)), params.expand()),
  'POST /v1/customers/*': (params, [id = ''], { store }) => {
    const customer = find(store.customers, 'customer', id);
    for (const field of ['email', 'name', 'description', 'phone'] as const) {
      const value = params.nullableString(field);
      if (value !== undefined) customer[field] = value;
    }
    customer.metadata = params.metadata(customer.metadata);
    return expand(store, customerShape(customer), params.expand());
  },
};

const catalogRoutes: Record<string, Route> = {
  'POST /v1/products': (params, _ids, { store }) => {
    const id = params.string('id') ?? newId('prod');
    if (store.products.has(id)) {
      throw invalidRequest(`Product already exists.`, 'id', 'resource_already_exists');
    }
    const now = store.clock();
    const product = {
      id,
      created: now,
      updated: now,
      name: params.requiredString('name'),
      description: params.nullableString('description') ?? null,
      active: params.boolean('active') ?? true,
      metadata: params.metadata(),
    };
    store.products.set(id, product);
    return productShape(product);
  },
  'GET /v1/products/*': (params, [id = ''], { store }) =>
    expand(store, productShape(find(store.products, 'product', id)), params.expand()),
  'POST /v1/prices': (params, _ids, { store }) => {
    const currency = params.requiredString('currency').toLowerCase();
    const unitAmount = params.integer('unit_amount');
    if (unitAmount === undefined) {
      throw invalidRequest('Missing required param: unit_amount.', 'unit_amount', 'parameter_missing');
    }
    let product = params.string('product');
    if (product) find(store.products, 'product', product, 'product');
    const productData = params.child('product_data');
    if (!product && productData.has('name')) {
      product = newId('prod');
      const now = store.clock();
      store.products.set(product, {
        id: product,
        created: now,
        updated: now,
        name: productData.requiredString('name'),
        description: null,
        active: true,
        metadata: productData.metadata(),
      });
    }
    if (!product) throw invalidRequest('Missing required param: product.', 'product', 'parameter_missing');
    const recurringParams = params.child('recurring');
    const interval = recurringParams.oneOf<Interval>('interval', ['day', 'week', 'month', 'year']);
    if (params.has('recurring') && !interval) {
      throw invalidRequest('Missing required param: recurring[interval].', 'recurring[interval]', 'parameter_missing');
    }
    const lookupKey = params.nullableString('lookup_key') ?? null;
    const holder = lookupKey ? [...store.prices.values()].find((price) => price.lookupKey === lookupKey) : undefined;
    if (holder && params.boolean('transfer_lookup_key') !== true) {
      throw invalidRequest(
        `A price (\`${holder.id}\`) already uses that lookup key.`,
        'lookup_key',
        'lookup_key_already_exists',
      );
    }
    if (holder) holder.lookupKey = null;
    const price = {
      id: newId('price'),
      created: store.clock(),
      product,
      unitAmount,
      currency,
      recurring: interval ? { interval, intervalCount: recurringParams.integer('interval_count') ?? 1 } : null,
      lookupKey,
      nickname: params.nullableString('nickname') ?? null,
      active: params.boolean('active') ?? true,
      metadata: params.metadata(),
    };
    store.prices.set(price.id, price);
    return expand(store, priceShape(price), params.expand());
  },
  'GET /v1/prices': (params, _ids, { store }) => {
    const lookupKeys = params.strings('lookup_keys');
    const product = params.string('product');
    const active = params.boolean('active');
    const prices = [...store.prices.values()].filter(
      (price) =>
        (!lookupKeys || (price.lookupKey !== null && lookupKeys.includes(price.lookupKey))) &&
        (!product || price.product === product) &&
        (active === undefined || price.active === active),
    );
    return listOf(store, params, '/v1/prices', prices, priceShape);
  },
  'GET /v1/prices/*': (params, [id = ''], { store }) =>
    expand(store, priceShape(find(store.prices, 'price', id)), params.expand()),
};

const checkoutRoutes: Record<string, Route> = {
  'POST /v1/checkout/sessions': (params, _ids, { store }) => {
    const mode = params.requiredString('mode');
    if (mode !== 'subscription') {
      throw invalidRequest(`The Stripe stand-in makes Checkout Sessions in subscription mode only.`, 'mode');
    }
    const customer = params.string('customer');
    const customerEmail = params.string('customer_email');
    if (customer && customerEmail) {
      throw invalidRequest('You may only specify one of these parameters: customer, customer_email.', 'customer');
    }
    if (customer) find(store.customers, 'customer', customer, 'customer');
    const lineParams = params.objects('line_items') ?? [];
    if (lineParams.length === 0) {
      throw invalidRequest('Missing required param: line_items.', 'line_items', 'parameter_missing');
    }
    const lineItems = lineParams.map((line) => {
      const price = find(store.prices, 'price', line.requiredString('price'), line.name('price'));
      if (!price.recurring) {
        throw invalidRequest(
          'You must specify at least one recurring price in `subscription` mode when using prices.',
          line.name('price'),
        );
      }
      const quantity = line.integer('quantity');
      if (quantity === undefined) {
        throw invalidRequest(
          `Missing required param: ${line.name('quantity')}.`,
          line.name('quantity'),
          'parameter_missing',
        );
      }
      return { id: newId('li'), price: price.id, quantity, record: price };
    });
    const first = lineItems[0]?.record;
    if (lineItems.some(({ record }) => record.currency !== first?.currency)) {
      throw invalidRequest('All prices on a Checkout Session must have the same currency.', 'line_items');
    }
    if (lineItems.some(({ record }) => record.recurring?.interval !== first?.recurring?.interval)) {
      throw invalidRequest('All recurring prices on a Checkout Session must have the same interval.', 'line_items');
    }
    const subscriptionData = params.child('subscription_data');
    const trialPeriodDays = subscriptionData.integer('trial_period_days') ?? null;
    if (trialPeriodDays !== null && (trialPeriodDays < 1 || trialPeriodDays > 730)) {
      throw invalidRequest('The trial_period_days must be between 1 and 730.', 'subscription_data[trial_period_days]');
    }
    const now = store.clock();
    const session = {
      id: newId('cs_test'),
      created: now,
      expiresAt: now + 24 * 3600,
      mode: 'subscription' as const,
      customer: customer ?? null,
      customerEmail: customerEmail ?? null,
      lineItems: lineItems.map(({ id, price, quantity }) => ({ id, price, quantity })),
      successUrl: validUrl(params, 'success_url'),
      cancelUrl: validUrl(params, 'cancel_url'),
      clientReferenceId: params.nullableString('client_reference_id') ?? null,
      metadata: params.metadata(),
      subscriptionData: { metadata: subscriptionData.metadata(), trialPeriodDays },
      status: 'open' as const,
      paymentStatus: 'unpaid' as const,
      subscription: null,
    };
    store.checkoutSessions.set(session.id, session);
    const paths = params.expand();
    const json = checkoutSessionShape(store, session, { lineItems: paths.some((path) => /^line_items\b/.test(path)) });
    return expand(store, json, paths);
  },
  'GET /v1/checkout/sessions/*': (params, [id = ''], { store }) => {
    const paths = params.expand();
    const session = find(store.checkoutSessions, 'checkout.session', id);
    const json = checkoutSessionShape(store, session, { lineItems: paths.some((path) => /^line_items\b/.test(path)) });
    return expand(store, json, paths);
  },
  'GET /v1/checkout/sessions/*/line_items': (params, [id = ''], { store }) => {
    const session = find(store.checkoutSessions, 'checkout.session', id);
    return listOf(store, params, `/v1/checkout/sessions/${id}/line_items`, [...session.lineItems].reverse(), (line) =>
      checkoutLineItemShape(store, line),
    );
  },
  'POST /v1/billing_portal/sessions': (params, _ids, { store }) => {
    const customer = find(store.customers, 'customer', params.requiredString('customer'), 'customer');
    const session = {
      id: newId('bps'),
      created: store.clock(),
      customer: customer.id,
      returnUrl: validUrl(params, 'return_url'),
    };
    store.portalSessions.set(session.id, session);
    return portalSessionShape(store, session);
  },
};

const eventRoutes: Record<string, Route> = {
  'GET /v1/events': (params, _ids, { store, log }) => {
    const type = params.string('type');
    const events = log.events.filter((event) => !type || event.type === type);
    return listOf(store, params, '/v1/events', events, (event) => structuredClone(event));
  },
  'GET /v1/events/*': (_params, [id = ''], { log }) => {
    const event = log.events.find((candidate) => candidate.id === id);
    if (!event) throw noSuch('event', id);
    return event;
  },
};

const ROUTES: Record<string, Route> = {
  ...customerRoutes,
  ...catalogRoutes,
  ...checkoutRoutes,
  ...eventRoutes,
  ...subscriptionRoutes,
};

/** Answers one /v1 request, or throws StripeError. */
export function routeApi(method: string, path: string, params: Params, context: RouteContext): unknown {
  const segments = path.replace(/\/+$/, '').split('/').slice(1);
  // Fixed paths first: /v1/invoices/create_preview is not an invoice id.
  const exact = ROUTES[`${method} ${path}`];
  if (exact) return exact(params, [], context);
  for (const [key, route] of Object.entries(ROUTES)) {
    const [routeMethod, pattern = ''] = key.split(' ');
    const parts = pattern.split('/').slice(1);
    if (routeMethod !== method || parts.length !== segments.length) continue;
    if (parts.every((part, index) => part === '*' || part === segments[index])) {
      const found = parts.flatMap((part, index) => (part === '*' ? [decodeURIComponent(segments[index] ?? '')] : []));
      return route(params, found, context);
    }
  }
  throw new StripeError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  });
}

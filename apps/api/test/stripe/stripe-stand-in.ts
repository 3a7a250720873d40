import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBilling } from './stripe-stand-in-billing.js';
import { invoiceShape, subscriptionShape } from './stripe-stand-in-billing-shapes.js';
import { createEventLog } from './stripe-stand-in-events.js';
import {
  API_VERSION,
  type FailureSpec,
  type RecordedRequest,
  type Store,
  type StripeStandIn,
  type StripeStandInOptions,
  type StripeStandInState,
} from './stripe-stand-in-model.js';
import { handlePage } from './stripe-stand-in-pages.js';
import { parseForm, Params, StripeError, type StripeErrorBody } from './stripe-stand-in-params.js';
import { routeApi } from './stripe-stand-in-routes.js';
import {
  checkoutSessionShape,
  customerShape,
  find,
  newId,
  portalSessionShape,
  priceShape,
  productShape,
} from './stripe-stand-in-shapes.js';

/**
 * A stand-in for Stripe's API on loopback: the subset the billing code calls through the real `stripe` SDK (customers,
 * prices, Checkout, subscriptions with prorations, invoices, the billing portal), in API version 2026-11-18.endive,
 * with Stripe's encoding, errors, events and signed webhooks, plus the hosted Checkout and portal pages. Point the
 * SDK at it with `new Stripe(secretKey, { host: '127.0.0.1', port, protocol: 'http' })`. README.md in this folder
 * lists what it covers.
 */

export type * from './stripe-stand-in-model.js';
export { API_VERSION } from './stripe-stand-in-model.js';

function defaultFailure(status: number): StripeErrorBody {
  if (status === 402) {
    return {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    };
  }
  if (status === 429) {
    return {
      type: 'invalid_request_error',
      code: 'rate_limit',
      message: 'Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits.',
    };
  }
  if (status >= 500) return { type: 'api_error', message: "Something went wrong on Stripe's end." };
  return { type: 'invalid_request_error', message: 'Injected failure' };
}

function patternToRegExp(pattern: string | RegExp): RegExp {
  if (pattern instanceof RegExp) return pattern;
  const escaped = pattern
    .split('*')
    .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*');
  return new RegExp(`^${escaped}$`);
}

/** `sk_test_********************1234`, as Stripe shows a wrong key. */
const redact = (key: string) =>
  key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}` : '*'.repeat(key.length);

/** Starts the stand-in on 127.0.0.1 (a free port). */
export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? 'sk_test_stand_in';
  const webhookSecret = options.webhookSecret ?? 'whsec_stand_in';
  const now = options.now ?? Date.now;
  let offsetMs = 0;
  const clock = () => Math.floor((now() + offsetMs) / 1000);
  const failures: { regexp: RegExp; failure: FailureSpec; left: number }[] = [];
  const requests: RecordedRequest[] = [];
  const idempotency = new Map<string, { fingerprint: string; status: number; body: string }>();

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: `Stand-in error: ${String(error)}` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const store: Store = {
    url,
    clock,
    customers: new Map(),
    products: new Map(),
    prices: new Map(),
    checkoutSessions: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    invoiceItems: new Map(),
    portalSessions: new Map(),
  };
  const log = createEventLog({ webhookSecret, webhookUrl: options.webhookUrl ?? null, clock });
  const billing = createBilling(store, log, (seconds) => {
    offsetMs += Math.max(0, seconds - clock()) * 1000;
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const target = new URL(request.url ?? '/', url);
    const method = request.method ?? 'GET';
    const idempotencyKey = request.headers['idempotency-key']?.toString() ?? null;
    const stripeVersion = request.headers['stripe-version']?.toString() ?? null;
    const form = method === 'GET' || method === 'DELETE' ? target.search.slice(1) : text;
    const params = new Params(parseForm(form));
    const recorded: RecordedRequest = {
      method,
      path: target.pathname,
      params: params.raw,
      ignoredParams: [],
      authorized: false,
      idempotencyKey,
      stripeVersion,
      status: 0,
    };
    requests.push(recorded);
    const requestId = newId('req');
    const send = (status: number, body: string, replayed = false) => {
      recorded.status = status;
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': requestId,
        'stripe-version': API_VERSION,
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      response.end(body);
    };
    const sendError = (error: StripeError) => send(error.status, JSON.stringify({ error: error.error }, null, 2));

    const failure = failures.find(
      (entry) =>
        entry.left > 0 &&
        entry.regexp.test(target.pathname) &&
        (!entry.failure.method || entry.failure.method.toUpperCase() === method),
    );
    if (failure) {
      failure.left -= 1;
      if (failure.left === 0) failures.splice(failures.indexOf(failure), 1);
      sendError(
        new StripeError(failure.failure.status, failure.failure.error ?? defaultFailure(failure.failure.status)),
      );
      return;
    }

    if (!target.pathname.startsWith('/v1/')) {
      const page = await handlePage(method, target.pathname, new URLSearchParams(text), { store, billing, log });
      if (page) {
        recorded.status = page.status;
        response.writeHead(page.status, page.headers);
        response.end(page.body);
        return;
      }
    }

    try {
      const authorization = request.headers.authorization ?? '';
      const bearer = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
      const basic = /^Basic\s+(\S+)$/i.exec(authorization)?.[1];
      const key = bearer ?? (basic ? Buffer.from(basic, 'base64').toString('utf8').split(':')[0] : undefined);
      if (!key) {
        throw new StripeError(401, {
          type: 'invalid_request_error',
          message:
            "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
        });
      }
      if (key !== secretKey) {
        throw new StripeError(401, {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${redact(key)}`,
        });
      }
      recorded.authorized = true;
      if (stripeVersion && stripeVersion !== API_VERSION) {
        throw new StripeError(400, {
          type: 'invalid_request_error',
          message: `The Stripe stand-in speaks API version ${API_VERSION} only; this request asked for ${stripeVersion}.`,
        });
      }
      const fingerprint = `${method} ${target.pathname} ${text}`;
      const earlier = method === 'POST' && idempotencyKey ? idempotency.get(idempotencyKey) : undefined;
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) {
          throw new StripeError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          });
        }
        send(earlier.status, earlier.body, true);
        return;
      }
      const context = { store, billing, log, request: { id: requestId, idempotency_key: idempotencyKey } };
      let status = 200;
      let body: string;
      try {
        body = JSON.stringify(routeApi(method, target.pathname, params, context), null, 2);
      } catch (error) {
        if (!(error instanceof StripeError)) throw error;
        status = error.status;
        body = JSON.stringify({ error: error.error }, null, 2);
      }
      recorded.ignoredParams = params.ignored().filter((name) => name !== 'expand');
      if (method === 'POST' && idempotencyKey) idempotency.set(idempotencyKey, { fingerprint, status, body });
      send(status, body);
      // Stripe sends the webhooks of what a call changed after answering it; state.idle() waits for them.
      void log.drain();
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      sendError(error);
    }
  }

  const all = <T, R>(map: Map<string, T>, render: (record: T) => R) => [...map.values()].map(render);

  const state: StripeStandInState = {
    get customers() {
      return all(store.customers, customerShape);
    },
    get products() {
      return all(store.products, productShape);
    },
    get prices() {
      return all(store.prices, priceShape);
    },
    get checkoutSessions() {
      return all(store.checkoutSessions, (session) => checkoutSessionShape(store, session));
    },
    get subscriptions() {
      return all(store.subscriptions, (subscription) => subscriptionShape(store, subscription));
    },
    get invoices() {
      return all(store.invoices, (invoice) => invoiceShape(store, invoice));
    },
    get portalSessions() {
      return all(store.portalSessions, (session) => portalSessionShape(store, session));
    },
    events: log.events,
    deliveries: log.deliveries,
    requests,
    customer: (id) => customerShape(find(store.customers, 'customer', id)),
    subscription: (id) => subscriptionShape(store, find(store.subscriptions, 'subscription', id)),
    invoice: (id) => invoiceShape(store, find(store.invoices, 'invoice', id)),
    checkoutSession: (id) => checkoutSessionShape(store, find(store.checkoutSessions, 'checkout.session', id)),
    sequenceOf: (eventId) => log.sequenceOf(eventId),
    clock,
    advanceClock(seconds) {
      offsetMs += seconds * 1000;
    },
    addPrice({ productName, unitAmount, currency = 'usd', interval = 'month', lookupKey, metadata = {} }) {
      const created = clock();
      const product = { id: newId('prod'), created, updated: created, name: productName, description: null };
      store.products.set(product.id, { ...product, active: true, metadata: {} });
      const price = {
        id: newId('price'),
        created,
        product: product.id,
        unitAmount,
        currency,
        recurring: interval ? { interval, intervalCount: 1 } : null,
        lookupKey: lookupKey ?? null,
        nickname: null,
        active: true,
        metadata,
      };
      for (const other of store.prices.values()) if (lookupKey && other.lookupKey === lookupKey) other.lookupKey = null;
      store.prices.set(price.id, price);
      return priceShape(price);
    },
    setWebhookUrl: (webhookUrl) => log.setWebhookUrl(webhookUrl),
    pauseDelivery: () => log.pause(),
    resumeDelivery: () => log.resume(),
    undelivered: () => log.undelivered(),
    deliver: (eventId, deliverOptions) => log.deliver(eventId, deliverOptions?.signature),
    idle: () => log.drain(),
    async completeCheckout(sessionId) {
      const session = billing.completeCheckout(sessionId);
      await log.drain();
      return checkoutSessionShape(store, session);
    },
    async setSubscriptionStatus(subscriptionId, status) {
      const subscription = billing.setStatus(find(store.subscriptions, 'subscription', subscriptionId), status);
      await log.drain();
      return subscriptionShape(store, subscription);
    },
    async renew(subscriptionId, renewOptions) {
      const subscription = find(store.subscriptions, 'subscription', subscriptionId);
      const { invoice } = billing.renew(subscription, renewOptions?.paymentFails ?? false);
      await log.drain();
      return { subscription: subscriptionShape(store, subscription), invoice: invoice && invoiceShape(store, invoice) };
    },
    failNext(pattern, failure) {
      failures.push({ regexp: patternToRegExp(pattern), failure, left: failure.times ?? 1 });
    },
  };

  return {
    url,
    secretKey,
    webhookSecret,
    state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in.js';

/**
 * What the stand-in's own tests share: a fresh stand-in on a fixed clock, a webhook endpoint that verifies each
 * delivery with the SDK's constructEvent (as the product's will), the SDK pointed at the stand-in, and a team plan
 * checkout as the billing code makes one.
 */

/** 15 Jan 2026 12:00 UTC: the stand-in's clock starts here in every test. */
export const START = Date.UTC(2026, 0, 15, 12) / 1000;
/** 15 Jan → 15 Feb. */
export const MONTH = Date.UTC(2026, 1, 15, 12) / 1000 - START;

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** A webhook endpoint: verifies the raw body with constructEvent and answers `answer` (400 when it does not verify). */
export async function startReceiver(secret: string) {
  const verifier = new Stripe('sk_test_unused');
  const state = {
    answer: 200,
    received: [] as Stripe.Event[],
    rejected: [] as string[],
    url: '',
    close: () => Promise.resolve(),
  };
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.url?.startsWith('/billing/done')) {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Welcome aboard</h1>');
        return;
      }
      try {
        state.received.push(verifier.webhooks.constructEvent(raw, String(request.headers['stripe-signature']), secret));
        response.writeHead(state.answer).end('{"received":true}');
      } catch (error) {
        state.rejected.push((error as Error).message);
        response.writeHead(400).end((error as Error).message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** The SDK as the billing code makes it, pointed at the stand-in (no retries: a failure shows at once). */
export function sdkFor(standIn: StripeStandIn, key = standIn.secretKey) {
  const { port } = new URL(standIn.url);
  return new Stripe(key, { host: '127.0.0.1', port: Number(port), protocol: 'http', maxNetworkRetries: 0 });
}

export interface Bench {
  standIn: StripeStandIn;
  stripe: Stripe;
  receiver: Receiver;
  close(): Promise<void>;
}

export async function startBench(): Promise<Bench> {
  const standIn = await startStripeStandIn({ secretKey: 'sk_test_assay_1234567890', now: () => START * 1000 });
  const receiver = await startReceiver(standIn.webhookSecret);
  standIn.state.setWebhookUrl(`${receiver.url}/webhooks/stripe`);
  return {
    standIn,
    stripe: sdkFor(standIn),
    receiver,
    close: async () => {
      await standIn.close();
      await receiver.close();
    },
  };
}

/** A team plan ($12 a seat a month), a customer, and a checkout for `seats` seats, as the billing code makes them. */
export async function teamCheckout(
  { stripe, receiver }: Bench,
  seats = 3,
  extra: Partial<Stripe.Checkout.SessionCreateParams> = {},
) {
  const product = await stripe.products.create({ name: 'Assay Team', metadata: { plan: 'team' } });
  const price = await stripe.prices.create({
    product: product.id,
    unit_amount: 1200,
    currency: 'usd',
    recurring: { interval: 'month' },
    lookup_key: 'team_monthly',
    transfer_lookup_key: true, // a second checkout in one test makes the plan again
  });
  const customer = await stripe.customers.create({ email: 'ada@acme.test', name: 'Acme', metadata: { org: 'org_1' } });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: price.id, quantity: seats }],
    success_url: `${receiver.url}/billing/done?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${receiver.url}/billing/cancelled`,
    client_reference_id: 'org_1',
    metadata: { org: 'org_1' },
    subscription_data: { metadata: { org: 'org_1' } },
    ...extra,
  });
  return { product, price, customer, session };
}

/** teamCheckout, paid: the subscription is active and its first invoice paid. */
export async function paidSubscription(bench: Bench, seats = 3) {
  const setup = await teamCheckout(bench, seats);
  await bench.standIn.state.completeCheckout(setup.session.id);
  const session = await bench.stripe.checkout.sessions.retrieve(setup.session.id, { expand: ['subscription'] });
  return { ...setup, subscription: session.subscription as Stripe.Subscription };
}

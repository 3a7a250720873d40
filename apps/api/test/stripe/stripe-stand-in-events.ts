import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type Stripe from 'stripe';
import {
  API_VERSION,
  type DeliveryRecord,
  type SignatureKind,
  type StandInEvent,
  type StandInEventType,
  type Wire,
} from './stripe-stand-in-model.js';
import { newId } from './stripe-stand-in-shapes.js';

/**
 * Stripe's events and webhook deliveries. Each event goes to the webhook URL as Stripe sends it: a POST whose body is
 * the event as pretty-printed JSON (so an endpoint must verify the raw body, not a re-serialised one) and whose
 * `Stripe-Signature: t=…,v1=…` is HMAC-SHA256 with the webhook secret over `${t}.${body}`. Deliveries go one at a
 * time, in the order the events were made; a delivery the endpoint fails (not 2xx) is recorded and not retried, so a
 * test retries it with deliver().
 */

/** The API request that caused an event (`event.request`); null ids for what the stand-in did by itself. */
export interface RequestContext {
  id: string | null;
  idempotency_key: string | null;
}

export const NO_REQUEST: RequestContext = { id: null, idempotency_key: null };

const DELIVERY_TIMEOUT_MS = 10_000;

export function signatureHeader(payload: string, secret: string, kind: SignatureKind = 'valid'): string {
  // Stripe signs with the time of sending (the real one: constructEvent compares it with the real clock).
  const timestamp = Math.floor(Date.now() / 1000) - (kind === 'expired' ? 600 : 0);
  const key = kind === 'bad' ? `${secret}_not_the_secret` : secret;
  const signature = createHmac('sha256', key).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

function post(url: string, payload: string, signature: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      target,
      {
        method: 'POST',
        agent: false,
        timeout: DELIVERY_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(payload),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'cache-control': 'no-cache',
          accept: '*/*; q=0.5, application/xml',
          'stripe-signature': signature,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', (error) => resolve({ status: 0, body: String(error) }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer in ${DELIVERY_TIMEOUT_MS} ms`)));
    request.on('error', (error) => resolve({ status: 0, body: String(error) }));
    request.end(payload);
  });
}

export type EventLog = ReturnType<typeof createEventLog>;

export function createEventLog(options: { webhookSecret: string; webhookUrl: string | null; clock: () => number }) {
  const events: StandInEvent[] = [];
  const sequence = new Map<string, number>();
  const deliveries: DeliveryRecord[] = [];
  const queue: StandInEvent[] = [];
  let webhookUrl = options.webhookUrl;
  let paused = false;
  let tail: Promise<void> = Promise.resolve();

  async function send(event: StandInEvent, signature: SignatureKind): Promise<DeliveryRecord> {
    if (!webhookUrl) throw new Error('The Stripe stand-in has no webhook URL (setWebhookUrl)');
    const payload = JSON.stringify(event, null, 2);
    const answer = await post(webhookUrl, payload, signatureHeader(payload, options.webhookSecret, signature));
    const record: DeliveryRecord = { eventId: event.id, type: event.type, signature, ...answer };
    deliveries.push(record);
    return record;
  }

  /** Each call queues one pass over the waiting events behind the passes before it (one delivery at a time). */
  function drain(): Promise<void> {
    tail = tail.then(async () => {
      while (!paused && webhookUrl && queue.length > 0) await send(queue.shift() as StandInEvent, 'valid');
    });
    return tail;
  }

  return {
    events,
    deliveries,
    /** Records an event (a snapshot of `object` now) and queues it for the webhook URL, if there is one. */
    emit(
      type: StandInEventType,
      object: StandInEvent['data']['object'],
      extra: { previous?: Record<string, unknown>; request?: RequestContext } = {},
    ): StandInEvent {
      const last = events.at(-1);
      const event: StandInEvent = {
        id: newId('evt'),
        object: 'event',
        api_version: API_VERSION,
        // Never earlier than the event before it, even if a test moved the clock back.
        created: Math.max(options.clock(), last?.created ?? 0),
        type,
        data: { object: structuredClone(object), ...(extra.previous ? { previous_attributes: extra.previous } : {}) },
        livemode: false,
        pending_webhooks: webhookUrl ? 1 : 0,
        request: { ...(extra.request ?? NO_REQUEST) },
      } satisfies Wire<Stripe.EventBase>;
      sequence.set(event.id, events.length);
      events.push(event);
      if (webhookUrl) queue.push(event);
      return event;
    },
    sequenceOf(eventId: string): number {
      const index = sequence.get(eventId);
      if (index === undefined) throw new Error(`No event ${eventId} in the Stripe stand-in`);
      return index;
    },
    setWebhookUrl(url: string | null) {
      webhookUrl = url;
    },
    pause() {
      paused = true;
    },
    async resume(): Promise<DeliveryRecord[]> {
      paused = false;
      const before = deliveries.length;
      await drain();
      return deliveries.slice(before);
    },
    undelivered: () => [...queue],
    async deliver(eventId: string, signature: SignatureKind = 'valid') {
      const event = events.find((candidate) => candidate.id === eventId);
      if (!event) throw new Error(`No event ${eventId} in the Stripe stand-in`);
      const waiting = queue.indexOf(event);
      if (waiting >= 0) queue.splice(waiting, 1);
      const { status, body } = await send(event, signature);
      return { status, body };
    },
    /** Sends what is queued (unless paused); resolves when the endpoint answered. */
    drain,
  };
}

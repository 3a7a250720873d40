import type { FastifyBaseLogger } from 'fastify';
import { backoffDelayMs } from '../../lib/backoff.js';
import type { OutboxRepository, OutboxRow } from './outbox.repository.js';
import type { DomainEvent } from './outbox.service.js';

export interface EventSubscriber {
  /** Stable name: deliveries are recorded under it, so renaming a subscriber re-delivers old events to it. */
  name: string;
  /** Event types it wants, or '*' for all. */
  types: readonly string[] | '*';
  /** Must be idempotent by `event.id`: delivery is at least once. Throw to have the event retried. */
  handle(event: DomainEvent): Promise<void>;
}

export interface OutboxDispatcherOptions {
  repository: OutboxRepository;
  log: FastifyBaseLogger;
  pollMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  batchSize?: number;
  /** How long a claim lasts; a node that dies mid-delivery lets its events go after this. */
  leaseMs?: number;
}

const toDomainEvent = (row: OutboxRow): DomainEvent => ({
  id: row.id,
  type: row.type,
  payload: row.payload,
  organizationId: row.organizationId,
  actorId: row.actorId,
  requestId: row.requestId,
  createdAt: row.createdAt,
});

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Delivers recorded events to subscribers after commit, at least once, from any number of API nodes. Each
 * node polls; events are claimed with SKIP LOCKED, so one event goes to one node at a time.
 */
export function createOutboxDispatcher(options: OutboxDispatcherOptions) {
  const { repository, log, pollMs, retryBaseMs, maxAttempts, batchSize = 20, leaseMs = 60_000 } = options;
  const subscribers: EventSubscriber[] = [];
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;

  const wants = (subscriber: EventSubscriber, type: string) =>
    subscriber.types === '*' || subscriber.types.includes(type);

  async function deliver(row: OutboxRow): Promise<void> {
    const done = await repository.deliveredSubscribers(row.id);
    const event = toDomainEvent(row);
    const failures: string[] = [];
    for (const subscriber of subscribers) {
      if (!wants(subscriber, row.type) || done.has(subscriber.name)) continue;
      try {
        await subscriber.handle(event);
        await repository.markSubscriberDelivered(row.id, subscriber.name);
      } catch (error) {
        failures.push(`${subscriber.name}: ${errorText(error)}`);
        log.warn(
          { eventId: row.id, eventType: row.type, subscriber: subscriber.name, attempt: row.attempts, err: error },
          'event delivery failed',
        );
      }
    }
    if (failures.length === 0) {
      await repository.markDelivered(row.id);
    } else if (row.attempts >= maxAttempts) {
      await repository.markFailed(row.id, failures.join('; '));
      log.error(
        { eventId: row.id, eventType: row.type, attempts: row.attempts, failures },
        'event delivery gave up after the last attempt',
      );
    } else {
      const delayMs = backoffDelayMs(row.attempts, retryBaseMs);
      await repository.scheduleRetry(row.id, failures.join('; '), delayMs);
      log.warn(
        { eventId: row.id, eventType: row.type, attempt: row.attempts, retryInMs: delayMs },
        'event delivery will be retried',
      );
    }
  }

  /** Claims and delivers one batch; answers how many events it handled. */
  async function runOnce(): Promise<number> {
    const rows = await repository.claimDue(batchSize, leaseMs);
    for (const row of rows) await deliver(row);
    return rows.length;
  }

  async function drain(): Promise<void> {
    while ((await runOnce()) > 0);
  }

  function tick(): void {
    if (inFlight) return;
    inFlight = drain()
      .catch((error: unknown) => log.error({ err: error }, 'outbox dispatch failed; will try again'))
      .finally(() => {
        inFlight = undefined;
      });
  }

  return {
    subscribe(subscriber: EventSubscriber): void {
      if (subscribers.some((existing) => existing.name === subscriber.name)) {
        throw new Error(`An event subscriber named "${subscriber.name}" is already registered`);
      }
      subscribers.push(subscriber);
    },
    start(): void {
      if (timer) return;
      timer = setInterval(tick, pollMs);
      timer.unref();
      tick();
    },
    /** Ask for a round now (after a commit that recorded events) instead of waiting for the next poll. */
    nudge(): void {
      if (timer) tick();
    },
    /** Stops polling and waits for the delivery under way. */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await inFlight;
    },
    runOnce,
    drain,
  };
}
export type OutboxDispatcher = ReturnType<typeof createOutboxDispatcher>;

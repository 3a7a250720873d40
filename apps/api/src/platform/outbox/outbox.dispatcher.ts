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
  /**
   * Optional: handles several events at once, in the order they were recorded (a subscriber that does its work set-wise
   * keeps up with far more events than one at a time). All or nothing, and idempotent like `handle`: when it throws,
   * each event is handed to `handle` alone, so one bad event fails only itself.
   */
  handleBatch?(events: readonly DomainEvent[]): Promise<void>;
}

export interface OutboxDispatcherOptions {
  repository: OutboxRepository;
  log: FastifyBaseLogger;
  pollMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  /** Events claimed per round, and the most one subscriber's `handleBatch` is given at once. */
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
  const { repository, log, pollMs, retryBaseMs, maxAttempts, batchSize = 200, leaseMs = 60_000 } = options;
  const subscribers: EventSubscriber[] = [];
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;

  const wants = (subscriber: EventSubscriber, type: string) =>
    subscriber.types === '*' || subscriber.types.includes(type);

  /** Hands `rows` to one subscriber; answers the ids it handled, and adds the failures of the others to `failures`. */
  async function deliverTo(
    subscriber: EventSubscriber,
    rows: readonly OutboxRow[],
    failures: Map<string, string[]>,
  ): Promise<string[]> {
    if (subscriber.handleBatch && rows.length > 1) {
      try {
        await subscriber.handleBatch(rows.map(toDomainEvent));
        return rows.map((row) => row.id);
      } catch (error) {
        log.warn(
          { subscriber: subscriber.name, events: rows.length, err: error },
          'batch delivery failed; delivering its events one at a time',
        );
      }
    }
    const handled: string[] = [];
    for (const row of rows) {
      try {
        await subscriber.handle(toDomainEvent(row));
        handled.push(row.id);
      } catch (error) {
        failures.set(row.id, [...(failures.get(row.id) ?? []), `${subscriber.name}: ${errorText(error)}`]);
        log.warn(
          { eventId: row.id, eventType: row.type, subscriber: subscriber.name, attempt: row.attempts, err: error },
          'event delivery failed',
        );
      }
    }
    return handled;
  }

  async function retryOrGiveUp(row: OutboxRow, failures: readonly string[]): Promise<void> {
    if (row.attempts >= maxAttempts) {
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

  /**
   * Claims and delivers one batch; answers how many events it handled. Each subscriber in turn gets the batch's events
   * it wants and has not had yet, and its deliveries are recorded together once it is done with them.
   */
  async function runOnce(): Promise<number> {
    const rows = await repository.claimDue(batchSize, leaseMs);
    if (rows.length === 0) return 0;
    const done = await repository.deliveredSubscribers(rows.map((row) => row.id));
    const failures = new Map<string, string[]>();
    for (const subscriber of subscribers) {
      const pending = rows.filter((row) => wants(subscriber, row.type) && !done.get(row.id)?.has(subscriber.name));
      if (pending.length === 0) continue;
      await repository.markSubscriberDelivered(await deliverTo(subscriber, pending, failures), subscriber.name);
    }
    await repository.markDelivered(rows.filter((row) => !failures.has(row.id)).map((row) => row.id));
    for (const row of rows) {
      const failed = failures.get(row.id);
      if (failed) await retryOrGiveUp(row, failed);
    }
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

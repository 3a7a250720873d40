import { rmSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, testConfig, type TestApp } from '../../../test/build-test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { buildApp } from '../../app.js';
import type { Config } from '../../config.js';
import type { DomainEvent } from './outbox.service.js';
import { outboxDeliveries, outboxEvents } from './outbox.tables.js';

const WAIT = { timeout: 10_000, interval: 25 };

interface LogLine {
  level: number;
  msg: string;
  eventId?: string;
  [key: string]: unknown;
}

/** A real pino logger writing JSON lines into memory, so a test can read what an operator would see. */
function memoryLogger() {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines };
}

async function recordEvent(app: FastifyInstance, type: string, payload: Record<string, unknown> = {}): Promise<string> {
  return app.services.transaction((tx) => app.services.outbox.record(tx, { type, payload }));
}

async function outboxRow(app: FastifyInstance, id: string) {
  const [row] = await app.services.db.select().from(outboxEvents).where(eq(outboxEvents.id, id));
  return row;
}

describe('outbox with two app instances on one database', () => {
  let testDb: TestDatabase;
  const configs: Config[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    // Built one after the other: each runs the (idempotent) migrations when it gets ready.
    for (let node = 0; node < 2; node += 1) {
      const config = testConfig(testDb.url, { SEED_DEMO: 'false' });
      configs.push(config);
      apps.push(await buildApp(config, { database: await testDb.open() }));
    }
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await testDb.dispose();
    for (const config of configs) rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('delivers each event exactly once with two app instances on one database', async () => {
    const handled: { node: number; eventId: string }[] = [];
    apps.forEach((app, node) => {
      app.services.events.subscribe({
        name: 'test-counter',
        types: ['test.counted'],
        handle: async (event: DomainEvent) => {
          handled.push({ node, eventId: event.id });
        },
      });
    });

    const ids = await Promise.all(
      Array.from({ length: 60 }, (_, index) => recordEvent(apps[index % 2]!, 'test.counted', { index })),
    );
    expect(new Set(ids).size).toBe(60);
    const { db } = apps[0]!.services;

    await vi.waitFor(async () => {
      const rows = await db
        .select({ deliveredAt: outboxEvents.deliveredAt })
        .from(outboxEvents)
        .where(inArray(outboxEvents.id, ids));
      expect(rows.filter((row) => row.deliveredAt === null)).toHaveLength(0);
    }, WAIT);
    // Stop both dispatchers (each waits for its delivery under way) so no late duplicate can slip past the count.
    await Promise.all(apps.map((app) => app.services.events.stop()));

    const timesHandled = new Map<string, number>();
    for (const { eventId } of handled) timesHandled.set(eventId, (timesHandled.get(eventId) ?? 0) + 1);
    expect([...timesHandled.keys()].sort()).toEqual([...ids].sort());
    expect([...timesHandled].filter(([, times]) => times !== 1)).toEqual([]);
    expect(handled).toHaveLength(60);

    const rows = await db.select().from(outboxEvents).where(inArray(outboxEvents.id, ids));
    expect(rows).toHaveLength(60);
    for (const row of rows) {
      expect(row.deliveredAt).toBeInstanceOf(Date);
      expect(row.failedAt).toBeNull();
      // Claimed once: a second node claiming the same event would have counted a second attempt.
      expect(row.attempts).toBe(1);
    }
    const deliveries = await db.select().from(outboxDeliveries).where(inArray(outboxDeliveries.eventId, ids));
    expect(deliveries).toHaveLength(60);
    expect(new Set(deliveries.map((delivery) => delivery.subscriber))).toEqual(new Set(['test-counter']));
  });
});

describe('outbox delivery on one app', () => {
  let testApp: TestApp;
  let log: ReturnType<typeof memoryLogger>;
  const calls = new Map<string, string[]>();
  const callsOf = (subscriber: string, eventId: string) =>
    (calls.get(subscriber) ?? []).filter((id) => id === eventId).length;
  const batches: string[][] = [];
  const note = (subscriber: string, event: DomainEvent): void => {
    calls.set(subscriber, [...(calls.get(subscriber) ?? []), event.id]);
  };

  beforeAll(async () => {
    log = memoryLogger();
    testApp = await buildTestApp({}, { logger: log.logger });
    const { events } = testApp.app.services;
    events.subscribe({
      name: 'test-sentinel',
      types: ['test.sentinel'],
      handle: async (event) => note('test-sentinel', event),
    });
    events.subscribe({
      name: 'test-rolled-back',
      types: ['test.rolled-back'],
      handle: async (event) => note('test-rolled-back', event),
    });
    // Fails the first two attempts at each event, then succeeds.
    events.subscribe({
      name: 'test-flaky',
      types: ['test.retry'],
      handle: async (event) => {
        note('test-flaky', event);
        if (callsOf('test-flaky', event.id) <= 2)
          throw new Error(`flaky refuses attempt ${callsOf('test-flaky', event.id)}`);
      },
    });
    // Registered after the flaky one, so it runs in the same attempts that fail.
    events.subscribe({
      name: 'test-steady',
      types: ['test.retry'],
      handle: async (event) => note('test-steady', event),
    });
    // Takes events in batches; a batch holding a poisoned event fails, and so does that event alone.
    events.subscribe({
      name: 'test-batch',
      types: ['test.batch'],
      handleBatch: async (batch) => {
        batches.push(batch.map((event) => event.id));
        if (batch.some((event) => event.payload.poisoned)) throw new Error('a poisoned batch');
      },
      handle: async (event) => {
        note('test-batch', event);
        if (event.payload.poisoned) throw new Error('poisoned');
      },
    });
  });
  afterAll(() => testApp.close());

  /** Records a committed event and waits for its delivery: every event committed before it has had its turn. */
  async function deliverSentinel(): Promise<void> {
    const sentinelId = await recordEvent(testApp.app, 'test.sentinel');
    await vi.waitFor(
      async () => expect((await outboxRow(testApp.app, sentinelId))?.deliveredAt).toBeInstanceOf(Date),
      WAIT,
    );
  }

  it('never delivers an event recorded in a transaction that rolls back', async () => {
    const { app } = testApp;
    let rolledBackId: string | undefined;
    await expect(
      app.services.transaction(async (tx) => {
        rolledBackId = await app.services.outbox.record(tx, { type: 'test.rolled-back', payload: { doomed: true } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(rolledBackId).toBeDefined();

    await deliverSentinel();

    expect(await outboxRow(app, rolledBackId!)).toBeUndefined();
    expect(calls.get('test-rolled-back') ?? []).toEqual([]);
  });

  it('retries a failing subscriber with back-off until it succeeds, without calling the others again', async () => {
    const { app } = testApp;
    const eventId = await recordEvent(app, 'test.retry', { hello: 'world' });

    await vi.waitFor(async () => expect((await outboxRow(app, eventId))?.deliveredAt).toBeInstanceOf(Date), WAIT);

    const row = await outboxRow(app, eventId);
    expect(row).toMatchObject({ attempts: 3, failedAt: null, lastError: null });
    expect(callsOf('test-flaky', eventId)).toBe(3);
    expect(callsOf('test-steady', eventId)).toBe(1);
    const deliveries = await app.services.db
      .select()
      .from(outboxDeliveries)
      .where(eq(outboxDeliveries.eventId, eventId));
    expect(deliveries.map((delivery) => delivery.subscriber).sort()).toEqual(['test-flaky', 'test-steady']);

    const failures = log.lines.filter((line) => line.eventId === eventId && line.msg === 'event delivery failed');
    expect(failures).toHaveLength(2);
    expect(failures.map((line) => [line.level, line.subscriber])).toEqual([
      [40, 'test-flaky'],
      [40, 'test-flaky'],
    ]);
    expect(JSON.stringify(failures[0])).toContain('flaky refuses attempt 1');
    const retries = log.lines.filter(
      (line) => line.eventId === eventId && line.msg === 'event delivery will be retried',
    );
    expect(retries.map((line) => line.retryInMs)).toEqual([20, 40]);
  });

  /** Records events of `test.batch` in one transaction (so one round claims them all); their ids in order. */
  const recordBatch = (payloads: Record<string, unknown>[]) =>
    testApp.app.services.transaction(async (tx) => {
      const ids: string[] = [];
      for (const payload of payloads)
        ids.push(await testApp.app.services.outbox.record(tx, { type: 'test.batch', payload }));
      return ids;
    });
  const deliveredSubscribers = async (ids: string[]) =>
    testApp.app.services.db
      .select({ eventId: outboxDeliveries.eventId })
      .from(outboxDeliveries)
      .where(inArray(outboxDeliveries.eventId, ids));

  it('hands a batch-capable subscriber the events of a round together, in the order they were recorded', async () => {
    const ids = await recordBatch([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
    await vi.waitFor(
      async () => expect((await outboxRow(testApp.app, ids[3]!))?.deliveredAt).toBeInstanceOf(Date),
      WAIT,
    );

    expect(batches.filter((batch) => batch.some((id) => ids.includes(id)))).toEqual([ids]);
    expect(ids.map((id) => callsOf('test-batch', id))).toEqual([0, 0, 0, 0]);
    expect(await deliveredSubscribers(ids)).toHaveLength(4);
  });

  it('delivers a failed batch one event at a time, so only the bad event is retried', async () => {
    const ids = await recordBatch([{ n: 1 }, { n: 2, poisoned: true }, { n: 3 }]);
    await vi.waitFor(
      async () => expect((await outboxRow(testApp.app, ids[2]!))?.deliveredAt).toBeInstanceOf(Date),
      WAIT,
    );

    expect(batches.filter((batch) => batch.some((id) => ids.includes(id)))[0]).toEqual(ids);
    expect(ids.map((id) => callsOf('test-batch', id) >= 1)).toEqual([true, true, true]);
    const poisoned = await outboxRow(testApp.app, ids[1]!);
    expect(poisoned).toMatchObject({ deliveredAt: null });
    expect(poisoned?.lastError).toContain('test-batch: poisoned');
    expect((await outboxRow(testApp.app, ids[0]!))?.deliveredAt).toBeInstanceOf(Date);
    expect((await deliveredSubscribers(ids)).map((row) => row.eventId).sort()).toEqual([ids[0], ids[2]].sort());
    expect(log.lines.some((line) => line.msg === 'batch delivery failed; delivering its events one at a time')).toBe(
      true,
    );
  });
});

describe('outbox with a subscriber that always fails', () => {
  let testApp: TestApp;
  let log: ReturnType<typeof memoryLogger>;
  const attempts: string[] = [];

  beforeAll(async () => {
    log = memoryLogger();
    testApp = await buildTestApp({ OUTBOX_MAX_ATTEMPTS: '3' }, { logger: log.logger });
    testApp.app.services.events.subscribe({
      name: 'test-broken',
      types: ['test.doomed'],
      handle: async (event) => {
        attempts.push(event.id);
        throw new Error('broken subscriber is broken');
      },
    });
    testApp.app.services.events.subscribe({
      name: 'test-sentinel',
      types: ['test.sentinel'],
      handle: async () => undefined,
    });
  });
  afterAll(() => testApp.close());

  it('sets the event aside as failed after OUTBOX_MAX_ATTEMPTS and logs an error', async () => {
    const { app } = testApp;
    const eventId = await recordEvent(app, 'test.doomed');

    await vi.waitFor(async () => expect((await outboxRow(app, eventId))?.failedAt).toBeInstanceOf(Date), WAIT);

    const row = await outboxRow(app, eventId);
    expect(row).toMatchObject({ attempts: 3, deliveredAt: null });
    expect(row?.lastError).toContain('test-broken: broken subscriber is broken');
    const gaveUp = log.lines.filter((line) => line.eventId === eventId && line.level === 50);
    expect(gaveUp).toHaveLength(1);
    expect(gaveUp[0]).toMatchObject({ msg: 'event delivery gave up after the last attempt', attempts: 3 });

    // A failed event is not picked up again: a later event is delivered and the broken subscriber saw only 3 attempts.
    const sentinelId = await recordEvent(app, 'test.sentinel');
    await vi.waitFor(async () => expect((await outboxRow(app, sentinelId))?.deliveredAt).toBeInstanceOf(Date), WAIT);
    expect(attempts).toEqual([eventId, eventId, eventId]);
    expect((await outboxRow(app, eventId))?.attempts).toBe(3);
  });
});

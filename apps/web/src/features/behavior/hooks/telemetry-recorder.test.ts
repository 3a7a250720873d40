import {
  applyChanges,
  TELEMETRY_FLUSH_MS,
  TELEMETRY_MAX_BATCH_BYTES,
  TELEMETRY_MAX_EVENTS_PER_BATCH,
  telemetryBatchSchema,
  type TelemetryBatch,
  type TelemetryReceipt,
} from '@assay/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonBytes, packBatches, splitEdit } from '@/features/behavior/hooks/telemetry-batches';
import { TelemetryRecorder } from '@/features/behavior/hooks/telemetry-recorder';

const STREAM = '6f1c8a52-3c1e-4b7e-9a39-0c6b9a3f1d20';

/** A server stand-in: answers each batch as told (by default stored), and keeps what it was sent. */
function fakeServer() {
  const sent: { batch: TelemetryBatch; keepalive: boolean }[] = [];
  const answers: (TelemetryReceipt | Error)[] = [];
  const send = vi.fn(async (batch: TelemetryBatch, { keepalive }: { keepalive: boolean }) => {
    sent.push({ batch, keepalive });
    const answer = answers.shift() ?? { stored: true, capped: false };
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { sent, answers, send, seqs: () => sent.map((entry) => entry.batch.seq) };
}

function recorder(server: ReturnType<typeof fakeServer>) {
  let clock = 1_000;
  return new TelemetryRecorder({ send: server.send, stream: STREAM, now: () => (clock += 10) });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('TelemetryRecorder', () => {
  it('sends what it recorded every few seconds, numbered from 0, and nothing when there is nothing', async () => {
    const server = fakeServer();
    const telemetry = recorder(server);
    telemetry.start();
    telemetry.record({ type: 'snapshot', language: 'python', doc: 'print(1)' });
    telemetry.record({ type: 'blur' });
    await vi.advanceTimersByTimeAsync(TELEMETRY_FLUSH_MS - 1);
    expect(server.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.sent).toEqual([
      {
        batch: {
          stream: STREAM,
          seq: 0,
          events: [
            { t: 1_010, type: 'snapshot', language: 'python', doc: 'print(1)' },
            { t: 1_020, type: 'blur' },
          ],
        },
        keepalive: false,
      },
    ]);
    expect(telemetryBatchSchema.parse(server.sent[0]!.batch)).toEqual(server.sent[0]!.batch);
    await vi.advanceTimersByTimeAsync(TELEMETRY_FLUSH_MS * 3);
    expect(server.sent).toHaveLength(1);
    telemetry.record({ type: 'focus' });
    await vi.advanceTimersByTimeAsync(TELEMETRY_FLUSH_MS);
    expect(server.seqs()).toEqual([0, 1]);
  });

  it('sends a failed batch again with the same number before any later one', async () => {
    const server = fakeServer();
    server.answers.push(new Error('offline'), new Error('offline'));
    const telemetry = recorder(server);
    telemetry.start();
    telemetry.record({ type: 'blur' });
    await vi.advanceTimersByTimeAsync(TELEMETRY_FLUSH_MS);
    telemetry.record({ type: 'focus' });
    await vi.advanceTimersByTimeAsync(TELEMETRY_FLUSH_MS);
    // Batch 0 failed twice; batch 1 waited behind it each time.
    expect(server.seqs()).toEqual([0, 0]);
    await vi.advanceTimersByTimeAsync(TELEMETRY_FLUSH_MS);
    expect(server.seqs()).toEqual([0, 0, 0, 1]);
    expect(server.sent.map((entry) => entry.batch.events.map((event) => event.type))).toEqual([
      ['blur'],
      ['blur'],
      ['blur'],
      ['focus'],
    ]);
  });

  it('never sends one batch twice at once, however often it is asked to flush', async () => {
    const server = fakeServer();
    let answer!: (receipt: TelemetryReceipt) => void;
    server.send.mockImplementationOnce(async (batch, { keepalive }) => {
      server.sent.push({ batch, keepalive });
      return new Promise<TelemetryReceipt>((resolve) => (answer = resolve));
    });
    const telemetry = recorder(server);
    telemetry.record({ type: 'blur' });
    const first = telemetry.flush();
    telemetry.record({ type: 'focus' });
    void telemetry.flush();
    void telemetry.flush({ keepalive: true });
    await vi.advanceTimersByTimeAsync(0);
    // Batch 1 went out at once with keepalive (the page may be going); batch 0 only once.
    expect(server.sent.map((entry) => [entry.batch.seq, entry.keepalive])).toEqual([
      [0, false],
      [1, true],
    ]);
    answer({ stored: true, capped: false });
    await first;
    expect(server.seqs()).toEqual([0, 1]);
  });

  it('sends at once with keepalive when the page is hidden, and stops with what is left', async () => {
    const server = fakeServer();
    const telemetry = recorder(server);
    telemetry.start();
    telemetry.record({ type: 'run', action: 'examples', language: 'python' });
    await telemetry.flush({ keepalive: true });
    expect(server.sent).toEqual([expect.objectContaining({ keepalive: true })]);
    telemetry.record({ type: 'run', action: 'final', language: 'python' });
    await telemetry.stop();
    expect(server.seqs()).toEqual([0, 1]);
    await vi.advanceTimersByTimeAsync(TELEMETRY_FLUSH_MS * 2);
    expect(server.seqs()).toEqual([0, 1]);
  });

  it('splits what it recorded into batches within the size and count limits', async () => {
    const server = fakeServer();
    const telemetry = recorder(server);
    for (let index = 0; index < TELEMETRY_MAX_EVENTS_PER_BATCH + 20; index += 1) telemetry.record({ type: 'blur' });
    const big = 'x'.repeat(20_000);
    for (let index = 0; index < 4; index += 1)
      telemetry.record({ type: 'edit', language: 'python', changes: [[0, big]] });
    await telemetry.flush();
    const batches = server.sent.map((entry) => entry.batch);
    expect(batches.map((batch) => batch.seq)).toEqual(batches.map((_, index) => index));
    expect(batches.length).toBeGreaterThanOrEqual(3);
    for (const batch of batches) {
      expect(batch.events.length).toBeLessThanOrEqual(TELEMETRY_MAX_EVENTS_PER_BATCH);
      expect(jsonBytes(batch)).toBeLessThanOrEqual(TELEMETRY_MAX_BATCH_BYTES);
      telemetryBatchSchema.parse(batch);
    }
    expect(batches.flatMap((batch) => batch.events)).toHaveLength(TELEMETRY_MAX_EVENTS_PER_BATCH + 24);
  });

  it('stops recording and sending, without a word, once a receipt says the recording is full', async () => {
    const server = fakeServer();
    server.answers.push({ stored: false, capped: true });
    const telemetry = recorder(server);
    telemetry.start();
    telemetry.record({ type: 'blur' });
    telemetry.record({ type: 'focus' });
    await telemetry.flush();
    expect(telemetry.capped).toBe(true);
    telemetry.record({ type: 'blur' });
    await telemetry.flush({ keepalive: true });
    await vi.advanceTimersByTimeAsync(TELEMETRY_FLUSH_MS * 3);
    expect(server.seqs()).toEqual([0]);
  });

  it('takes a snapshot the page reported already only once', async () => {
    const server = fakeServer();
    const telemetry = recorder(server);
    telemetry.record({ type: 'language', from: 'python', to: 'javascript' });
    telemetry.record({ type: 'snapshot', language: 'javascript', doc: 'let a;' });
    telemetry.record({ type: 'snapshot', language: 'javascript', doc: 'let a;' });
    await telemetry.flush();
    expect(server.sent[0]!.batch.events.map((event) => event.type)).toEqual(['language', 'snapshot']);
  });
});

describe('packBatches', () => {
  it('carries a snapshot or an edit larger than a batch as smaller events that replay to the same document', () => {
    const doc = Array.from({ length: 4_000 }, (_, line) => `line ${line} ${'é😀'.repeat(line % 7)}`).join('\n');
    const batches = packBatches([{ t: 1, type: 'snapshot', language: 'python', doc }]);
    expect(batches.length).toBeGreaterThan(1);
    let replayed: string | null = null;
    for (const event of batches.flat()) {
      expect(jsonBytes({ stream: STREAM, seq: 1_000_000, events: [event] })).toBeLessThanOrEqual(
        TELEMETRY_MAX_BATCH_BYTES,
      );
      if (event.type === 'snapshot') replayed = event.doc;
      if (event.type === 'edit') replayed = applyChanges(replayed!, event.changes);
    }
    expect(replayed).toBe(doc);
  });

  it('splits an edit of several replacements into edits applied from the last', () => {
    const before = 'abc\ndef\nghi';
    const changes = [1, [1, 'X'.repeat(30_000), 'Y'], 4, [3], 2, [0, 'Z'.repeat(25_000)]];
    const after = applyChanges(before, changes as never);
    const pieces = splitEdit({ t: 1, type: 'edit', language: 'python', changes: changes as never });
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.reduce((doc, piece) => applyChanges(doc, piece.changes), before)).toBe(after);
  });
});

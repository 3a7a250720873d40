import { TELEMETRY_FLUSH_MS, type TelemetryBatch, type TelemetryEvent, type TelemetryReceipt } from '@assay/contracts';
import { packBatches } from '@/features/behavior/hooks/telemetry-batches';

export type SendBatch = (batch: TelemetryBatch, options: { keepalive: boolean }) => Promise<TelemetryReceipt>;

export interface RecorderOptions {
  send: SendBatch;
  /** Names this page load's recording; a new recorder is a new stream, its batches numbered from 0. */
  stream?: string;
  now?: () => number;
  flushMs?: number;
}

/** A distributive Omit: each kind of event without its time. */
export type UntimedEvent = TelemetryEvent extends infer E ? (E extends TelemetryEvent ? Omit<E, 't'> : never) : never;

interface QueuedBatch {
  batch: TelemetryBatch;
  /** The request carrying it, while one is under way: it is never sent twice at once. */
  sending: Promise<boolean> | null;
}

/**
 * Buffers what the editor saw and sends it in numbered batches: every `flushMs`, and at once when asked (the page
 * being hidden). A batch that fails stays first in line and goes again with the same number (the server keeps a
 * batch once however often it arrives); the next waits for it, so batches arrive in order. Once a receipt says the
 * recording is full, nothing more is recorded or sent. It never throws: the candidate is never shown its troubles.
 */
export class TelemetryRecorder {
  readonly stream: string;
  private readonly send: SendBatch;
  private readonly now: () => number;
  private readonly flushMs: number;
  private pending: TelemetryEvent[] = [];
  private queue: QueuedBatch[] = [];
  private nextSeq = 0;
  private draining: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private full = false;

  constructor({ send, stream = crypto.randomUUID(), now = Date.now, flushMs = TELEMETRY_FLUSH_MS }: RecorderOptions) {
    this.send = send;
    this.stream = stream;
    this.now = now;
    this.flushMs = flushMs;
  }

  /** The recording reached its size limit (or the task closed): the recorder has stopped for good. */
  get capped(): boolean {
    return this.full;
  }

  start(): void {
    if (this.timer || this.full) return;
    this.timer = setInterval(() => void this.flush(), this.flushMs);
  }

  /** Stops the clock and sends what is left (the recording ends: the task closed, the page left). */
  stop({ keepalive = false } = {}): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    return this.flush({ keepalive });
  }

  record(event: UntimedEvent): void {
    if (this.full) return;
    const last = this.pending.at(-1);
    // The editor reports the document it was given after a language switch has reported it already.
    if (
      event.type === 'snapshot' &&
      last?.type === 'snapshot' &&
      last.language === event.language &&
      last.doc === event.doc
    )
      return;
    this.pending.push({ ...event, t: this.now() } as TelemetryEvent);
  }

  /** Numbers what is buffered into batches and sends them; `keepalive` sends every waiting batch at once. */
  flush({ keepalive = false } = {}): Promise<void> {
    if (this.full) return Promise.resolve();
    for (const events of packBatches(this.pending.splice(0)))
      this.queue.push({ batch: { stream: this.stream, seq: this.nextSeq++, events }, sending: null });
    if (keepalive) {
      // The page may be about to go: no time to wait for one answer before the next request. A batch the browser
      // refuses (its keepalive budget spent) stays queued for when the page comes back.
      return Promise.all(this.queue.map((entry) => this.deliver(entry, true))).then(() => undefined);
    }
    this.draining ??= this.drain().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  /** Sends the queue one batch after another, stopping at the first that fails (the next flush tries it again). */
  private async drain(): Promise<void> {
    while (this.queue.length > 0 && !this.full) {
      if (!(await this.deliver(this.queue[0]!, false))) return;
    }
  }

  private deliver(entry: QueuedBatch, keepalive: boolean): Promise<boolean> {
    entry.sending ??= this.send(entry.batch, { keepalive }).then(
      (receipt) => {
        this.queue = this.queue.filter((queued) => queued !== entry);
        if (receipt.capped) this.cap();
        return true;
      },
      () => {
        entry.sending = null;
        return false;
      },
    );
    return entry.sending;
  }

  private cap(): void {
    this.full = true;
    this.pending = [];
    this.queue = [];
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

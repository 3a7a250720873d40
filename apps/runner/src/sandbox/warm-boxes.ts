import type { Isolation } from './isolation.js';
import { prepareBox, shapeOf, type Box, type BoxShape, type SandboxRequest, type SandboxResult } from './run-sandboxed.js';

/**
 * One slot's boxes made ahead of need. Making a box (cgroup, namespaces, mounts: ~20 ms here) is nearly all a short
 * run costs beyond the program itself, so once a job is over the slot makes a box of each shape the job used (its
 * compile step, its tests), which waits, blocked, for its files: the next job in that language starts at once. A box
 * still runs one command only and is never reused; `capacity` bounds the idle ones (each holds two sleeping processes
 * of the slot's uid, counted against its process limit), oldest dropped first; 0 makes every box on demand.
 *
 * Boxes are made between jobs, never beside a running program: making one moves a process into a cgroup, which on
 * cgroup v1 holds up every fork, exec and exit on the host for an RCU grace period (measured: a run beside one took
 * twice as long). So the tests of one job after the first each wait for a box of their own.
 */
export class WarmBoxes {
  private idle: { key: string; box: Box }[] = [];
  /** The shapes the current job used, to make again once it is over. */
  private readonly used = new Map<string, BoxShape>();
  /** A refill on its way (made on the next turn of the event loop). */
  private pending: NodeJS.Immediate | null = null;
  private closed = false;

  constructor(
    private readonly isolation: Isolation,
    private readonly capacity: number,
  ) {}

  run(request: SandboxRequest): Promise<SandboxResult> {
    const shape = shapeOf(request);
    const key = JSON.stringify(shape);
    this.used.set(key, shape);
    const index = this.idle.findIndex((entry) => entry.key === key && entry.box.alive);
    const box = index >= 0 ? this.idle.splice(index, 1)[0]!.box : prepareBox(shape, this.isolation);
    return box.start(request);
  }

  /** Called when a job is over: after its report is on its way, makes a box of each shape it used (unless `skip`). */
  refill({ skip }: { skip: boolean }): void {
    if (skip || this.capacity === 0) {
      this.used.clear();
      return;
    }
    this.pending ??= setImmediate(() => {
      this.pending = null;
      const shapes = [...this.used];
      this.used.clear();
      for (const [key, shape] of shapes) this.makeAhead(key, shape);
    });
  }

  /** Kills the idle boxes, and drops a refill on its way (tests do before counting what a job left behind). */
  async discardIdle(): Promise<void> {
    if (this.pending) clearImmediate(this.pending);
    this.pending = null;
    const idle = this.idle;
    this.idle = [];
    await Promise.all(idle.map((entry) => entry.box.discard()));
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.discardIdle();
  }

  private makeAhead(key: string, shape: BoxShape): void {
    if (this.closed) return;
    // An idle box that died (killed from outside, or its uid out of processes while a bomb ran) is dropped.
    for (const entry of this.idle.filter((candidate) => !candidate.box.alive)) void entry.box.discard();
    this.idle = this.idle.filter((entry) => entry.box.alive);
    if (this.idle.some((entry) => entry.key === key)) return;
    this.idle.push({ key, box: prepareBox(shape, this.isolation) });
    while (this.idle.length > this.capacity) void this.idle.shift()!.box.discard();
  }
}

import type { Box, BoxShape, SandboxRequest, SandboxResult } from './box.js';
import type { SandboxDriver } from './driver.js';

/** The shape of a request: everything but its data (a spread would keep `stdin`, and no two tests would share a shape). */
const shapeOf = ({ stdin: _stdin, files, ...rest }: SandboxRequest): BoxShape => ({
  ...rest,
  files: files.map(({ path, executable }) => ({ path, executable })),
});

/**
 * One slot's boxes made ahead of need. Making a box (cgroup, namespaces, mounts) costs ~15 ms of CPU here, nearly all
 * a short run costs beyond the program itself, and on two cores a box made beside a running test slows that test by
 * most of it. So boxes are made while the slot is idle: once a job is over, the slot makes as many boxes of each shape
 * as the job used (its compile step, one per test), up to `capacity`, which wait, blocked, for their files; the next
 * job like it (the same task run again) then finds every box it needs made. A box still runs one command only and is
 * never reused; `capacity` bounds the idle ones (each holds two sleeping processes of the slot's uid, counted against
 * its process limit, and ~150 KB), oldest dropped first; 0 makes every box on demand.
 *
 * Within a job, when no box of the next run's shape waits, it is made while the current run goes on (the first test's
 * while the compile step runs). This is cheap only because a box joins its cgroup by moving its single first thread
 * (`tasks` on v1): a whole process moved through `cgroup.procs` holds up every fork, exec and exit on the host for an
 * RCU grace period, which made a run beside a box being made take twice as long.
 */
export class WarmBoxes {
  private idle: { key: string; box: Box }[] = [];
  /** The shapes the current job used and how many runs each, to make again once it is over. */
  private readonly used = new Map<string, { shape: BoxShape; runs: number }>();
  /** A refill on its way (made on the next turn of the event loop). */
  private pending: NodeJS.Immediate | null = null;
  private closed = false;

  /** `capacity` is 0 when the driver's boxes share a slot host (see runner.ts). */
  constructor(
    private readonly driver: SandboxDriver,
    private readonly capacity: number,
  ) {}

  run(request: SandboxRequest): Promise<SandboxResult> {
    const shape = shapeOf(request);
    const key = JSON.stringify(shape);
    const used = this.used.get(key);
    if (used) used.runs += 1;
    else this.used.set(key, { shape, runs: 1 });
    const index = this.idle.findIndex((entry) => entry.key === key && entry.box.alive);
    const box = index >= 0 ? this.idle.splice(index, 1)[0]!.box : this.driver.prepare(shape);
    return box.start(request);
  }

  /** Runs a request in a box of its own, outside the job's count of boxes to make again (a language's preparation). */
  runOwn(request: SandboxRequest): Promise<SandboxResult> {
    return this.driver.prepare(shapeOf(request)).start(request);
  }

  /**
   * Makes a box of this request's shape now, unless one waits already, for a run that will follow within the job
   * (the next test, or the first test while the compile step runs), so that run finds its box made.
   */
  prepare(request: SandboxRequest): void {
    if (this.capacity === 0 || this.closed) return;
    const shape = shapeOf(request);
    this.makeAhead(JSON.stringify(shape), shape, 1);
  }

  /** Called when a job is over: after its report is on its way, makes the boxes it used again (unless `skip`). */
  refill({ skip }: { skip: boolean }): void {
    if (skip || this.capacity === 0) {
      this.used.clear();
      return;
    }
    this.pending ??= setImmediate(() => {
      this.pending = null;
      const shapes = [...this.used];
      this.used.clear();
      for (const [key, { shape, runs }] of shapes) this.makeAhead(key, shape, runs);
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
    await this.driver.close();
  }

  /** Makes boxes of `shape` until `wanted` of them wait (within the capacity; the oldest others make room). */
  private makeAhead(key: string, shape: BoxShape, wanted: number): void {
    if (this.closed) return;
    // An idle box that died (killed from outside, or its uid out of processes while a bomb ran) is dropped.
    for (const entry of this.idle.filter((candidate) => !candidate.box.alive)) void entry.box.discard();
    this.idle = this.idle.filter((entry) => entry.box.alive);
    const target = Math.min(wanted, this.capacity);
    for (let waiting = this.idle.filter((entry) => entry.key === key).length; waiting < target; waiting += 1) {
      this.idle.push({ key, box: this.driver.prepare(shape) });
    }
    while (this.idle.length > this.capacity) void this.idle.shift()!.box.discard();
  }
}

import { randomUUID } from 'node:crypto';
import { constants } from 'node:os';
import type { Socket } from 'node:net';
import type { Readable, Writable } from 'node:stream';
import type { Box, BoxLayout, BoxShape, SandboxOutcome, SandboxRequest, SandboxResult } from './box.js';
import type { BoxExit, BoxProcess, PipeDirection } from './box-spawner.js';
import { hostRlimits, type Launch } from './launcher.js';
import type { CgroupDriver, CgroupUsage, RunCgroup } from './cgroup.js';

const STATUS_FD = 4;
/** bubblewrap's own options come through this pipe (`--args`), the files' data through the ones after it. */
export const ARGS_FD = 5;
const FIRST_FILE_FD = 6;
const MB = 1024 * 1024;
/** The most boxes a slot may keep made ahead of need (warm-boxes.ts). */
export const MAX_WARM_BOXES = 16;
/**
 * The slot's uid holds more than the box being started: what is left of the previous box while the kernel reaps it
 * (a JVM's or rustc's threads), and the boxes made ahead of need (two processes each, up to MAX_WARM_BOXES). With a
 * cgroup bounding the box's own processes, the uid's limit (RLIMIT_NPROC, counted over all of them) is only the
 * backstop, so it leaves room for those: at exactly `processes` a Java or Rust job after another could not start a
 * thread (EAGAIN).
 */
const SLOT_SPARE_PROCESSES = 2 * MAX_WARM_BOXES + 8;
/** After the box is gone, how long its pipes may take to close before they are cut. */
const DRAIN_MS = 1_000;

// The first name of each number (SIGABRT before its alias SIGIOT).
const signalNames = new Map([...Object.entries(constants.signals)].reverse().map(([name, number]) => [number, name]));

/** Collects a stream up to a cap, counting while it streams; `onOverflow` fires once when the cap is passed. */
function capture(stream: Readable, cap: number, onOverflow: () => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  let overflowed = false;
  stream.on('data', (chunk: Buffer) => {
    if (overflowed) return;
    const room = cap - size;
    if (chunk.length > room) {
      if (room > 0) chunks.push(chunk.subarray(0, room));
      size = cap;
      overflowed = true;
      onOverflow();
      return;
    }
    chunks.push(chunk);
    size += chunk.length;
  });
  return { data: () => Buffer.concat(chunks), overflowed: () => overflowed };
}

function writeAll(stream: Writable | null | undefined, data: Buffer | string): void {
  if (!stream) return;
  // A program that exits without reading its stdin closes the pipe: that is not an error of ours.
  stream.on('error', () => undefined);
  stream.end(data);
}

/** The marker bubblewrap prints once the sandbox exists; without it, a failure was in setting the box up. */
const parseStatus = (text: string) => ({
  started: /"child-pid"/.test(text),
  exitCode: Number(/"exit-code":\s*(\d+)/.exec(text)?.[1] ?? NaN),
});

/** What a driver starts a box's first process from. */
export interface BoxLaunch {
  /** The box's mounts and files, each file on the descriptor its data comes through. */
  layout: BoxLayout;
  /** The launch of a first process that joins the run's cgroup and takes its rlimits and uid, then becomes `command`. */
  launchOf(command: string[]): Launch;
  /** The first process's descriptors; `args`: whether it reads options from ARGS_FD. */
  pipesOf(args: boolean): PipeDirection[];
}

/** A box's first process as a driver started it, and what it reads from ARGS_FD once it exists (null: nothing). */
export interface FirstProcess {
  started: Promise<BoxProcess>;
  options: string | null;
}

/**
 * Makes a fresh box; `startFirst` is what differs between the drivers (drivers/): how its first process comes to
 * make the box. Around that, the same for every box: the run's cgroup and rlimits, the pipes (files in, output out
 * with byte caps, the status after), the wall clock, the kill, the clean-up and the verdict. The runner only ever talks
 * to the box through pipes: it never opens, writes or deletes a path inside it. `emptyBeforeNextRun`: the box's
 * processes share namespaces with the slot's next run, so `start` returns only once its cgroup is empty.
 */
export function makeBox(
  shape: BoxShape,
  cgroups: CgroupDriver | null,
  startFirst: (launch: BoxLaunch) => FirstProcess,
  { emptyBeforeNextRun }: { emptyBeforeNextRun: boolean },
): Box {
  const { limits } = shape;
  let cgroup: RunCgroup | null = null;
  try {
    cgroup =
      cgroups?.create(`run-${randomUUID()}`, { memoryBytes: limits.memoryMb * MB, processes: limits.processes }) ??
      null;
  } catch (error) {
    return failedBox(shape, `The run's cgroup could not be created: ${(error as Error).message}`);
  }

  const files = shape.files.map((file, index) => ({
    path: file.path,
    executable: file.executable,
    fd: FIRST_FILE_FD + index,
  }));
  const layout = {
    binds: shape.binds,
    files,
    workDirBytes: limits.workDirBytes,
    tmpBytes: limits.workDirBytes,
    shmBytes: 16 * MB,
    statusFd: STATUS_FD,
  };
  const rlimits = hostRlimits({
    cpuSeconds: Math.max(1, Math.ceil(limits.cpuMs / 1000)),
    fileBytes: limits.workDirBytes,
    openFiles: 256,
    stackBytes: 64 * MB,
    processes: shape.uid === null ? null : cgroup ? limits.processes * 2 + SLOT_SPARE_PROCESSES : limits.processes,
    addressSpaceBytes: shape.addressSpaceLimit && !cgroup ? (limits.memoryMb + 64) * MB : null,
  });
  const launchOf = (command: string[]): Launch => ({
    joinFiles: cgroup?.joinFiles ?? [],
    rlimits,
    uid: shape.uid,
    command,
  });
  /** The first process's descriptors; `args`: whether bubblewrap reads its options from ARGS_FD. */
  const pipesOf = (args: boolean): PipeDirection[] => [
    'r',
    'w',
    'w',
    shape.resultChannel ? 'w' : '-',
    'l',
    args ? 'r' : '-',
    ...files.map(() => 'r' as const),
  ];
  const { started, options } = startFirst({ layout, launchOf, pipesOf });
  const launched = started.catch((error: Error) => error);

  let alive = true;
  const exit = launched
    .then((proc): Promise<BoxExit> | BoxExit =>
      proc instanceof Error ? { code: null, signal: null, error: proc } : proc.exited,
    )
    .finally(() => {
      alive = false;
    });
  let pid = 0;
  let killed = false;
  let reason: 'wall' | 'output' | null = null;
  const killBox = (why: 'wall' | 'output' | null) => {
    if (why) reason ??= why;
    killed = true;
    // The box leads its own process group (a new session); 0 would be ours.
    if (pid > 0) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    cgroup?.kill();
  };
  /** The box's streams, once its first process exists (null if it could not be started). */
  const io = launched.then((proc) => {
    if (proc instanceof Error) return null;
    pid = proc.pid;
    if (killed) killBox(null);
    const stream = (fd: number) => proc.stdio[fd] ?? null;
    const stdout = capture(stream(1)!, limits.outputBytes, () => killBox('output'));
    const stderr = capture(stream(2)!, limits.errorBytes ?? limits.outputBytes, () => killBox('output'));
    const returned = shape.resultChannel ? capture(stream(3)!, limits.outputBytes, () => killBox('output')) : null;
    // Two short lines (`child-pid` as the program starts, `exit-code` as it ends), read once the box has ended.
    const status = () => proc.readLater(STATUS_FD);
    const writeTo = (fd: number, data: Buffer | string) => writeAll(stream(fd), data);
    if (options !== null) writeTo(ARGS_FD, options);
    const outputs = proc.stdio.filter((entry, fd): entry is Socket => entry !== null && fd !== 0);
    return { stdout, stderr, returned, status, writeTo, outputs };
  });
  // Everything in it was killed when the box ended; the kernel reaps the last of it in the background, and the
  // verdict need not wait for that.
  const cleanUp = () => (cgroup ? emptyAndRemove(cgroup).catch(() => undefined) : Promise.resolve());
  let used = false;

  return {
    shape,
    get alive() {
      return alive;
    },
    async start(input) {
      if (used) throw new Error('A box runs one command only.');
      used = true;
      const box = await io;
      if (!box) {
        const ended = await exit;
        void cleanUp();
        return failed(`The sandbox could not be started: ${ended.error?.message ?? 'no reason given'}`);
      }
      const started = performance.now();
      files.forEach((file, index) => box.writeTo(file.fd, input.files[index]?.data ?? ''));
      box.writeTo(0, input.stdin);
      const wallTimer = setTimeout(() => killBox('wall'), limits.wallMs);
      try {
        const ended = await exit;
        clearTimeout(wallTimer);
        const wallMs = Math.round(performance.now() - started);
        // Anything the box left behind dies with it; its pipes then close.
        cgroup?.kill();
        await drain(box.outputs);
        const status = box.status();
        if (ended.error) return failed(`The sandbox could not be started: ${ended.error.message}`);
        const { stdout, stderr, returned } = box;
        return verdictOfBox({
          ended,
          reason,
          wallMs,
          limits,
          status,
          stdout,
          stderr,
          returned,
          usage: cgroup?.usage() ?? { cpuMs: wallMs, peakMemoryKb: 0, oomKilled: false },
        });
      } finally {
        clearTimeout(wallTimer);
        // A slot host's next run shares its PID and network namespaces: nothing of this one may be left by then.
        const cleaned = cleanUp();
        if (emptyBeforeNextRun) await cleaned;
      }
    },
    async discard() {
      if (used) return;
      used = true;
      killBox(null);
      await exit;
      const box = await io;
      box?.outputs.forEach((stream) => stream.destroy());
      box?.status();
      await cleanUp();
    },
  };
}

type Captured = ReturnType<typeof capture>;

/** How a box ended, from its exit, bubblewrap's status report, the cgroup's counters and what it printed. */
function verdictOfBox({
  ended,
  reason,
  wallMs,
  limits,
  status,
  stdout,
  stderr,
  returned,
  usage,
}: {
  ended: { code: number | null; signal: NodeJS.Signals | null };
  reason: 'wall' | 'output' | null;
  wallMs: number;
  limits: SandboxRequest['limits'];
  status: Buffer;
  stdout: Captured;
  stderr: Captured;
  returned: Captured | null;
  usage: CgroupUsage;
}): SandboxResult {
  const boxStatus = parseStatus(status.toString('utf8'));
  if (!boxStatus.started && reason === null) {
    const text = stderr.data().toString('utf8').trim();
    return failed(
      ended.code === 125
        ? 'The run could not join its cgroup.'
        : `The sandbox could not be set up: ${text || `exit code ${ended.code}`}`,
    );
  }
  const rawCode = Number.isNaN(boxStatus.exitCode) ? ended.code : boxStatus.exitCode;
  const bySignal =
    rawCode !== null && rawCode > 128 && rawCode < 128 + 65 ? (signalNames.get(rawCode - 128) ?? null) : null;
  const signal = ended.signal && reason ? ended.signal : bySignal;
  const exitCode = signal ? null : rawCode;
  const stderrText = stderr.data().toString('utf8');
  const outcome: SandboxOutcome =
    reason === 'output' || stdout.overflowed() || stderr.overflowed() || returned?.overflowed()
      ? 'output_limit'
      : usage.oomKilled || (exitCode !== 0 && ranOutOfMemory(stderrText))
        ? 'memory_limit'
        : reason === 'wall' || signal === 'SIGXCPU' || usage.cpuMs > limits.cpuMs
          ? 'time_limit'
          : 'exited';
  return {
    outcome,
    exitCode,
    signal,
    stdout: stdout.data(),
    stderr: stderr.data(),
    returned: returned ? returned.data() : null,
    cpuMs: usage.cpuMs,
    wallMs,
    memoryKb: usage.peakMemoryKb,
    problem: null,
  };
}

/** Runtimes say so when their own heap limit (not the cgroup) stopped them: V8, CPython, the JVM, Go, Rust. */
function ranOutOfMemory(stderr: string): boolean {
  return (
    /JavaScript heap out of memory|Reached heap limit|java\.lang\.OutOfMemoryError|fatal error: runtime: out of memory|memory allocation of \d+ bytes failed/.test(
      stderr,
    ) || /(^|\n)MemoryError\s*$/.test(stderr.trimEnd())
  );
}

function drain(streams: Readable[]): Promise<void> {
  const closed = streams.map(
    (stream) =>
      new Promise<void>((resolve) => {
        if (stream.destroyed || stream.readableEnded) return resolve();
        stream.once('close', () => resolve());
      }),
  );
  return Promise.race([
    Promise.all(closed).then(() => undefined),
    new Promise<void>((resolve) =>
      setTimeout(() => {
        streams.forEach((stream) => stream.destroy());
        resolve();
      }, DRAIN_MS).unref(),
    ),
  ]);
}

/** Kills what is left in the run's cgroup, waits until it is empty, and removes it. */
async function emptyAndRemove(cgroup: RunCgroup): Promise<void> {
  // Processes of a box that just ended linger for a moment while the kernel reaps them: poll briefly, up to 1 s.
  for (let attempt = 0; attempt < 250 && cgroup.pids().length > 0; attempt += 1) {
    cgroup.kill();
    await new Promise((resolve) => setTimeout(resolve, 4));
  }
  cgroup.remove();
}

/** A box that was never made: starting it reports why. */
export function failedBox(shape: BoxShape, problem: string): Box {
  return { shape, alive: false, start: async () => failed(problem), discard: async () => undefined };
}

function failed(problem: string): SandboxResult {
  return {
    outcome: 'internal_error',
    exitCode: null,
    signal: null,
    stdout: Buffer.alloc(0),
    stderr: Buffer.alloc(0),
    returned: null,
    cpuMs: 0,
    wallMs: 0,
    memoryKb: 0,
    problem,
  };
}

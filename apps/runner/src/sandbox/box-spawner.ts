import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, constants, openSync, readSync } from 'node:fs';
import { Socket } from 'node:net';
import { constants as osConstants } from 'node:os';
import { boxSpawnerBinary, launchWords, shellLaunch, type Launch } from './launcher.js';

/**
 * One descriptor of a box's first process: `r` it reads (we write), `w` it writes (we read as it goes), `l` it writes
 * a few bytes we read only once it has ended (a status report: never polled, so its writes wake nobody), `-`
 * /dev/null.
 */
export type PipeDirection = 'r' | 'w' | 'l' | '-';

export interface BoxExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The process could not be started at all. */
  error?: Error;
}

/** A box's first process as the runner holds it: its pid (it leads its own process group), its pipes, its end. */
export interface BoxProcess {
  pid: number;
  /** Per descriptor of the process: a stream of our end of its pipe (`r`, `w`; `l` too without box-spawn), or null. */
  stdio: (Socket | null)[];
  /** What the process wrote to its `l` descriptor `fd` (once it has ended); closes our end. Empty the second time. */
  readLater(fd: number): Buffer;
  exited: Promise<BoxExit>;
}

/** Reads what a pipe holds (its writers gone, or what they wrote so far: it never waits) and closes it. */
function readAndClose(fd: number): Buffer {
  const chunks: Buffer[] = [];
  const chunk = Buffer.alloc(4096);
  try {
    for (let size = readSync(fd, chunk); size > 0; size = readSync(fd, chunk))
      chunks.push(Buffer.from(chunk.subarray(0, size)));
  } catch {
    // EAGAIN: a writer is still there, and this is all it wrote.
  } finally {
    closeSync(fd);
  }
  return Buffer.concat(chunks);
}

const signalNames = new Map(
  [...Object.entries(osConstants.signals)].reverse().map(([name, number]) => [number, name as NodeJS.Signals]),
);

/**
 * Starts boxes through box-spawn (launcher/box-spawn.c), a small child of the runner whose own child joins the run's
 * cgroup, takes its rlimits and uid, then becomes bubblewrap. Node.js would fork the whole runner for each box: on
 * this project's machines that costs ~10 ms of CPU per box (the page tables of a 50 MB process copied, then thrown
 * away by exec), as much as bubblewrap itself; the spawner forks a process of a few hundred KB. Its replies name the
 * descriptors of our ends in its own table, which we open through /proc (a pipe opened there is the same pipe), then
 * tell it to close its copies.
 */
export class BoxSpawner {
  private readonly child: ChildProcess;
  private buffer = '';
  private nextId = 0;
  private readonly waiting = new Map<string, (reply: string[]) => void>();
  private readonly running = new Map<number, (exit: BoxExit) => void>();
  private readonly hosts = new Map<number, (exit: BoxExit) => void>();
  private gone: Error | null = null;

  /** `env`: what every process it starts is given (boxes: nothing; bubblewrap sets the box's own). */
  constructor(binary: string, env: Record<string, string> = {}) {
    // argv0 without its directory: the slot hosts it forks are PID 1 of their boxes, whose /proc/1/cmdline a program may read.
    this.child = spawn(binary, [], { stdio: ['pipe', 'pipe', 'inherit'], env, argv0: 'box-spawn' });
    this.child.stdout!.setEncoding('utf8');
    this.child.stdout!.on('data', (chunk: string) => this.receive(chunk));
    this.child.stdin!.on('error', () => undefined);
    this.child.once('exit', (code, signal) =>
      this.lost(new Error(`The box spawner stopped (${signal ?? `exit code ${code}`}).`)),
    );
    this.child.once('error', (error) => this.lost(error));
    // The spawner keeps this process alive only while a box it started is still to report on (see holdOpen).
    this.child.unref();
    (this.child.stdin as unknown as Socket).unref();
    this.holdOpen();
  }

  get alive(): boolean {
    return this.gone === null;
  }

  launch(launch: Launch, pipes: PipeDirection[]): Promise<BoxProcess> {
    const words = launchWords(launch);
    // To box-spawn an `l` pipe is one the child writes like any other.
    const letters = pipes.map((pipe) => (pipe === 'l' ? 'w' : pipe)).join('');
    return this.request(
      'spawn',
      [letters, String(words.length), ...words],
      `start ${launch.command[0]}`,
      (reply, id) => {
        const pid = Number(reply[2]);
        const exited = this.exitOf(pid);
        try {
          const fds = reply.slice(3);
          const later = new Map<number, number>();
          const stdio = fds.map((fd, index) => {
            if (pipes[index] === '-' || fd === '-1') return null;
            if (pipes[index] === 'l') {
              later.set(index, this.openFd(fd, false));
              return null;
            }
            return this.open(fd, pipes[index] === 'r');
          });
          const readLater = (fd: number) => {
            const opened = later.get(fd);
            later.delete(fd);
            return opened === undefined ? Buffer.alloc(0) : readAndClose(opened);
          };
          return { pid, stdio, readLater, exited };
        } finally {
          this.child.stdin!.write(`done\0${id}\0`);
        }
      },
    );
  }

  /**
   * Makes a slot host (launcher/slot-host.c) for `uid` from its layout words (drivers/slot-host-args.ts): its pid, once its
   * root is made, and its end.
   */
  host(uid: number, layout: string[]): Promise<{ pid: number; exited: Promise<BoxExit> }> {
    return this.request('host', [String(uid), String(layout.length), ...layout], 'make a slot host', (reply) => {
      const pid = Number(reply[2]);
      // A host lives as long as the runner: it does not keep this process alive.
      return { pid, exited: new Promise<BoxExit>((done) => this.hosts.set(pid, done)) };
    });
  }

  /** Sends a request; `accept` turns its reply into the result (a `failed` reply rejects with the errno's name). */
  private request<T>(
    verb: string,
    words: string[],
    what: string,
    accept: (reply: string[], id: string) => T,
  ): Promise<T> {
    if (this.gone) return Promise.reject(this.gone);
    if (words.some((word) => word.includes('\0'))) return Promise.reject(new Error('An argument holds a NUL byte.'));
    const id = String((this.nextId += 1));
    this.child.stdin!.write(`${[verb, id, ...words].join('\0')}\0`);
    return new Promise((resolve, reject) => {
      this.waiting.set(id, (reply) => {
        this.waiting.delete(id);
        if (reply[0] === 'failed') {
          const code = Number(reply[2]);
          const name = Object.entries(osConstants.errno).find(([, value]) => value === code)?.[0] ?? `errno ${code}`;
          return reject(Object.assign(new Error(`box-spawn could not ${what}: ${name}`), { code: name }));
        }
        try {
          resolve(accept(reply, id));
        } catch (error) {
          reject(error as Error);
        }
      });
      this.holdOpen();
    });
  }

  /** The end of a process box-spawn started (it reports every child's exit). */
  private exitOf(pid: number): Promise<BoxExit> {
    const exited = new Promise<BoxExit>((done) => this.running.set(pid, done));
    this.holdOpen();
    return exited;
  }

  close(): void {
    this.child.stdin!.end();
  }

  /** Our end of a pipe the spawner holds: opened anew through /proc (libuv opens it close-on-exec), as a non-blocking stream on the event loop. */
  private open(fd: string, forWriting: boolean): Socket {
    return new Socket({ fd: this.openFd(fd, forWriting), readable: !forWriting, writable: forWriting });
  }

  private openFd(fd: string, forWriting: boolean): number {
    return openSync(
      `/proc/${this.child.pid}/fd/${fd}`,
      (forWriting ? constants.O_WRONLY : constants.O_RDONLY) | constants.O_NONBLOCK,
    );
  }

  private receive(chunk: string): void {
    this.buffer += chunk;
    for (let end = this.buffer.indexOf('\n'); end >= 0; end = this.buffer.indexOf('\n')) {
      const reply = this.buffer.slice(0, end).split(' ');
      this.buffer = this.buffer.slice(end + 1);
      if (reply[0] === 'exit') {
        const pid = Number(reply[1]);
        const code = Number(reply[2]);
        const signal = Number(reply[3]);
        const exit = { code: signal ? null : code, signal: signal ? (signalNames.get(signal) ?? null) : null };
        for (const ended of [this.running, this.hosts]) {
          ended.get(pid)?.(exit);
          ended.delete(pid);
        }
      } else {
        this.waiting.get(reply[1]!)?.(reply);
      }
    }
    this.holdOpen();
  }

  /** Keeps the event loop alive while a request waits for its reply or a box for its exit, and only then. */
  private holdOpen(): void {
    const stdout = this.child.stdout as Socket;
    if (this.waiting.size > 0 || this.running.size > 0) stdout.ref();
    else stdout.unref();
  }

  /** The spawner died: every box it started is killed with it (bubblewrap dies with its parent). */
  private lost(error: Error): void {
    if (this.gone) return;
    this.gone = error;
    for (const reply of this.waiting.values()) reply(['failed', '', String(osConstants.errno.ECHILD)]);
    for (const done of [...this.running.values(), ...this.hosts.values()]) done({ code: null, signal: 'SIGKILL' });
    this.hosts.clear();
    this.waiting.clear();
    this.running.clear();
  }
}

let shared: BoxSpawner | null = null;

/** This process's spawner, started on first use (and again if it died); null where box-spawn could not be built. */
export function boxSpawner(): BoxSpawner | null {
  if (shared?.alive) return shared;
  const binary = boxSpawnerBinary().path;
  shared = binary ? new BoxSpawner(binary) : null;
  return shared;
}

/** The same, started by Node.js itself (fork and exec) through sh, prlimit and setpriv: where there is no spawner. */
export function spawnDirect(launch: Launch, pipes: PipeDirection[]): Promise<BoxProcess> {
  const [file, args] = shellLaunch(launch);
  const child = spawn(file, args, {
    stdio: pipes.map((pipe) => (pipe === '-' ? 'ignore' : 'pipe')),
    env: {},
    cwd: '/',
    detached: true,
  });
  // Node.js polls every pipe it made: an `l` pipe is collected as it streams (and drained with the others, so it is
  // whole once they close), and handed over at the end.
  const later = new Map(
    pipes.flatMap((pipe, fd) =>
      pipe === 'l' && child.stdio[fd] ? [[fd, collect(child.stdio[fd] as Socket)] as const] : [],
    ),
  );
  const exited = new Promise<BoxExit>((resolve) => {
    child.once('error', (error) => resolve({ code: null, signal: null, error }));
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const stdio = child.stdio.map((stream) => (stream as Socket | null) ?? null);
  const readLater = (fd: number) => {
    const chunks = later.get(fd) ?? [];
    later.delete(fd);
    return Buffer.concat(chunks);
  };
  return Promise.resolve({ pid: child.pid ?? 0, stdio, readLater, exited });
}

function collect(stream: Socket): Buffer[] {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return chunks;
}

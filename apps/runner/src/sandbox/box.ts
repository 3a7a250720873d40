// The box's types, the floor of the runner: languages/ and sandbox/ both import them, and this file imports nothing,
// so no import between the two can run in a circle.

/** A read-only bind: a host path (absolute, a real system path, never a shim in a home directory) and where the box sees it. */
export interface Bind {
  host: string;
  box: string;
}

/** A file placed read-only in a box from a pipe; `executable` for a compiled artifact. */
export interface BoxFile {
  path: string;
  data: Buffer | string;
  executable?: boolean;
}

export type SandboxOutcome = 'exited' | 'time_limit' | 'memory_limit' | 'output_limit' | 'internal_error';

export interface SandboxRequest {
  /** The command inside the box. */
  command: string[];
  binds: Bind[];
  /** Files placed read-only in the box (the source, a compiled artifact). */
  files: BoxFile[];
  stdin: Buffer | string;
  /** Opens fd 3 in the box as a channel the function harness writes its result to. */
  resultChannel: boolean;
  limits: {
    cpuMs: number;
    wallMs: number;
    memoryMb: number;
    /** Cap of stdout and of stderr each (and of the result channel). */
    outputBytes: number;
    /** A smaller cap of stderr (a compile step, whose stdout is the artifact). */
    errorBytes?: number;
    processes: number;
    workDirBytes: number;
  };
  /** The slot's own uid when the runner is root; null to run as the runner's user. */
  uid: number | null;
  /** Limit the address space too (runtimes that tolerate it, when no cgroup limits memory). */
  addressSpaceLimit: boolean;
}

export interface SandboxResult {
  outcome: SandboxOutcome;
  exitCode: number | null;
  signal: string | null;
  stdout: Buffer;
  stderr: Buffer;
  returned: Buffer | null;
  cpuMs: number;
  wallMs: number;
  memoryKb: number;
  /** Why the sandbox itself failed (outcome internal_error). */
  problem: string | null;
}

/** A box's set-up: everything but the data of its files and its stdin, so a box can be made before they are known. */
export type BoxShape = Omit<SandboxRequest, 'files' | 'stdin'> & { files: Omit<BoxFile, 'data'>[] };

/** What a prepared box is started with. */
export type BoxInput = Pick<SandboxRequest, 'files' | 'stdin'>;

/**
 * A box made ahead of its job: its namespaces and mounts are set up (by bubblewrap, or in a slot host) and it waits,
 * blocked on reading the first file's pipe, until `start` writes it. Each box runs exactly one command and is never
 * reused.
 */
export interface Box {
  readonly shape: BoxShape;
  /** False once its processes have ended (an idle box that died is discarded, not started). */
  readonly alive: boolean;
  start(input: BoxInput): Promise<SandboxResult>;
  /** Kills a box that will not be started and removes its cgroup. */
  discard(): Promise<void>;
}

/** A box's mounts and files, which both drivers make: bubblewrap from its options, a slot host from box-spawn's words. */
export interface BoxLayout {
  /** Extra read-only binds (toolchain pieces, the harness). */
  binds: Bind[];
  /** Files placed read-only in the box from pipes the runner writes: `fd` in the sandbox's parent, `path` in the box. */
  files: { fd: number; path: string; executable?: boolean }[];
  /** Size of the writable tmpfs work directory /box, in bytes. */
  workDirBytes: number;
  tmpBytes: number;
  shmBytes: number;
  /** The fd bubblewrap reports the sandbox's start and its exit code on (so a setup failure is told apart). */
  statusFd: number;
}

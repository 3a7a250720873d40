import { fileURLToPath } from 'node:url';
import type { LanguageId } from '@assay/contracts';
import type { Bind, BoxFile, SandboxRequest, SandboxResult } from '../sandbox/box.js';

/** Where the harness files (static, shipped with the runner) live on the host; bound read-only into boxes. */
export const HARNESS_DIR = fileURLToPath(new URL('../../harness/', import.meta.url));
export const HARNESS_IN_BOX = '/opt/harness';

/** What a host-side check of the source (parsing only, never running it) makes of it. */
export type SourceCheck = { source: string } | { problem: string };

/** Runs a box as the slot's uid (the caller fills in the uid, the address-space rule and the slot's process limit). */
export type RunBox = (
  request: Omit<SandboxRequest, 'uid' | 'addressSpaceLimit' | 'limits'> & {
    limits: Omit<SandboxRequest['limits'], 'processes'>;
  },
) => Promise<SandboxResult>;

/** Something a language needs made once per runner (SQL's prepared cluster), on its first job. */
export interface Preparation {
  /** Makes it (once; a failure is tried again by the next job) and gives the binds every run of the language gets. */
  binds(run: RunBox, uid: number): Promise<Bind[]>;
  /** Removes what was made (the runner is closing). */
  dispose(): void;
}

export interface LanguageSpec {
  id: LanguageId;
  name: string;
  /** The toolchain binary on the host; the language is unavailable when it is missing. */
  binary: string;
  /** Further host paths the language needs (a compiler beside the runtime, a precompiled standard library). */
  requires?: string[];
  /** Asks the toolchain its version (run on the host with no untrusted input). */
  versionArgs: readonly string[];
  parseVersion: (output: string) => string;
  /** Read-only binds this language needs besides the base layout (/usr and its /lib links). */
  binds: Bind[];
  /** The file the candidate's source is placed in, inside /box. */
  sourceFile: string;
  /** Checked on the host before anything runs (SQL: a single read query); a problem comes back as a compile error. */
  check?: (source: string) => SourceCheck;
  /**
   * A compile step, run in a box of its own with the compiler's limits: its stdout is the artifact (a binary, a jar)
   * that every test then runs, its stderr the compiler's messages.
   */
  compile?: { command: string[]; artifactFile: string; executable: boolean };
  prepare?: Preparation;
  /** Files every run of this language needs besides the program (a passwd entry for a server that asks for one). */
  boxFiles?: (uid: number) => BoxFile[];
  /** The command that runs the program (the artifact when there is a compile step). */
  run: (file: string) => string[];
  /** The command that calls an entry function: JSON arguments on stdin, the JSON result on fd 3 (scripting languages). */
  callFunction?: (file: string, entry: string) => string[];
  /** CPU and wall limits of each test are multiplied by this (interpreters and JITs start slower than native code). */
  timeMultiplier: number;
  /** Heap flags for runtimes that manage their own heap; the cgroup limits (and measures) the whole process. */
  memoryFlags: (memoryMb: number) => string[];
  /** True for runtimes that can live under RLIMIT_AS (used only when no cgroup limits memory). */
  addressSpaceLimitSafe: boolean;
}

/** The first number-like token of a version banner ("rustc 1.63.0", "go version go1.19.8 linux/amd64"). */
export const firstVersion = (output: string) =>
  /(\d+\.\d+(?:\.\d+)?)/.exec(output)?.[1] ?? output.trim().split('\n')[0] ?? '';

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** box-spawn and the slot host it makes (launcher/), compiled together. */
const SOURCES = ['box-spawn.c', 'slot-host.c'].map((file) =>
  fileURLToPath(new URL(`../../launcher/${file}`, import.meta.url)),
);
const GCC = '/usr/bin/gcc';

export type RlimitName = 'cpu' | 'fsize' | 'nofile' | 'core' | 'stack' | 'nproc' | 'as';
export interface Rlimit {
  name: RlimitName;
  soft: number;
  hard: number;
}

export interface HostLimits {
  cpuSeconds: number;
  fileBytes: number;
  openFiles: number;
  stackBytes: number;
  /** Processes of the slot's uid (only meaningful with a uid of its own). */
  processes: number | null;
  /** Address space, for runtimes that tolerate it, when no cgroup limits memory. */
  addressSpaceBytes: number | null;
}

/** A box's resource limits: CPU seconds (SIGXCPU, then SIGKILL a second later), file size, open files, no core dumps, stack. */
export function hostRlimits(limits: HostLimits): Rlimit[] {
  const both = (name: RlimitName, value: number): Rlimit => ({ name, soft: value, hard: value });
  return [
    { name: 'cpu', soft: limits.cpuSeconds, hard: limits.cpuSeconds + 1 },
    both('fsize', limits.fileBytes),
    both('nofile', limits.openFiles),
    both('core', 0),
    both('stack', limits.stackBytes),
    ...(limits.processes === null ? [] : [both('nproc', limits.processes)]),
    ...(limits.addressSpaceBytes === null ? [] : [both('as', limits.addressSpaceBytes)]),
  ];
}

export interface Launch {
  /** The run cgroup's files the first process writes `0` (itself, its only thread) to. */
  joinFiles: string[];
  rlimits: Rlimit[];
  /** The slot's uid, or null to stay the runner's user. */
  uid: number | null;
  /** What the first process becomes (bubblewrap and its arguments), or `@slot <host pid>` and the box's words (drivers/slot-host-args.ts). */
  command: string[];
}

/** A launch as box-spawn takes it: counted lists, the uid (or `-`), then the command (launcher/box-spawn.c). */
export const launchWords = ({ joinFiles, rlimits, uid, command }: Launch): string[] => [
  String(joinFiles.length),
  ...joinFiles,
  String(rlimits.length),
  ...rlimits.map(({ name, soft, hard }) => `${name}=${soft}:${hard}`),
  uid === null ? '-' : String(uid),
  ...command,
];

// sh joins the cgroup (itself, before anything forks), then execs the chain; paths are arguments, never code. PWD is
// unset so not even bubblewrap's own init in the box (its pid 1) carries a host path.
const SH_JOIN =
  'unset PWD OLDPWD; n=$1; shift; while [ "$n" -gt 0 ]; do echo 0 > "$1" || exit 125; shift; n=$((n-1)); done; exec "$@"';

/**
 * The same launch by `sh`, `prlimit` and `setpriv`, for where box-spawn could not be built (no C compiler): three
 * dynamic-linker start-ups more per box. Exits 125 when the cgroup could not be joined, as box-spawn's child does.
 */
export function shellLaunch({ joinFiles, rlimits, uid, command }: Launch): [string, string[]] {
  const prlimit = ['/usr/bin/prlimit', ...rlimits.map(({ name, soft, hard }) => `--${name}=${soft}:${hard}`)];
  const setpriv = uid === null ? [] : ['/usr/bin/setpriv', `--reuid=${uid}`, `--regid=${uid}`, '--clear-groups', '--'];
  return ['/bin/sh', ['-c', SH_JOIN, 'sh', String(joinFiles.length), ...joinFiles, ...prlimit, ...setpriv, ...command]];
}

let built: { path: string | null; problem: string | null } | null = null;

/**
 * Compiles box-spawn (launcher/box-spawn.c and slot-host.c, used by box-spawner.ts) once per process into a fresh private directory
 * (never a fixed path another user could have planted a file at), removed when the process exits. Null, with the
 * reason, where there is no C compiler or it failed: the runner then starts each box itself, by shellLaunch.
 */
export function boxSpawnerBinary(): { path: string | null; problem: string | null } {
  if (built) return built;
  if (!existsSync(GCC)) return (built = { path: null, problem: `${GCC} is not installed` });
  const dir = mkdtempSync(join(tmpdir(), 'assay-launcher-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const path = join(dir, 'box-spawn');
  const compiled = spawnSync(GCC, ['-O2', '-o', path, ...SOURCES], {
    encoding: 'utf8',
    timeout: 30_000,
    env: { PATH: '/usr/bin:/bin' },
  });
  built =
    compiled.status === 0
      ? { path, problem: null }
      : {
          path: null,
          problem: `gcc failed: ${(compiled.stderr || compiled.error?.message || '').trim().slice(0, 500)}`,
        };
  return built;
}

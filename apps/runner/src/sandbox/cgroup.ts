import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What one run's cgroup measured. */
export interface CgroupUsage {
  cpuMs: number;
  peakMemoryKb: number;
  oomKilled: boolean;
}

/** One sandbox's own cgroup: its processes, limits and counters, created fresh and removed after the run. */
export interface RunCgroup {
  /**
   * The files the sandbox's first process (a single-threaded sh) writes `0`, meaning itself, to before it starts
   * bubblewrap. On v1 these are each hierarchy's `tasks`: moving the writing thread alone lets the kernel skip its
   * global threadgroup lock, whose RCU grace period cost ~5 ms per hierarchy per run through `cgroup.procs` and
   * held up every fork and exit on the host meanwhile. On v2, `cgroup.procs`.
   */
  joinFiles: string[];
  usage(): CgroupUsage;
  /** The pids still inside (0 once the sandbox is gone). */
  pids(): number[];
  /** SIGKILLs everything inside. */
  kill(): void;
  remove(): void;
}

export interface CgroupLimits {
  memoryBytes: number;
  processes: number;
}

export interface CgroupDriver {
  version: 'v1' | 'v2';
  create(name: string, limits: CgroupLimits): RunCgroup;
}

const read = (path: string) => readFileSync(path, 'utf8');
const readNumber = (path: string) => Number(read(path).trim()) || 0;
const pidsIn = (procsFile: string): number[] =>
  existsSync(procsFile) ? read(procsFile).split('\n').filter(Boolean).map(Number) : [];

function killPids(pids: number[]): void {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
}

/** Removes an empty cgroup directory; one still holding a process (or gone) is left for the next sweep. */
export function removeDir(path: string): void {
  try {
    rmdirSync(path);
  } catch {
    // Still busy for a moment after the last process died, or gone; the parent is swept at the next start.
  }
}

/** Removes a runner's parent cgroup and the (empty) run cgroups still in it; one already gone is no error. */
export function removeParent(parent: string): void {
  try {
    for (const child of readdirSync(parent, { withFileTypes: true }))
      if (child.isDirectory()) removeDir(join(parent, child.name));
  } catch {
    // Gone already (another runner swept it).
  }
  removeDir(parent);
}

/** cgroup v1 (separate memory, pids and cpuacct hierarchies), as on this project's CI machines. */
export function cgroupV1(parentName: string, root = '/sys/fs/cgroup'): CgroupDriver {
  const controllers = ['memory', 'pids', 'cpuacct'] as const;
  for (const controller of controllers) mkdirSync(join(root, controller, parentName), { recursive: true });
  // Where swap accounting is on, swap may not extend the limit (known once: the kernel's, not the run's).
  const swapAccounting = existsSync(join(root, 'memory', parentName, 'memory.memsw.limit_in_bytes'));
  return {
    version: 'v1',
    create(name, limits) {
      const dirs = Object.fromEntries(
        controllers.map((controller) => [controller, join(root, controller, parentName, name)]),
      ) as Record<(typeof controllers)[number], string>;
      for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true });
      writeFileSync(join(dirs.memory, 'memory.limit_in_bytes'), String(limits.memoryBytes));
      if (swapAccounting) {
        try {
          writeFileSync(join(dirs.memory, 'memory.memsw.limit_in_bytes'), String(limits.memoryBytes));
        } catch {
          // Swap accounting present but not adjustable: the memory limit still holds.
        }
      }
      writeFileSync(join(dirs.pids, 'pids.max'), String(limits.processes));
      // The memory hierarchy holds every process of the run: the first process joins it before the others, and a
      // process that joined it but not the rest exits at once (code 125).
      const procsFile = join(dirs.memory, 'cgroup.procs');
      return {
        joinFiles: Object.values(dirs).map((dir) => join(dir, 'tasks')),
        usage: () => ({
          cpuMs: Math.round(readNumber(join(dirs.cpuacct, 'cpuacct.usage')) / 1e6),
          peakMemoryKb: Math.round(readNumber(join(dirs.memory, 'memory.max_usage_in_bytes')) / 1024),
          oomKilled: /oom_kill [1-9]/.test(read(join(dirs.memory, 'memory.oom_control'))),
        }),
        pids: () => pidsIn(procsFile),
        kill: () => killPids(pidsIn(procsFile)),
        remove: () => Object.values(dirs).forEach(removeDir),
      };
    },
  };
}

/** cgroup v2 (one unified hierarchy) under `base`, a directory this process may manage (root, or delegated to it). */
export function cgroupV2(base: string): CgroupDriver {
  return {
    version: 'v2',
    create(name, limits) {
      const dir = join(base, name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'memory.max'), String(limits.memoryBytes));
      if (existsSync(join(dir, 'memory.swap.max'))) writeFileSync(join(dir, 'memory.swap.max'), '0');
      writeFileSync(join(dir, 'pids.max'), String(limits.processes));
      const procsFile = join(dir, 'cgroup.procs');
      const events = () => read(join(dir, 'memory.events'));
      return {
        joinFiles: [procsFile],
        usage: () => {
          const usec = /usage_usec (\d+)/.exec(read(join(dir, 'cpu.stat')))?.[1];
          const peakFile = join(dir, 'memory.peak');
          return {
            cpuMs: Math.round(Number(usec ?? 0) / 1000),
            peakMemoryKb: existsSync(peakFile)
              ? Math.round(readNumber(peakFile) / 1024)
              : Math.round(readNumber(join(dir, 'memory.current')) / 1024),
            oomKilled: /oom_kill [1-9]/.test(events()),
          };
        },
        pids: () => pidsIn(procsFile),
        kill: () => {
          const killFile = join(dir, 'cgroup.kill');
          if (existsSync(killFile)) writeFileSync(killFile, '1');
          else killPids(pidsIn(procsFile));
        },
        remove: () => removeDir(dir),
      };
    },
  };
}

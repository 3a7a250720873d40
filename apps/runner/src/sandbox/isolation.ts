import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IsolationMode } from '@assay/contracts';
import { cgroupV1, cgroupV2, removeParent, type CgroupDriver } from './cgroup.js';
import type { SandboxDriver } from './driver.js';
import { bubblewrapDriver } from './drivers/bubblewrap.js';
import { slotHostDriver } from './drivers/slot-host.js';
import { boxSpawnerBinary } from './launcher.js';
import { failedBox } from './run-sandboxed.js';

export const BWRAP = '/usr/bin/bwrap';
const CGROUP_ROOT = '/sys/fs/cgroup';
export const PARENT_PREFIX = 'assay-runner-';

export interface Isolation {
  mode: IsolationMode;
  /** The bubblewrap binary every box is made with. */
  bwrap: string;
  cgroup: CgroupDriver | null;
  /** Whether each slot switches to its own unprivileged uid (only possible as root). */
  slotUids: boolean;
  /**
   * Whether boxes run in slot hosts (launcher/slot-host.c: each slot's namespaces and root made once) rather than a
   * bubblewrap each: as root, with a cgroup (which empties a run before the next) and box-spawn built.
   */
  slotHosts: boolean;
  /** Why code cannot run, when mode is `unavailable`. */
  problem: string | null;
}

const writable = (path: string) => {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
};

/** Checks that bubblewrap can make the namespaces we rely on (it cannot where user namespaces are switched off). */
function bwrapProblem(bwrap: string): string | null {
  if (!existsSync(bwrap)) {
    return 'bubblewrap is not installed, so code cannot run. Install it with: sudo apt-get install -y bubblewrap';
  }
  const probe = spawnSync(
    bwrap,
    [
      '--unshare-all',
      '--unshare-user',
      '--disable-userns',
      '--die-with-parent',
      '--new-session',
      '--ro-bind',
      '/usr',
      '/usr',
      '--symlink',
      'usr/lib',
      '/lib',
      '--symlink',
      'usr/lib64',
      '/lib64',
      '--proc',
      '/proc',
      '/usr/bin/true',
    ],
    { encoding: 'utf8', timeout: 10_000 },
  );
  if (probe.status === 0) return null;
  return `bubblewrap cannot create a sandbox here (${(probe.stderr || probe.error?.message || 'no reason given').trim()}). User namespaces may be switched off (sysctl kernel.unprivileged_userns_clone, or an AppArmor restriction).`;
}

/**
 * Removes the cgroups of runners that are gone (a crash skips their clean-up). Runners started together (the API
 * forks two) sweep the same parents at once, so a parent listed here may be gone a moment later: that runner swept it
 * first. Before this was tolerated, the ENOENT cost the second runner its cgroup, and with it its slot hosts.
 */
export function sweepStaleParents(dirs: string[]): void {
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir)) {
      const pid = Number(entry.slice(PARENT_PREFIX.length));
      if (!entry.startsWith(PARENT_PREFIX) || !pid || isAlive(pid)) continue;
      removeParent(join(dir, entry));
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const v2Controllers = (dir: string) =>
  existsSync(join(dir, 'cgroup.controllers')) ? readFileSync(join(dir, 'cgroup.controllers'), 'utf8').split(/\s+/) : [];
const hasV2Limits = (dir: string) => ['memory', 'pids'].every((controller) => v2Controllers(dir).includes(controller));

/**
 * A cgroup v2 subtree for this runner's sandboxes. The runner first moves itself into a leaf of its own, because
 * v2 lets a cgroup hand controllers to children only when it holds no processes itself.
 */
function setUpV2(base: string): CgroupDriver {
  const parent = join(base, `${PARENT_PREFIX}${process.pid}`);
  mkdirSync(parent, { recursive: true });
  const enable = (dir: string) =>
    writeFileSync(
      join(dir, 'cgroup.subtree_control'),
      v2Controllers(dir)
        .filter((c) => ['memory', 'pids', 'cpu'].includes(c))
        .map((c) => `+${c}`)
        .join(' '),
    );
  try {
    enable(base);
  } catch {
    const self = join(base, 'runner-process');
    mkdirSync(self, { recursive: true });
    writeFileSync(join(self, 'cgroup.procs'), String(process.pid));
    enable(base);
  }
  enable(parent);
  return cgroupV2(parent);
}

function ownV2Cgroup(): string | null {
  const line = readFileSync('/proc/self/cgroup', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('0::'));
  return line ? join(CGROUP_ROOT, line.slice(3)) : null;
}

function detectCgroup(isRoot: boolean): CgroupDriver | null {
  if (existsSync(join(CGROUP_ROOT, 'cgroup.controllers'))) {
    const base = isRoot ? CGROUP_ROOT : ownV2Cgroup();
    if (!base || !writable(base) || !hasV2Limits(base)) return null;
    sweepStaleParents([base]);
    return setUpV2(base);
  }
  const v1 = ['memory', 'pids', 'cpuacct'].map((controller) => join(CGROUP_ROOT, controller));
  if (!isRoot || !v1.every((dir) => existsSync(dir) && writable(dir))) return null;
  sweepStaleParents(v1);
  return cgroupV1(`${PARENT_PREFIX}${process.pid}`, CGROUP_ROOT);
}

/** Whether a slot host can be made and run a box here, as box-spawn's probe tries it (with the first slot's uid). */
function slotHostsWork(uid: number): boolean {
  const binary = boxSpawnerBinary().path;
  if (!binary) return false;
  const probe = spawnSync(binary, ['probe', String(uid)], { encoding: 'utf8', timeout: 10_000, env: {} });
  return probe.status === 0;
}

/** Which sandbox makes the boxes: `auto` takes slot hosts where they work, `bubblewrap` never does. */
export type SandboxChoice = 'auto' | 'bubblewrap';

/**
 * How this runner keeps jobs apart (ARCHITECTURE.md; the rules): as root, an unprivileged uid per slot; as
 * another user, a delegated cgroup; without one, nothing unless RUNNER_ALLOW_SHARED_UID=true. It fails closed.
 * bubblewrap must work even where slot hosts make the boxes: both rest on the same user namespaces.
 */
export function detectIsolation({
  allowSharedUid,
  bwrap = BWRAP,
  sandbox = 'auto',
  probeUid,
}: {
  allowSharedUid: boolean;
  bwrap?: string;
  sandbox?: SandboxChoice;
  probeUid: number;
}): Isolation {
  const problem = bwrapProblem(bwrap);
  if (problem) return { mode: 'unavailable', bwrap, cgroup: null, slotUids: false, slotHosts: false, problem };
  const isRoot = process.getuid?.() === 0;
  let cgroup: CgroupDriver | null = null;
  try {
    cgroup = detectCgroup(isRoot);
  } catch {
    cgroup = null;
  }
  if (isRoot)
    return {
      mode: 'slot-uids',
      bwrap,
      cgroup,
      slotUids: true,
      slotHosts: sandbox === 'auto' && cgroup !== null && slotHostsWork(probeUid),
      problem: null,
    };
  if (cgroup) return { mode: 'delegated-cgroup', bwrap, cgroup, slotUids: false, slotHosts: false, problem: null };
  if (allowSharedUid)
    return { mode: 'shared-uid', bwrap, cgroup: null, slotUids: false, slotHosts: false, problem: null };
  return {
    mode: 'unavailable',
    bwrap,
    cgroup: null,
    slotUids: false,
    slotHosts: false,
    problem:
      'The runner is not root and has no delegated cgroup, so concurrent jobs could not be kept apart. Run it as root, give it a delegated cgroup v2 (systemd Delegate=yes), or set RUNNER_ALLOW_SHARED_UID=true to accept weaker isolation.',
  };
}

/**
 * The driver that makes one slot's boxes (`uid`: the slot's own, as root), as the isolation decided: the slot's hosts
 * where they work, a bubblewrap per box otherwise, and where code cannot run, boxes that say why.
 */
export function slotDriver(isolation: Isolation, uid: number | null): SandboxDriver {
  if (isolation.mode === 'unavailable') {
    const problem = isolation.problem ?? 'The sandbox is unavailable.';
    return { prepare: (shape) => failedBox(shape, problem), close: async () => undefined };
  }
  if (isolation.slotHosts && uid !== null) return slotHostDriver(uid, isolation.cgroup);
  return bubblewrapDriver(isolation.bwrap, isolation.cgroup);
}

import { boxSpawner } from '../box-spawner.js';
import type { CgroupDriver } from '../cgroup.js';
import type { SandboxDriver } from '../driver.js';
import { makeBox } from '../run-sandboxed.js';
import { slotBoxWords, slotHostLayout } from './slot-host-args.js';

/**
 * Boxes made in the slot's hosts (launcher/slot-host.c, one per layout, made once): the first process joins the run's
 * cgroup, enters the host of the box's layout and makes the box there from box-spawn's words. The slot's runs share a
 * host's PID and network namespaces one after another, so each run's cgroup is empty before the next one starts.
 */
export function slotHostDriver(uid: number, cgroups: CgroupDriver | null): SandboxDriver {
  const hosts = new SlotHosts(uid);
  return {
    prepare: (shape) =>
      makeBox(
        shape,
        cgroups,
        ({ layout, launchOf, pipesOf }) => {
          // Never null here: slot hosts are chosen only where box-spawn was built (isolation.ts).
          const spawner = boxSpawner();
          if (!spawner)
            return {
              started: Promise.reject(new Error('box-spawn is not built, so there is no slot host.')),
              options: null,
            };
          const host = hosts.pid(slotHostLayout(shape.binds, layout.files));
          return {
            started: host.then((pid) =>
              spawner.launch(launchOf(['@slot', String(pid), ...slotBoxWords(layout, shape.command)]), pipesOf(false)),
            ),
            options: null,
          };
        },
        { emptyBeforeNextRun: true },
      ),
    close: () => hosts.close(),
  };
}

/**
 * One slot's hosts (launcher/slot-host.c), one per layout its runs have needed (slot-host-args.ts), made on first
 * use and kept until the runner closes; a host that died is made again by the next run that needs it. A slot runs
 * one box at a time, so its runs share a host's PID and network namespaces only one after another.
 */
class SlotHosts {
  private readonly hosts = new Map<string, Promise<number>>();

  constructor(private readonly uid: number) {}

  /** The pid of the host with this layout, made if there is none. */
  pid(layout: string[]): Promise<number> {
    const key = layout.join('\0');
    const known = this.hosts.get(key);
    if (known) return known;
    const spawner = boxSpawner();
    if (!spawner) return Promise.reject(new Error('box-spawn is not built, so there is no slot host.'));
    const made: Promise<number> = spawner.host(this.uid, layout).then(({ pid, exited }) => {
      void exited.then(() => this.forget(key, made));
      return pid;
    });
    made.catch(() => this.forget(key, made));
    this.hosts.set(key, made);
    return made;
  }

  /** Kills every host (their boxes die with them: each is PID 1 of its PID namespace). */
  async close(): Promise<void> {
    const pids = await Promise.all([...this.hosts.values()].map((host) => host.catch(() => 0)));
    this.hosts.clear();
    for (const pid of pids.filter((pid) => pid > 0)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }
  }

  private forget(key: string, host: Promise<number>): void {
    if (this.hosts.get(key) === host) this.hosts.delete(key);
  }
}

import { boxSpawner } from './box-spawner.js';

/**
 * One slot's hosts (launcher/slot-host.c), one per layout its runs have needed (drivers/slot-host-args.ts), made on first
 * use and kept until the runner closes; a host that died is made again by the next run that needs it. A slot runs
 * one box at a time, so its runs share a host's PID and network namespaces only one after another.
 */
export class SlotHosts {
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

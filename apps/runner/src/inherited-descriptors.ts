import { closeSync, readdirSync, readFileSync } from 'node:fs';

const O_CLOEXEC = 0o2000000;

/**
 * Closes the descriptors this process inherited without close-on-exec — a launcher's lock file (`exec 200>lock`), a
 * process manager's log pipe — which every box would otherwise inherit through the launcher (or sh → prlimit → setpriv)
 * and bwrap, where a program could write into them. Node marks inherited descriptors close-on-exec only up to the first
 * gap after fd 15; its own are all close-on-exec, as are the pipes a box is given. `keep`: the IPC channel.
 */
export function closeInheritedDescriptors(keep: readonly number[]): number[] {
  const closed: number[] = [];
  for (const entry of readdirSync('/proc/self/fd')) {
    const fd = Number(entry);
    if (fd <= 2 || keep.includes(fd)) continue;
    let flags: number;
    try {
      flags = Number.parseInt(/^flags:\s+(\d+)/m.exec(readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8'))?.[1] ?? '', 8);
    } catch {
      continue; // The directory's own descriptor, gone once read.
    }
    if (Number.isNaN(flags) || (flags & O_CLOEXEC) !== 0) continue;
    try {
      closeSync(fd);
      closed.push(fd);
    } catch {
      // Already closed.
    }
  }
  return closed;
}

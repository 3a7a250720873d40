import { realpathSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Bind, BoxLayout } from '../box.js';
import { BOX_ENV } from './bubblewrap-args.js';

/** The directories every run of a slot host gets fresh (tmpfs owned by the slot's uid); files elsewhere need a mount point. */
const RUN_DIRS = ['/box', '/tmp', '/dev/shm'];

/**
 * A slot host's layout (launcher/slot-host.c), made once and shared by the runs that need exactly it: the read-only
 * binds (host paths resolved here, since the host resolves them against the host's root from inside its own), and
 * an empty file for each file a run places outside its fresh directories (SQL's /etc/passwd), for the run to bind
 * its own over. Runs of different layouts use different hosts, so no box sees a bind or file its language does not.
 */
export function slotHostLayout(binds: Bind[], files: { path: string }[]): string[] {
  return [
    ...binds.flatMap((bind) => ['bind', realpathSync(bind.host), bind.box]),
    ...files.filter((file) => !RUN_DIRS.includes(dirname(file.path))).flatMap((file) => ['file', file.path]),
  ];
}

/**
 * One run's words for box-spawn's `@slot` command: fresh tmpfs for /box, /tmp and /dev/shm, the files read from their
 * pipes and bound read-only, the status pipe (bubblewrap's --json-status-fd format), the cleared environment, the work
 * directory, then the command.
 */
export function slotBoxWords(layout: BoxLayout, command: string[]): string[] {
  return [
    '--tmpfs',
    '/box',
    String(layout.workDirBytes),
    '--tmpfs',
    '/tmp',
    String(layout.tmpBytes),
    '--tmpfs',
    '/dev/shm',
    String(layout.shmBytes),
    ...layout.files.flatMap((file) => ['--file', String(file.fd), file.path, file.executable ? '555' : '444']),
    ...Object.entries(BOX_ENV).flatMap(([name, value]) => ['--setenv', name, value]),
    '--chdir',
    '/box',
    '--status',
    String(layout.statusFd),
    '--',
    ...command,
  ];
}

import type { BoxLayout } from '../box.js';

/** The environment inside every box: nothing of the host's (Judge0 #564 printed its secrets). */
export const BOX_ENV: Record<string, string> = { PATH: '/usr/bin:/bin', HOME: '/box', LANG: 'C.UTF-8', TMPDIR: '/tmp' };

/**
 * bubblewrap's arguments for one fresh box: every namespace new (only loopback inside), no nested user namespaces,
 * no capabilities, a new session (no controlling terminal, so no TIOCSTI), a cleared environment, /usr read-only and
 * size-limited tmpfs for /box, /tmp and /dev/shm; the root itself read-only.
 */
export function bwrapArgs(layout: BoxLayout, command: string[]): string[] {
  const args = [
    '--unshare-all',
    '--unshare-user',
    '--disable-userns',
    '--die-with-parent',
    '--new-session',
    '--cap-drop',
    'ALL',
    '--hostname',
    'sandbox',
    '--clearenv',
    ...Object.entries(BOX_ENV).flatMap(([name, value]) => ['--setenv', name, value]),
    '--ro-bind',
    '/usr',
    '/usr',
    '--symlink',
    'usr/lib',
    '/lib',
    '--symlink',
    'usr/lib64',
    '/lib64',
    '--symlink',
    'usr/bin',
    '/bin',
    '--symlink',
    'usr/sbin',
    '/sbin',
    // Only the dynamic linker's cache from /etc (speeds up loading); no passwd, shadow or host configuration.
    '--ro-bind-try',
    '/etc/ld.so.cache',
    '/etc/ld.so.cache',
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--size',
    String(layout.tmpBytes),
    '--tmpfs',
    '/tmp',
    '--size',
    String(layout.shmBytes),
    '--tmpfs',
    '/dev/shm',
    '--size',
    String(layout.workDirBytes),
    '--tmpfs',
    '/box',
    ...layout.binds.flatMap((bind) => ['--ro-bind', bind.host, bind.box]),
    ...layout.files.flatMap((file) => [
      ...(file.executable ? ['--perms', '0555'] : []),
      '--ro-bind-data',
      String(file.fd),
      file.path,
    ]),
    '--remount-ro',
    '/',
    '--chdir',
    '/box',
    '--json-status-fd',
    String(layout.statusFd),
    '--',
    ...command,
  ];
  return args;
}

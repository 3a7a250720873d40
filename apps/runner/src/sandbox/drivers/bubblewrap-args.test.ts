import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoxLayout } from '../box.js';
import { BOX_ENV, bwrapArgs } from './bubblewrap-args.js';

const MB = 1024 * 1024;

const layout: BoxLayout = {
  binds: [
    { host: '/opt/node/bin/node', box: '/opt/node/bin/node' },
    { host: '/srv/harness/run.py', box: '/harness/run.py' },
  ],
  files: [
    { fd: 5, path: '/box/main.py' },
    { fd: 6, path: '/box/input.json' },
  ],
  workDirBytes: 64 * MB,
  tmpBytes: 32 * MB,
  shmBytes: 16 * MB,
  statusFd: 9,
};
const command = ['/usr/bin/python3', '-S', '/box/main.py', '--bind', '/', '/'];

/** Index of `needle` as a contiguous run inside `haystack`, or -1. */
const indexOfRun = (haystack: string[], needle: string[]) =>
  haystack.findIndex((_, start) => needle.every((item, offset) => haystack[start + offset] === item));

/** The arguments before `--` (bubblewrap's own options). */
const options = (args: string[]) => args.slice(0, args.indexOf('--'));

/** Every [flag, a, b] of the two-operand bind flags among bubblewrap's options. */
const BIND_FLAGS = ['--bind', '--bind-try', '--ro-bind', '--ro-bind-try', '--dev-bind', '--dev-bind-try'];
const bindsOf = (args: string[]) => {
  const opts = options(args);
  return opts.flatMap((flag, index) => (BIND_FLAGS.includes(flag) ? [[flag, opts[index + 1], opts[index + 2]]] : []));
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('bwrapArgs', () => {
  const args = bwrapArgs(layout, command);
  const opts = options(args);

  it.each([
    ['--unshare-all'],
    ['--unshare-user'],
    ['--disable-userns'],
    ['--die-with-parent'],
    ['--new-session'],
    ['--clearenv'],
  ])('has %s', (flag) => {
    expect(opts).toContain(flag);
  });

  it.each<[string, string[]]>([
    ['drops every capability', ['--cap-drop', 'ALL']],
    ['makes the root read-only', ['--remount-ro', '/']],
    ['sizes /tmp', ['--size', String(32 * MB), '--tmpfs', '/tmp']],
    ['sizes /dev/shm', ['--size', String(16 * MB), '--tmpfs', '/dev/shm']],
    ['sizes /box', ['--size', String(64 * MB), '--tmpfs', '/box']],
    ['reports on the json status fd', ['--json-status-fd', '9']],
    ['mounts a fresh /proc', ['--proc', '/proc']],
    ['mounts a minimal /dev', ['--dev', '/dev']],
    ['binds /usr read-only', ['--ro-bind', '/usr', '/usr']],
    ['starts in /box', ['--chdir', '/box']],
  ])('%s', (_name, run) => {
    expect(indexOfRun(opts, run)).toBeGreaterThanOrEqual(0);
  });

  it('shares nothing back and grants nothing', () => {
    for (const flag of [
      '--share-net',
      '--cap-add',
      '--bind',
      '--dev-bind',
      '--bind-try',
      '--dev-bind-try',
      '--userns',
      '--userns2',
      '--as-pid-1',
      '--unsetenv',
    ]) {
      expect(opts).not.toContain(flag);
    }
  });

  it('sizes every tmpfs', () => {
    opts.forEach((flag, index) => {
      if (flag === '--tmpfs') expect(opts[index - 2]).toBe('--size');
    });
    expect(opts.filter((flag) => flag === '--tmpfs')).toHaveLength(3);
  });

  it('binds each extra path read-only, host then box', () => {
    for (const bind of layout.binds) {
      expect(indexOfRun(opts, ['--ro-bind', bind.host, bind.box])).toBeGreaterThanOrEqual(0);
    }
  });

  it('places each file from its fd read-only', () => {
    expect(indexOfRun(opts, ['--ro-bind-data', '5', '/box/main.py'])).toBeGreaterThanOrEqual(0);
    expect(indexOfRun(opts, ['--ro-bind-data', '6', '/box/input.json'])).toBeGreaterThanOrEqual(0);
    expect(opts.filter((flag) => flag === '--ro-bind-data')).toHaveLength(2);
  });

  it('adds no binds or files beyond the defaults when the layout has none', () => {
    const bare = bwrapArgs({ ...layout, binds: [], files: [] }, ['/bin/true']);
    expect(bindsOf(bare)).toEqual([
      ['--ro-bind', '/usr', '/usr'],
      ['--ro-bind-try', '/etc/ld.so.cache', '/etc/ld.so.cache'],
    ]);
    expect(bare).not.toContain('--ro-bind-data');
  });

  it('remounts the root read-only after every mount (its mount points must exist first)', () => {
    const remount = opts.indexOf('--remount-ro');
    const mountFlags = [
      '--ro-bind',
      '--ro-bind-try',
      '--ro-bind-data',
      '--tmpfs',
      '--proc',
      '--dev',
      '--symlink',
      '--dir',
      '--file',
      '--bind-data',
    ];
    const lastMount = Math.max(...opts.map((flag, index) => (mountFlags.includes(flag) ? index : -1)));
    expect(remount).toBeGreaterThan(lastMount);
  });

  it('ends with the command, verbatim, after --', () => {
    const separator = args.indexOf('--');
    expect(separator).toBe(args.length - command.length - 1);
    expect(args.slice(separator + 1)).toEqual(command);
  });

  it('keeps a command argument with spaces as one argument', () => {
    const spaced = bwrapArgs(layout, ['/bin/sh', '-c', 'echo a b; exit 3']);
    expect(spaced.slice(-4)).toEqual(['--', '/bin/sh', '-c', 'echo a b; exit 3']);
  });

  it('sets exactly BOX_ENV, after clearing the environment', () => {
    const setenvs = opts.flatMap((flag, index) => (flag === '--setenv' ? [[opts[index + 1], opts[index + 2]]] : []));
    expect(Object.fromEntries(setenvs)).toEqual(BOX_ENV);
    expect(setenvs).toHaveLength(Object.keys(BOX_ENV).length);
    expect(opts.indexOf('--clearenv')).toBeLessThan(opts.indexOf('--setenv'));
  });

  it('lets nothing of the host environment in', () => {
    vi.stubEnv('ASSAY_TEST_SECRET', 'hunter2-do-not-leak');
    vi.stubEnv('DATABASE_URL', 'postgres://user:pw@db/assay');
    vi.stubEnv('PATH', '/host/secret/bin:/usr/bin');
    vi.stubEnv('HOME', '/root');
    const withHostEnv = bwrapArgs(layout, ['/bin/true']);
    const joined = withHostEnv.join('\n');
    for (const leak of [
      'ASSAY_TEST_SECRET',
      'hunter2-do-not-leak',
      'DATABASE_URL',
      'postgres://',
      '/host/secret/bin',
      '/root',
    ]) {
      expect(joined).not.toContain(leak);
    }
    expect(withHostEnv).toEqual(bwrapArgs(layout, ['/bin/true']));
  });

  it("BOX_ENV holds only the box's own values", () => {
    expect(BOX_ENV).toEqual({ PATH: '/usr/bin:/bin', HOME: '/box', LANG: 'C.UTF-8', TMPDIR: '/tmp' });
  });

  it('binds nothing of /etc but the linker cache', () => {
    const etc = bindsOf(args).filter(
      ([, host, box]) => host === '/etc' || box === '/etc' || host?.startsWith('/etc/') || box?.startsWith('/etc/'),
    );
    expect(etc).toEqual([['--ro-bind-try', '/etc/ld.so.cache', '/etc/ld.so.cache']]);
  });

  it('binds no host directory over the whole root or the home, and nothing of the host writable', () => {
    for (const [flag, host, box] of bindsOf(args)) {
      expect(flag?.startsWith('--ro-bind')).toBe(true);
      expect([host, box]).not.toContain('/');
      expect(host).not.toMatch(/^\/(home|root|proc|sys|dev|run|var)(\/|$)/);
    }
  });
});

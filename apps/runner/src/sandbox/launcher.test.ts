import { describe, expect, it } from 'vitest';
import { hostRlimits, launchWords, shellLaunch, type HostLimits } from './launcher.js';

const MB = 1024 * 1024;
const base: HostLimits = {
  cpuSeconds: 5,
  fileBytes: 1_048_576,
  openFiles: 64,
  stackBytes: 8 * MB,
  processes: null,
  addressSpaceBytes: null,
};
const named = (limits: HostLimits) =>
  Object.fromEntries(hostRlimits(limits).map(({ name, soft, hard }) => [name, `${soft}:${hard}`]));

describe('hostRlimits', () => {
  it('gives the CPU limit a hard limit a second later, no core dumps, and the rest as they are', () => {
    expect(named(base)).toEqual({
      cpu: '5:6',
      fsize: '1048576:1048576',
      nofile: '64:64',
      core: '0:0',
      stack: `${8 * MB}:${8 * MB}`,
    });
  });

  it.each<[string, Partial<HostLimits>, Record<string, string>]>([
    ['nproc when processes is a number', { processes: 64 }, { nproc: '64:64' }],
    ['nproc even when processes is 0', { processes: 0 }, { nproc: '0:0' }],
    ['the address space when it is set', { addressSpaceBytes: 512 * MB }, { as: `${512 * MB}:${512 * MB}` }],
  ])('%s', (_name, overrides, present) => {
    expect(named({ ...base, ...overrides })).toMatchObject(present);
  });

  it('leaves out nproc and the address space when both are null', () => {
    expect(Object.keys(named(base))).not.toContain('nproc');
    expect(Object.keys(named(base))).not.toContain('as');
  });
});

describe('launchWords', () => {
  const launch = {
    joinFiles: ['/sys/fs/cgroup/pids/r/tasks'],
    rlimits: hostRlimits({ ...base, processes: 8 }),
    uid: 4242,
    command: ['/usr/bin/bwrap', '--args', '5'],
  };

  it('gives box-spawn counted lists, the uid and the command, as words only', () => {
    expect(launchWords(launch)).toEqual([
      '1',
      '/sys/fs/cgroup/pids/r/tasks',
      '6',
      'cpu=5:6',
      'fsize=1048576:1048576',
      'nofile=64:64',
      'core=0:0',
      `stack=${8 * MB}:${8 * MB}`,
      'nproc=8:8',
      '4242',
      '/usr/bin/bwrap',
      '--args',
      '5',
    ]);
    expect(launchWords({ ...launch, uid: null })).toContain('-');
  });

  it('without box-spawn, joins with sh, then prlimit and setpriv', () => {
    const [file, args] = shellLaunch(launch);
    expect(file).toBe('/bin/sh');
    expect(args.slice(3, 6)).toEqual(['1', '/sys/fs/cgroup/pids/r/tasks', '/usr/bin/prlimit']);
    expect(args).toContain('--cpu=5:6');
    expect(args.slice(-8)).toEqual([
      '/usr/bin/setpriv',
      '--reuid=4242',
      '--regid=4242',
      '--clear-groups',
      '--',
      '/usr/bin/bwrap',
      '--args',
      '5',
    ]);
  });
});

import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { boxLauncher, hostRlimits, launchCommand, type HostLimits } from './launcher.js';

const MB = 1024 * 1024;
const base: HostLimits = { cpuSeconds: 5, fileBytes: 1_048_576, openFiles: 64, stackBytes: 8 * MB, processes: null, addressSpaceBytes: null };
const named = (limits: HostLimits) => Object.fromEntries(hostRlimits(limits).map(({ name, soft, hard }) => [name, `${soft}:${hard}`]));

describe('hostRlimits', () => {
  it('gives the CPU limit a hard limit a second later, no core dumps, and the rest as they are', () => {
    expect(named(base)).toEqual({ cpu: '5:6', fsize: '1048576:1048576', nofile: '64:64', core: '0:0', stack: `${8 * MB}:${8 * MB}` });
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

describe('launchCommand', () => {
  const launch = { joinFiles: ['/sys/fs/cgroup/pids/r/tasks'], rlimits: hostRlimits({ ...base, processes: 8 }), uid: 4242, command: ['/usr/bin/bwrap', '--args', '5'] };

  it('passes the launcher counted lists, the uid and the command, as arguments only', () => {
    const [file, args] = launchCommand('/tmp/x/box-launch', launch);
    expect(file).toBe('/tmp/x/box-launch');
    expect(args).toEqual(['1', '/sys/fs/cgroup/pids/r/tasks', '6', 'cpu=5:6', 'fsize=1048576:1048576', 'nofile=64:64', 'core=0:0', `stack=${8 * MB}:${8 * MB}`, 'nproc=8:8', '4242', '/usr/bin/bwrap', '--args', '5']);
    expect(launchCommand('/l', { ...launch, uid: null })[1]).toContain('-');
  });

  it('without the launcher, joins with sh, then prlimit and setpriv', () => {
    const [file, args] = launchCommand(null, launch);
    expect(file).toBe('/bin/sh');
    expect(args.slice(3, 6)).toEqual(['1', '/sys/fs/cgroup/pids/r/tasks', '/usr/bin/prlimit']);
    expect(args).toContain('--cpu=5:6');
    expect(args.slice(-8)).toEqual(['/usr/bin/setpriv', '--reuid=4242', '--regid=4242', '--clear-groups', '--', '/usr/bin/bwrap', '--args', '5']);
  });
});

describe.runIf(process.getuid?.() === 0)('the launcher, built', () => {
  const { path, problem } = boxLauncher();

  it('is built where gcc is installed', () => {
    expect(problem).toBeNull();
    expect(path).toMatch(/assay-launcher-.+\/box-launch$/);
  });

  it('sets the limits and the uid, drops the groups, then becomes the command', () => {
    const [file, args] = launchCommand(path, { joinFiles: [], rlimits: [{ name: 'nofile', soft: 33, hard: 34 }], uid: 4242, command: ['/bin/sh', '-c', 'ulimit -n; ulimit -Hn; id -u; id -G'] });
    const run = spawnSync(file, args, { encoding: 'utf8', env: {} });
    expect(run.stdout.split('\n')).toEqual(['33', '34', '4242', '4242', '']);
  });

  it.each<[string, string[], number, RegExp]>([
    ['a cgroup file it cannot write', ['1', '/nonexistent/tasks', '0', '-', '/bin/true'], 125, /cannot join \/nonexistent\/tasks/],
    ['an unknown limit', ['0', '1', 'bogus=1:1', '-', '/bin/true'], 126, /unknown limit bogus/],
    ['a command that does not exist', ['0', '0', '-', '/nonexistent'], 127, /cannot start \/nonexistent/],
  ])('exits with a message on %s', (_name, args, status, message) => {
    const run = spawnSync(path!, args, { encoding: 'utf8', env: {} });
    expect(run.status).toBe(status);
    expect(run.stderr).toMatch(message);
  });
});

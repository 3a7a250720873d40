import { readFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { BoxSpawner, spawnDirect, type BoxProcess, type PipeDirection } from './box-spawner.js';
import { boxSpawnerBinary, type Launch, type RlimitName } from './launcher.js';
import { slotBoxWords } from './drivers/slot-host-args.js';

const collect = (stream: Socket | null) =>
  new Promise<string>((resolve) => {
    if (!stream) return resolve('');
    let text = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (text += chunk));
    stream.once('close', () => resolve(text));
  });

/** Runs one process to its end: what it printed on stdout and stderr, and how it ended. */
async function finish(proc: BoxProcess, stdin = '') {
  const [stdout, stderr] = [collect(proc.stdio[1]!), collect(proc.stdio[2]!)];
  proc.stdio[0]?.on('error', () => undefined);
  proc.stdio[0]?.end(stdin);
  const exit = await proc.exited;
  return { ...exit, stdout: await stdout, stderr: await stderr };
}

/** A process's state letter from /proc (`gone` once it is reaped). */
const processState = (pid: number) => {
  try {
    return /^State:\s+(\S)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 'gone';
  } catch {
    return 'gone';
  }
};

const sh = (script: string, extra: Partial<Launch> = {}): Launch => ({
  joinFiles: [],
  rlimits: [],
  uid: null,
  command: ['/bin/sh', '-c', script],
  ...extra,
});
const PIPES: PipeDirection[] = ['r', 'w', 'w'];
const isRoot = process.getuid?.() === 0;

const { path: binary, problem } = boxSpawnerBinary();
const spawner = binary ? new BoxSpawner(binary) : null;
afterAll(() => spawner?.close());

describe('box-spawn, built', () => {
  it('is built where gcc is installed', () => {
    expect(problem).toBeNull();
    expect(binary).toMatch(/assay-launcher-.+\/box-spawn$/);
  });

  it('gives the child its pipes: stdin, stdout, stderr, and a further descriptor each way', async () => {
    const proc = await spawner!.launch(
      sh('read line; echo "out $line"; echo err >&2; echo three >&3; cat <&4; exit 3'),
      ['r', 'w', 'w', 'w', 'r'],
    );
    const three = collect(proc.stdio[3]!);
    proc.stdio[4]!.end('four\n');
    const result = await finish(proc, 'one\n');
    expect(result).toEqual({ code: 3, signal: null, stdout: 'out one\nfour\n', stderr: 'err\n' });
    expect(await three).toBe('three\n');
  });

  it('hands over an `l` pipe unpolled: what the child wrote to it is read once it has ended, and only once', async () => {
    const proc = await spawner!.launch(sh('echo started >&3; echo out; echo "exit 0" >&3'), ['r', 'w', 'w', 'l']);
    expect(proc.stdio[3]).toBeNull();
    const result = await finish(proc);
    expect(result).toMatchObject({ code: 0, stdout: 'out\n' });
    expect(proc.readLater(3).toString('utf8')).toBe('started\nexit 0\n');
    expect(proc.readLater(3).length).toBe(0);
  });

  it('gives the child nothing else: /dev/null or nothing where asked, no other descriptor, an empty environment, a session of its own', async () => {
    const proc = await spawner!.launch(
      sh(
        'ls /proc/self/fd | sort -n | tr "\\n" " "; echo; readlink /proc/self/fd/0; test -e /proc/self/fd/3 && echo open || echo closed; env | wc -l; ps -o sid= -p $$; echo $$',
      ),
      ['-', 'w', 'w', '-'],
    );
    const { stdout, code } = await finish(proc);
    expect(code).toBe(0);
    const [fds, stdin, fd3, variables, sid, pid] = stdout.split('\n').map((line) => line.trim());
    // 0-2, and the one ls opens to read the directory.
    expect(fds).toBe('0 1 2 3');
    expect(stdin).toBe('/dev/null');
    expect(fd3).toBe('closed');
    // sh sets PWD itself (and ps may be missing: then no sid line to compare).
    expect(Number(variables)).toBeLessThanOrEqual(2);
    if (sid && /^\d+$/.test(sid)) expect(sid).toBe(pid);
    expect(proc.pid).toBe(Number(pid));
  });

  it('reports a signal, and the runner kills the process group it leads', async () => {
    const proc = await spawner!.launch(sh('sleep 30 & sleep 30'), PIPES);
    const ended = finish(proc);
    await new Promise((resolve) => setTimeout(resolve, 100));
    process.kill(-proc.pid, 'SIGKILL');
    expect(await ended).toMatchObject({ code: null, signal: 'SIGKILL' });
  });

  it('reports a pid only once it leads its own session: a box killed the moment it is made is gone, not missed', async () => {
    for (let round = 0; round < 20; round += 1) {
      const proc = await spawner!.launch(sh('sleep 30'), PIPES);
      process.kill(-proc.pid, 'SIGKILL');
      expect(await finish(proc)).toMatchObject({ code: null, signal: 'SIGKILL' });
    }
  });

  it.runIf(isRoot)('sets the limits and the uid and drops the groups before the command starts', async () => {
    const proc = await spawner!.launch(
      sh('ulimit -n; ulimit -Hn; id -u; id -G', { rlimits: [{ name: 'nofile', soft: 33, hard: 34 }], uid: 4242 }),
      PIPES,
    );
    expect((await finish(proc)).stdout.split('\n')).toEqual(['33', '34', '4242', '4242', '']);
  });

  it.each<[string, Partial<Launch>, number, RegExp]>([
    ['a cgroup file it cannot write', { joinFiles: ['/nonexistent/tasks'] }, 125, /cannot join \/nonexistent\/tasks/],
    ['an unknown limit', { rlimits: [{ name: 'bogus' as RlimitName, soft: 1, hard: 1 }] }, 126, /unknown limit bogus/],
    ['a command that does not exist', { command: ['/nonexistent'] }, 127, /cannot start \/nonexistent/],
  ])('exits with a message on %s', async (_name, launch, code, message) => {
    const result = await finish(await spawner!.launch(sh('true', launch), PIPES));
    expect(result.code).toBe(code);
    expect(result.stderr).toMatch(message);
  });

  it('refuses a launch without stdin, stdout and stderr of its own', async () => {
    await expect(spawner!.launch(sh('true'), ['r', 'w'])).rejects.toThrow(/EINVAL/);
  });

  it('exits when the runner closes its stdin, and bubblewrap boxes it started die with it', async () => {
    const own = new BoxSpawner(binary!);
    const box = await own.launch(
      {
        joinFiles: [],
        rlimits: [],
        uid: null,
        command: [
          '/usr/bin/bwrap',
          '--die-with-parent',
          '--unshare-pid',
          '--ro-bind',
          '/usr',
          '/usr',
          '--symlink',
          'usr/bin',
          '/bin',
          '--symlink',
          'usr/lib',
          '/lib',
          '--symlink',
          'usr/lib64',
          '/lib64',
          '--proc',
          '/proc',
          '--',
          '/bin/sleep',
          '30',
        ],
      },
      PIPES,
    );
    const ended = finish(box);
    await new Promise((resolve) => setTimeout(resolve, 200));
    own.close();
    // (The spawner's end is reported as every box killed; that bubblewrap really is gone is read off /proc.)
    expect(await ended).toMatchObject({ code: null, signal: 'SIGKILL' });
    for (let attempt = 0; attempt < 50 && !['Z', 'X', 'gone'].includes(processState(box.pid)); attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(['Z', 'X', 'gone']).toContain(processState(box.pid));
  });
});

describe.runIf(isRoot)('a slot host', () => {
  const UID = 1_990_000 + Number(process.env.VITEST_POOL_ID ?? 0);
  const layout = {
    binds: [],
    files: [{ fd: 6, path: '/box/main.sh', executable: true }],
    workDirBytes: 1 << 20,
    tmpBytes: 1 << 20,
    shmBytes: 1 << 20,
    statusFd: 4,
  };
  const BOX_PIPES: PipeDirection[] = ['r', 'w', 'w', '-', 'w', '-', 'r'];
  let host = 0;

  /** Runs `script` as the box's file /box/main.sh in the slot host: what it printed, its status report and its end. */
  async function inHost(script: string) {
    const proc = await spawner!.launch(
      {
        joinFiles: [],
        rlimits: [],
        uid: UID,
        command: ['@slot', String(host), ...slotBoxWords(layout, ['/box/main.sh'])],
      },
      BOX_PIPES,
    );
    const status = collect(proc.stdio[4]!);
    proc.stdio[6]!.end(`#!/bin/sh\n${script}\n`);
    return { ...(await finish(proc)), status: await status };
  }

  it('is made once, and runs each box as the slot uid with no capabilities, no_new_privs and its own fresh /box', async () => {
    ({ pid: host } = await spawner!.host(UID, []));
    const first = await inHost(
      'id -u; grep -E "^(CapEff|CapBnd|NoNewPrivs|Seccomp):" /proc/self/status | tr -s "\\t" " "; hostname; ls /box; touch /box/left; cat /proc/sys/user/max_user_namespaces',
    );
    expect(first.stdout.split('\n')).toEqual([
      String(UID),
      'CapEff: 0000000000000000',
      'CapBnd: 0000000000000000',
      'NoNewPrivs: 1',
      'Seccomp: 2',
      'sandbox',
      'main.sh',
      '0',
      '',
    ]);
    expect(first.status).toMatch(/"child-pid": \d+[\s\S]*"exit-code": 0/);
    const second = await inHost('ls /box; echo x > /box/main.sh');
    // Nothing of the first box; the file it was given is read-only.
    expect(second.stdout).toBe('main.sh\n');
    expect(second.stderr).toMatch(/Read-only file system/);
  });

  it("reports the program's exit code, and a signal as 128 + its number, as bubblewrap does", async () => {
    expect(await inHost('exit 7')).toMatchObject({ code: 7, status: expect.stringContaining('"exit-code": 7') });
    expect(await inHost('kill -TERM $$')).toMatchObject({
      code: 143,
      status: expect.stringContaining('"exit-code": 143'),
    });
  });

  it('refuses a box of a host it did not make, with a message', async () => {
    const result = await finish(
      await spawner!.launch(
        { joinFiles: [], rlimits: [], uid: UID, command: ['@slot', '1', '--', '/bin/true'] },
        PIPES,
      ),
    );
    expect(result).toMatchObject({ code: 126, stderr: expect.stringMatching(/no slot host 1/) });
  });

  it('dies with box-spawn, and its boxes with it', async () => {
    const own = new BoxSpawner(binary!);
    const made = await own.host(UID + 100, []);
    own.close();
    expect(await made.exited).toMatchObject({ signal: 'SIGKILL' });
    // (That report is the spawner's end; that the host really is gone is read off /proc.)
    for (let attempt = 0; attempt < 50 && !['Z', 'X', 'gone'].includes(processState(made.pid)); attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(['Z', 'X', 'gone']).toContain(processState(made.pid));
  });
});

describe('without box-spawn', () => {
  it('starts the same launch itself, through sh', async () => {
    const result = await finish(await spawnDirect(sh('read line; echo "got $line"; exit 4'), PIPES), 'x\n');
    expect(result).toMatchObject({ code: 4, stdout: 'got x\n' });
  });

  it('collects an `l` pipe as it streams (Node.js polls the pipes it makes) and hands it over at the end', async () => {
    const proc = await spawnDirect(sh('echo started >&3; echo out'), ['r', 'w', 'w', 'l']);
    const status = proc.stdio[3]!;
    await finish(proc);
    if (!status.closed) await new Promise((resolve) => status.once('close', resolve));
    expect(proc.readLater(3).toString('utf8')).toBe('started\n');
  });
});

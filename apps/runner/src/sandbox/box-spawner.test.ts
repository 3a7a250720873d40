import { readFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { BoxSpawner, spawnDirect, type BoxProcess, type PipeDirection } from './box-spawner.js';
import { boxSpawnerBinary, type Launch, type RlimitName } from './launcher.js';

const collect = (stream: Socket | null) => new Promise<string>((resolve) => {
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

const sh = (script: string, extra: Partial<Launch> = {}): Launch => ({ joinFiles: [], rlimits: [], uid: null, command: ['/bin/sh', '-c', script], ...extra });
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
    const proc = await spawner!.launch(sh('read line; echo "out $line"; echo err >&2; echo three >&3; cat <&4; exit 3'), ['r', 'w', 'w', 'w', 'r']);
    const three = collect(proc.stdio[3]!);
    proc.stdio[4]!.end('four\n');
    const result = await finish(proc, 'one\n');
    expect(result).toEqual({ code: 3, signal: null, stdout: 'out one\nfour\n', stderr: 'err\n' });
    expect(await three).toBe('three\n');
  });

  it('gives the child nothing else: /dev/null or nothing where asked, no other descriptor, an empty environment, a session of its own', async () => {
    const proc = await spawner!.launch(sh('ls /proc/self/fd | sort -n | tr "\\n" " "; echo; readlink /proc/self/fd/0; test -e /proc/self/fd/3 && echo open || echo closed; env | wc -l; ps -o sid= -p $$; echo $$'), ['-', 'w', 'w', '-']);
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
    const proc = await spawner!.launch(sh('ulimit -n; ulimit -Hn; id -u; id -G', { rlimits: [{ name: 'nofile', soft: 33, hard: 34 }], uid: 4242 }), PIPES);
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
    const box = await own.launch({ joinFiles: [], rlimits: [], uid: null, command: ['/usr/bin/bwrap', '--die-with-parent', '--unshare-pid', '--ro-bind', '/usr', '/usr', '--symlink', 'usr/bin', '/bin', '--symlink', 'usr/lib', '/lib', '--symlink', 'usr/lib64', '/lib64', '--proc', '/proc', '--', '/bin/sleep', '30'] }, PIPES);
    const ended = finish(box);
    await new Promise((resolve) => setTimeout(resolve, 200));
    own.close();
    // (The spawner's end is reported as every box killed; that bubblewrap really is gone is read off /proc.)
    expect(await ended).toMatchObject({ code: null, signal: 'SIGKILL' });
    const state = () => {
      try {
        return /^State:\s+(\S)/m.exec(readFileSync(`/proc/${box.pid}/status`, 'utf8'))?.[1] ?? 'gone';
      } catch {
        return 'gone';
      }
    };
    for (let attempt = 0; attempt < 50 && !['Z', 'X', 'gone'].includes(state()); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(['Z', 'X', 'gone']).toContain(state());
  });
});

describe('without box-spawn', () => {
  it('starts the same launch itself, through sh', async () => {
    const result = await finish(await spawnDirect(sh('read line; echo "got $line"; exit 4'), PIPES), 'x\n');
    expect(result).toMatchObject({ code: 4, stdout: 'got x\n' });
  });
});

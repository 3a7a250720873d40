import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { RunnerCommand, RunnerJobReport, RunnerMessage } from '@assay/contracts';
import { expect, it } from 'vitest';
import { job } from '../runner-fixture.js';
import { cProgram } from './compiled-preludes.js';
import { delay, printedJson, REPO_ROOT, SLOT_UIDS, slotProcesses, verdictOf } from './hostile-helpers.js';

// H16/H17's other half: a box talks to the host only through the pipes the runner made for it. A descriptor the
// runner itself inherited without close-on-exec (a log pipe or socket left open by whatever started it: a shell, a
// process manager, the API's own launcher) must not reach the box, where a program could write into it or read from
// it. The runner is started here the way the API starts it (node, the IPC channel on fd 3), with one pipe more left
// open on fd 200, and runs a C program that lists its descriptors and writes to fd 200. (Node marks the descriptors it
// inherits close-on-exec at start-up, but only up to the first gap after fd 15: a high one, such as the lock a shell
// script takes with `exec 200>lock; flock 200` before it starts the service, stays open in the runner.)
const LEAKED_FD = 200;

const program = cProgram(String.raw`#include <dirent.h>
int main(void) {
  DIR *dir = opendir("/proc/self/fd");
  int own = dirfd(dir);
  json_begin('{');
  json_key("fds");
  json_begin('[');
  for (struct dirent *entry; (entry = readdir(dir)) != NULL;) {
    if (entry->d_name[0] != '.' && atoi(entry->d_name) != own) json_int(atoi(entry->d_name));
  }
  json_end(']');
  closedir(dir);
  json_key("leaked");
  json_str(write(${LEAKED_FD}, "forged by the box\n", 18) == 18 ? "written" : errno_name(errno));
  json_end('}');
  return 0;
}`);

/**
 * Starts a runner process as the API does, with a pipe left open on LEAKED_FD: a shell puts it there (as a launcher
 * script may), without close-on-exec, and execs node. Returns the runner and what arrives on that pipe.
 */
function startRunner() {
  const node = [process.execPath, '--conditions=source', '--import', 'tsx', join(REPO_ROOT, 'apps/runner/src/main.ts')];
  const child = spawn('/bin/bash', ['-c', `exec "$@" ${LEAKED_FD}>&4 4>&-`, 'bash', ...node], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      RUNNER_ID: 'hostile-descriptors',
      RUNNER_SLOTS: '1',
      RUNNER_UID_BASE: String(SLOT_UIDS[0]),
      RUNNER_WARM_BOXES: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc', 'pipe'],
    serialization: 'advanced',
  });
  let leaked = '';
  (child.stdio[4] as Readable).on('data', (chunk: Buffer) => {
    leaked += chunk.toString('utf8');
  });
  const next = (type: RunnerMessage['type']) =>
    new Promise<RunnerMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No ${type} message from the runner`)), 40_000);
      const listen = (message: RunnerMessage) => {
        if (message.type !== type) return;
        clearTimeout(timer);
        child.off('message', listen);
        resolve(message);
      };
      child.on('message', listen);
    });
  return { child, next, leaked: () => leaked };
}

it('a descriptor the runner inherited from whatever started it does not reach a box', async () => {
  const runner = startRunner();
  const exited = new Promise<void>((resolve) => runner.child.once('exit', () => resolve()));
  try {
    const ready = await runner.next('ready');
    expect(ready).toMatchObject({ info: { isolation: 'slot-uids' } });
    const reported = runner.next('report');
    runner.child.send({ type: 'job', job: job('c', program) } satisfies RunnerCommand);
    const { report } = (await reported) as { report: RunnerJobReport };
    expect(verdictOf(report), JSON.stringify(report).slice(0, 1000)).toEqual(['accepted']);
    const seen = printedJson<{ fds: number[]; leaked: string }>(report);
    // The box's stdin, stdout and stderr, and nothing else; the write to fd 200 fails, and nothing arrives on the host.
    expect
      .soft(
        seen.fds.sort((a, b) => a - b),
        'descriptors open in the box',
      )
      .toEqual([0, 1, 2]);
    expect.soft(seen.leaked, 'writing to the inherited descriptor').toBe('EBADF');
    await delay(200);
    expect.soft(runner.leaked(), "what the box wrote into the pipe of the runner's launcher").toBe('');
  } finally {
    runner.child.disconnect();
    await exited;
  }
  // The runner closed its boxes as it exited.
  for (let attempt = 0; attempt < 40 && slotProcesses().length > 0; attempt += 1) await delay(50);
  expect(slotProcesses()).toEqual([]);
});

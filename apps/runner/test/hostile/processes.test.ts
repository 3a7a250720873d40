import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { job } from '../runner-fixture.js';
import { delay, expectHostile, firstTest, hostileRunner, LANGUAGES, printedJson, slotProcesses, sources, type Language } from './hostile-helpers.js';

// H1 fork bomb, H2 thread bomb, H19 daemon, H20 kill(-1), and a box killed from outside mid-job.
const runner = hostileRunner();
/** One slot: the canary waits behind the bomb, in the slot it just used. */
const oneSlot = hostileRunner(1);
const BOMB_LIMITS = { cpuMs: 500, wallMs: 1_000, memoryMb: 128 };

const forkBomb = sources(
  `const { spawn } = require('node:child_process');
const bomb = () => {
  for (let i = 0; i < 20; i += 1) {
    try {
      spawn('/bin/sh', ['-c', ':(){ :|:& };:'], { stdio: 'ignore' }).on('error', () => undefined);
    } catch {
      // EAGAIN: try again.
    }
  }
  setImmediate(bomb);
};
bomb();`,
  `import os
while True:
    try:
        os.fork()
    except OSError:
        pass`,
);

const threadBomb = sources(
  `const { Worker } = require('node:worker_threads');
let started = 0;
const next = () => {
  let worker;
  try {
    worker = new Worker('setInterval(() => {}, 1000)', { eval: true, resourceLimits: { maxOldGenerationSizeMb: 4, maxYoungGenerationSizeMb: 1 } });
  } catch (error) {
    console.log(JSON.stringify({ started, error: String(error.code || error.message) }));
    process.exit(1);
  }
  worker.on('online', () => { started += 1; next(); });
  worker.on('error', (error) => {
    console.log(JSON.stringify({ started, error: String(error.code || error.message) }));
    process.exit(1);
  });
};
next();`,
  `import json, threading, time
started = 0
try:
    while True:
        threading.Thread(target=time.sleep, args=(60,), daemon=True).start()
        started += 1
except RuntimeError as error:
    print(json.dumps({"started": started, "error": str(error)}), flush=True)
    raise`,
);

const daemon = sources(
  `const { spawn } = require('node:child_process');
// sh forks again in the background (the double fork), in a session of its own, ignoring SIGHUP, holding stdout open.
spawn('/bin/sh', ['-c', 'trap "" HUP; (trap "" HUP; exec sleep 60) &'], { detached: true, stdio: ['ignore', 'inherit', 'inherit'] }).unref();
console.log('parent done');`,
  `import os, signal, time
if os.fork() == 0:
    os.setsid()
    signal.signal(signal.SIGHUP, signal.SIG_IGN)
    if os.fork() == 0:
        time.sleep(60)  # keeps stdout open
        os._exit(0)
    os._exit(0)
os.wait()
print("parent done")`,
);

// The box's own child is the one process kill(-1) may reach (the caller and the box's init are spared by the kernel).
const killAll = (runnerPid: number) => sources(
  `const { spawn } = require('node:child_process');
const child = spawn('/bin/sleep', ['30'], { stdio: 'ignore' });
child.on('exit', (code, signal) => {
  console.log(JSON.stringify({ self: 'alive', child: signal, runner }));
});
let runner = 'alive';
setTimeout(() => {
  try { process.kill(${runnerPid}, 'SIGKILL'); runner = 'signalled'; } catch (error) { runner = error.code; }
  process.kill(-1, 'SIGKILL');
}, 300);`,
  `import json, os, signal, time
child = os.fork()
if child == 0:
    time.sleep(30)
    os._exit(0)
time.sleep(0.3)
try:
    os.kill(${runnerPid}, signal.SIGKILL)
    runner = "signalled"
except ProcessLookupError:
    runner = "ESRCH"
os.kill(-1, signal.SIGKILL)
_, status = os.waitpid(child, 0)
print(json.dumps({"self": "alive", "child": signal.Signals(os.WTERMSIG(status)).name if os.WIFSIGNALED(status) else None, "runner": runner}))`,
);

const sleeper = sources('setTimeout(() => console.log("woke"), 60_000);', 'import time\ntime.sleep(60)\nprint("woke")');
const runFile = (language: Language) => (language === 'python' ? '/box/main.py' : '/box/main.js');
const cmdline = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
};

/** Waits until the box of `language` runs its program, then SIGKILLs the processes `pick` chooses, from outside. */
async function killFromOutside(language: Language, pick: 'program' | 'bwrap'): Promise<number[]> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const box = slotProcesses().filter((proc) => cmdline(proc.pid).includes(runFile(language)));
    const program = box.filter((proc) => proc.name !== 'bwrap');
    if (program.length > 0) {
      const targets = pick === 'program' ? program : box.filter((proc) => proc.name === 'bwrap');
      await delay(200);
      for (const target of targets) process.kill(target.pid, 'SIGKILL');
      return targets.map((target) => target.pid);
    }
    await delay(50);
  }
  throw new Error('The box never started');
}

describe.each(LANGUAGES)('%s', (language) => {
  it('fork bomb: the pids limit holds it, the run ends by the time limit', async () => {
    const { report, elapsedMs } = await expectHostile({ runner, job: job(language, forkBomb[language], undefined, BOMB_LIMITS), verdict: 'time_limit' });
    expect(elapsedMs).toBeLessThan(15_000);
    expect(firstTest(report).wallMs).toBeLessThan(10_000);
  });

  it('thread bomb: thread creation fails at the pids limit (runtime error)', async () => {
    // Node.js workers are costly (~40 ms of CPU and ~7 MB each, more on a loaded machine): limits wide enough that the
    // pids limit binds first, with CPU to spare so a slow machine does not end the run by its CPU limit instead.
    const limits = language === 'python' ? { cpuMs: 1_000, wallMs: 3_000, memoryMb: 256 } : { cpuMs: 8_000, wallMs: 10_000, memoryMb: 1_024 };
    const { report } = await expectHostile({ runner, job: job(language, threadBomb[language], undefined, limits), verdict: 'runtime_error' });
    const { started } = printedJson<{ started: number }>(report);
    expect(started).toBeGreaterThan(0);
    expect(started).toBeLessThan(64);
  });

  it('a daemon that double forks and ignores SIGHUP does not outlive the run', async () => {
    const { report, elapsedMs } = await expectHostile({ runner, job: job(language, daemon[language], undefined, { cpuMs: 1_000, wallMs: 10_000 }), verdict: 'accepted' });
    expect(firstTest(report).stdout).toBe('parent done\n');
    // The run ends with its main process, not by the wall clock.
    expect(elapsedMs).toBeLessThan(8_000);
  });

  it('kill(-1, SIGKILL) reaches only the box; the runner and a run alongside live on', async () => {
    const canary = job('python', 'import time\ntime.sleep(1.5)\nprint("ok")');
    const { report } = await expectHostile({ runner, job: job(language, killAll(process.pid)[language], undefined, { cpuMs: 1_000, wallMs: 5_000 }), verdict: 'accepted', canary });
    expect(printedJson(report)).toEqual({ self: 'alive', child: 'SIGKILL', runner: 'ESRCH' });
  });

  it('a box whose program is killed from outside mid-job still reports, promptly', async () => {
    const other = language === 'python' ? 'javascript' : 'python';
    let killed: number[] = [];
    const { report, elapsedMs } = await expectHostile({
      runner,
      job: job(language, sleeper[language], undefined, { cpuMs: 1_000, wallMs: 20_000 }),
      verdict: 'runtime_error',
      canary: job(other, other === 'python' ? 'import time\ntime.sleep(0.5)\nprint("ok")' : 'setTimeout(() => console.log("ok"), 500);'),
      during: async () => {
        killed = await killFromOutside(language, 'program');
      },
    });
    expect(killed.length).toBeGreaterThan(0);
    expect(firstTest(report)).toMatchObject({ signal: 'SIGKILL', exitCode: null, stdout: '' });
    expect(elapsedMs).toBeLessThan(10_000);
  });
});

it('a box whose bubblewrap is killed from outside mid-job still reports, and leaves nothing behind', async () => {
  let killed: number[] = [];
  const { report, elapsedMs } = await expectHostile({
    runner,
    job: job('python', sleeper.python, undefined, { cpuMs: 1_000, wallMs: 20_000 }),
    verdict: 'runtime_error',
    canary: job('javascript', 'setTimeout(() => console.log("ok"), 500);'),
    during: async () => {
      killed = await killFromOutside('python', 'bwrap');
    },
  });
  expect(killed.length).toBeGreaterThan(0);
  expect(firstTest(report).stdout).toBe('');
  expect(elapsedMs).toBeLessThan(10_000);
});

it('the next job in the slot a fork bomb just used runs clean (one slot: the canary waits behind the bomb)', async () => {
  const { elapsedMs, canary } = await expectHostile({ runner: oneSlot, job: job('python', forkBomb.python, undefined, BOMB_LIMITS), verdict: 'time_limit' });
  expect(canary.tests[0]?.stdout).toBe('ok\n');
  expect(elapsedMs).toBeLessThan(15_000);
});

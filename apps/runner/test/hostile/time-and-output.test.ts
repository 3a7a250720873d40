import { describe, expect, it } from 'vitest';
import { job } from '../runner-fixture.js';
import { expectHostile, firstTest, hostileRunner, LANGUAGES, sources } from './hostile-helpers.js';

// H7 CPU spin, H8 sleep and blocking reads, H9 stdout flood, H10 stderr and compile-error floods.
const runner = hostileRunner();
/** CPU and wall limits are multiplied per language (runner languages.ts): Node.js 1.5, Python 2. */
const multiplier = (language: string) => (language === 'python' ? 2 : 1.5);

const spins = {
  plain: sources('for (;;) {}', 'while True:\n    pass'),
  // Ignoring SIGXCPU only buys the second between the soft and the hard CPU limit.
  'ignoring SIGXCPU': sources("process.on('SIGXCPU', () => {});\nfor (;;) {}", 'import signal\nsignal.signal(signal.SIGXCPU, signal.SIG_IGN)\nwhile True:\n    pass'),
};

const waits = {
  sleep: sources('setTimeout(() => console.log("woke"), 100_000_000);', 'import time\ntime.sleep(100000)\nprint("woke")'),
  // Waiting on something that never comes: a pipe whose write end it holds itself / a futex nobody wakes.
  'blocked wait': sources('Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);\nconsole.log("woke");', 'import os\nr, w = os.pipe()\nos.read(r, 1)\nprint("woke")'),
};

const readStdin = sources(
  `let data = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => { data += chunk; });
process.stdin.on('end', () => console.log(JSON.stringify({ data })));`,
  'import json, sys\nline = sys.stdin.readline()\nrest = sys.stdin.read()\nprint(json.dumps({"data": line + rest}))',
);

const LINE = `${'x'.repeat(999)}\n`;
const flood = (fd: 1 | 2) => sources(
  `const fs = require('node:fs');\nconst line = 'x'.repeat(999) + '\\n';\nfor (;;) fs.writeSync(${fd}, line);`,
  `import os\nline = b"x" * 999 + b"\\n"\nwhile True:\n    os.write(${fd}, line)`,
);
const OUTPUT_BYTES = 4_096;

describe.each(LANGUAGES)('%s', (language) => {
  it.each(Object.keys(spins) as (keyof typeof spins)[])('CPU spin (%s) ends in time_limit by the CPU limit, before the wall clock', async (kind) => {
    const limits = { cpuMs: 500, wallMs: 5_000, memoryMb: 128 };
    const { report } = await expectHostile({ runner, job: job(language, spins[kind][language], undefined, limits), verdict: 'time_limit' });
    const test = firstTest(report);
    // Near the limit at least (the cgroup's count and the kernel's rlimit accounting differ by a few ms).
    expect(test.cpuMs).toBeGreaterThanOrEqual(limits.cpuMs * multiplier(language) * 0.9);
    // The CPU rlimit (soft, then hard one second later) stopped it, far from the wall limit.
    expect(test.wallMs).toBeLessThan(limits.wallMs * multiplier(language) - 1_000);
    expect(test.signal).toBe(kind === 'plain' ? 'SIGXCPU' : 'SIGKILL');
  });

  it.each(Object.keys(waits) as (keyof typeof waits)[])('a %s ends in time_limit by the wall clock, using no CPU', async (kind) => {
    const limits = { cpuMs: 1_000, wallMs: 1_000, memoryMb: 128 };
    const { report } = await expectHostile({ runner, job: job(language, waits[kind][language], undefined, limits), verdict: 'time_limit' });
    const test = firstTest(report);
    expect(test.stdout).toBe('');
    expect(test.cpuMs).toBeLessThan(500);
    expect(test.wallMs).toBeGreaterThanOrEqual(limits.wallMs * multiplier(language) - 50);
  });

  it('a blocking read of stdin finishes when stdin is empty or has no final newline', async () => {
    const tests = [{ id: 'empty', kind: 'stdio' as const, stdin: '' }, { id: 'no-newline', kind: 'stdio' as const, stdin: '42 17' }];
    const { report } = await expectHostile({ runner, job: job(language, readStdin[language], tests, { cpuMs: 1_000, wallMs: 5_000 }), verdict: 'accepted' });
    expect(report.tests.map((test) => JSON.parse(test.stdout))).toEqual([{ data: '' }, { data: '42 17' }]);
    // Ended by end of input, not by the wall clock.
    for (const test of report.tests) expect(test.wallMs).toBeLessThan(3_000);
  });

  it.each([['stdout', 1], ['stderr', 2]] as const)('a %s flood ends in output_limit with the output capped', async (stream, fd) => {
    const { report } = await expectHostile({ runner, job: job(language, flood(fd)[language], undefined, { cpuMs: 2_000, wallMs: 5_000, outputBytes: OUTPUT_BYTES }), verdict: 'output_limit' });
    const test = firstTest(report);
    expect(test[stream]).toBe(LINE.repeat(5).slice(0, OUTPUT_BYTES));
    expect(test[stream === 'stdout' ? 'stderr' : 'stdout']).toBe('');
    // Cut off as soon as the cap was passed, not at the wall limit.
    expect(test.wallMs).toBeLessThan(3_000);
  });
});

it('a compile-error flood (typescript) is a compile error with a capped log, and no test runs', async () => {
  const source = Array.from({ length: 3_000 }, (_, line) => `const broken${line}: number = ;`).join('\n');
  const { report } = await expectHostile({ runner, job: job('typescript', source, undefined, { outputBytes: 1_024 }), verdict: 'compile_error' });
  expect(report.tests).toEqual([]);
  expect(report.compile?.stderr).toMatch(/Unexpected ";"/);
  expect(report.compile!.stderr.length).toBeLessThanOrEqual(1_024);
});

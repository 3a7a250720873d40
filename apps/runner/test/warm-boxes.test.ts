import { expect, it } from 'vitest';
import type { RunnerJob } from '@assay/contracts';
import { RUN_LIMITS } from '@assay/contracts';
import { delay, hello, hostileRunner, slotProcesses, verdictOf } from './hostile/hostile-helpers.js';

// One slot, so every box below belongs to it; boxes are made ahead only for bubblewrap (a slot host's cost little).
const runner = hostileRunner(1, 'bubblewrap');

/** The slot's processes once the ones that are going have gone (a box's init lingers a moment after it ends). */
async function settledSlotProcesses(expected: number) {
  for (let attempt = 0; attempt < 40 && slotProcesses().length !== expected; attempt += 1) await delay(50);
  return slotProcesses();
}

it('keeps a box of the last shape made ahead, starts the next run in it, and drops it on request', async () => {
  await runner.discardIdleBoxes();
  expect(await settledSlotProcesses(0)).toEqual([]);

  expect(verdictOf(await runner.run(hello('python', 'first')))).toEqual(['accepted']);
  // bubblewrap and the box's first process, both waiting for the next program's files.
  const ahead = await settledSlotProcesses(2);
  expect(ahead.map((proc) => proc.name)).toEqual(['bwrap', 'bwrap']);

  const second = await runner.run(hello('python', 'second'));
  expect(verdictOf(second)).toEqual(['accepted']);
  expect(second.tests[0]?.stdout).toBe('second\n');
  // The box made ahead ran the second program and is gone; another waits in its place.
  const next = await settledSlotProcesses(2);
  expect(next).toHaveLength(2);
  expect(next.filter((proc) => ahead.some((earlier) => earlier.pid === proc.pid))).toEqual([]);

  await runner.discardIdleBoxes();
  expect(await settledSlotProcesses(0)).toEqual([]);
});

it('makes as many boxes as a job used while the slot is idle, so the same job run again waits for none', async () => {
  await runner.discardIdleBoxes();
  // Three tests of one shape: only their stdin differs, and stdin is not part of a box's shape.
  const echo = (id: string, lines: string[]): RunnerJob => ({
    id,
    language: 'python',
    source: 'print(input())',
    limits: RUN_LIMITS,
    tests: lines.map((line) => ({ id: line, kind: 'stdio' as const, stdin: `${line}\n` })),
  });
  const first = await runner.run(echo('first', ['a', 'b', 'c']));
  expect(first.tests.map((test) => test.stdout)).toEqual(['a\n', 'b\n', 'c\n']);
  const ahead = await settledSlotProcesses(6);
  expect(ahead).toHaveLength(6);

  // The same task with other input (tests' stdin is no part of a box's shape): it runs in the three boxes made
  // ahead, and three new ones wait in their place, none left of the first job's.
  const second = await runner.run(echo('second', ['d', 'e', 'f']));
  expect(second.tests.map((test) => test.stdout)).toEqual(['d\n', 'e\n', 'f\n']);
  const next = await settledSlotProcesses(6);
  expect(next).toHaveLength(6);
  expect(next.filter((proc) => ahead.some((earlier) => earlier.pid === proc.pid))).toEqual([]);
  await runner.discardIdleBoxes();
});

it('keeps one box per shape, so runs in different languages each find theirs', async () => {
  await runner.discardIdleBoxes();
  for (const language of ['python', 'javascript', 'python'] as const) {
    expect(verdictOf(await runner.run(hello(language)))).toEqual(['accepted']);
  }
  expect(await settledSlotProcesses(4)).toHaveLength(4);
  await runner.discardIdleBoxes();
});

it('never starts a box made ahead that died while it waited: the run gets a fresh one', async () => {
  await runner.discardIdleBoxes();
  expect(verdictOf(await runner.run(hello('python')))).toEqual(['accepted']);
  const ahead = await settledSlotProcesses(2);
  for (const proc of ahead) process.kill(proc.pid, 'SIGKILL');
  await delay(100);

  const report = await runner.run(hello('python', 'fresh'));
  expect(report.error).toBeNull();
  expect(verdictOf(report)).toEqual(['accepted']);
  expect(report.tests[0]?.stdout).toBe('fresh\n');
  await runner.discardIdleBoxes();
});

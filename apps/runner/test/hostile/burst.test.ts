import { type RunnerJobReport } from '@assay/contracts';
import { expect, it } from 'vitest';
import { expectHostile, hello, helloOutput, hostileRunner, LANGUAGES, verdictOf } from './hostile-helpers.js';

// H33: a burst of 100 concurrent runs (every language in turn: the compiled ones compile first, SQL starts a server)
// on one runner of 3 slots: all complete, each with its own output.
const runner = hostileRunner();
const RUNS = 100;

const burstJob = (index: number) => {
  const language = LANGUAGES[index % LANGUAGES.length]!;
  const token = `burst-${index}`;
  return { token, output: helloOutput(language, token), job: hello(language, token) };
};

it(`a burst of ${RUNS} concurrent runs all complete, each with its own output, in reasonable time`, async () => {
  const burst = Array.from({ length: RUNS }, (_, index) => burstJob(index));
  let others: RunnerJobReport[] = [];
  const started = performance.now();
  const { report } = await expectHostile({
    runner,
    job: burst[0]!.job,
    verdict: 'accepted',
    // The other 99 are queued at once beside the first (and the canary).
    during: async () => {
      others = await Promise.all(burst.slice(1).map((entry) => runner.run(entry.job)));
    },
  });
  const elapsedMs = performance.now() - started;
  const reports = [report, ...others];
  expect(reports).toHaveLength(RUNS);
  expect(
    reports
      .filter((entry) => entry.error !== null || verdictOf(entry)[0] !== 'accepted')
      .map((entry) => JSON.stringify(entry).slice(0, 500)),
  ).toEqual([]);
  // Each run got its own output: no cross-talk between boxes or slots.
  expect(reports.map((entry) => entry.tests[0]?.stdout)).toEqual(burst.map((entry) => entry.output));
  expect(reports.map((entry) => entry.jobId)).toEqual(burst.map((entry) => entry.job.id));
  // From 0.05 s a run (C) to about 1 s (javac); all 100 took ~17 s here on 3 slots. A loaded 2-core machine gets a wide
  // margin. (The helper adds ~1.5 s of checks.)
  expect(elapsedMs).toBeLessThan(60_000);
  expect(runner.info().busy).toBe(0);
});

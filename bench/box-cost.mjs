// What one box costs the machine, in CPU, against the bare program in the same run (issue 8's "where the time goes"):
// the program started by a plain fork + exec (the floor), inside bubblewrap with the runner's own options, and in the
// runner's slot host (apps/runner/launcher/slot-host.c, compiled into the driver: made once, entered by each run).
// Needs root, gcc and bubblewrap.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineCpuMs, percentile, sleep } from './measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_BOXES ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const MB = 1024 * 1024;

if (process.getuid?.() !== 0) {
  console.error('bench:box needs root (a slot host is made by root for an unprivileged uid).');
  process.exit(1);
}
for (const step of [
  ['build', '-w', '@assay/contracts'],
  ['build', '-w', '@assay/runner'],
]) {
  if (spawnSync('npm', ['run', ...step, '--silent'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}
const { bwrapArgs } = await import(join(root, 'apps/runner/dist/sandbox/drivers/bubblewrap-args.js'));

const work = mkdtempSync(join(tmpdir(), 'assay-box-cost-'));
const driver = join(work, 'box-cost');
const launcher = join(root, 'apps/runner/launcher');
const compiled = spawnSync(
  'gcc',
  ['-O2', '-Wall', `-I${launcher}`, '-o', driver, join(root, 'bench/box-cost.c'), join(launcher, 'slot-host.c')],
  { stdio: 'inherit' },
);
if (compiled.status !== 0) process.exit(1);
// The runner's default uid range (config.ts), the first slot's.
const SLOT_UID = '1900000';

// The runner's own bubblewrap options (drivers/bubblewrap-args.ts), without the status pipe only the runner opens.
const bwrap = (command) => {
  const args = bwrapArgs(
    { binds: [], files: [], workDirBytes: 64 * MB, tmpBytes: 64 * MB, shmBytes: 16 * MB, statusFd: 4 },
    command,
  );
  const status = args.indexOf('--json-status-fd');
  args.splice(status, 2);
  return ['/usr/bin/bwrap', ...args];
};
const programs = {
  'an empty program (/bin/true)': ['/bin/true'],
  // The runner's own flags for Python (scripts.ts): no site module, no bytecode written, unbuffered.
  'Python hello world': ['/usr/bin/python3', '-S', '-B', '-u', '-c', 'print("Hello, world!")'],
};
const variants = {
  bare: (command) => [driver, 'exec', String(RUNS), ...command],
  bubblewrap: (command) => [driver, 'exec', String(RUNS), ...bwrap(command)],
  'slot host': (command) => [driver, 'slot', String(RUNS), SLOT_UID, ...command],
};

const median = (values) => percentile(values, 50);

const results = {};
for (const [program, command] of Object.entries(programs)) {
  results[program] = Object.fromEntries(Object.keys(variants).map((variant) => [variant, { cpuMs: [], wallMs: [] }]));
  // Round by round, the variants alternate, so the machine's drift touches them alike.
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [variant, argv] of Object.entries(variants)) {
      const [file, ...args] = argv(command);
      await sleep(200);
      const cpuBefore = machineCpuMs();
      const started = performance.now();
      const run = spawnSync(file, args, { stdio: ['ignore', 'ignore', 'pipe'] });
      const wall = performance.now() - started;
      // Namespaces are torn down by kernel workers after the last process exits: wait for them to be counted.
      await sleep(300);
      const cpu = machineCpuMs() - cpuBefore;
      if (run.status !== 0) {
        console.error(`${variant}, ${program}: exit ${run.status}: ${run.stderr.toString().slice(0, 500)}`);
        process.exit(1);
      }
      results[program][variant].cpuMs.push(cpu / RUNS);
      results[program][variant].wallMs.push(wall / RUNS);
    }
  }
}
rmSync(work, { recursive: true, force: true });

console.log(
  `\nMachine CPU per run, ms (median of ${ROUNDS} rounds of ${RUNS} runs one after another; /proc/stat, kernel threads included), and above the bare program`,
);
console.log(
  `${'program'.padEnd(30)} ${'variant'.padEnd(12)} ${'CPU / run'.padStart(10)} ${'above bare'.padStart(11)} ${'wall / run'.padStart(11)}`,
);
const summary = {};
for (const [program, byVariant] of Object.entries(results)) {
  const bare = median(byVariant.bare.cpuMs);
  summary[program] = {};
  for (const [variant, { cpuMs, wallMs }] of Object.entries(byVariant)) {
    const cpu = median(cpuMs);
    summary[program][variant] = { cpuMs: cpu, aboveBareMs: cpu - bare, wallMs: median(wallMs) };
    console.log(
      `${program.padEnd(30)} ${variant.padEnd(12)} ${cpu.toFixed(2).padStart(10)} ${(variant === 'bare' ? '' : (cpu - bare).toFixed(2)).padStart(11)} ${median(wallMs).toFixed(2).padStart(11)}`,
    );
  }
}
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/box-cost.json'),
  `${JSON.stringify({ runs: RUNS, rounds: ROUNDS, at: new Date().toISOString(), results: summary }, null, 2)}\n`,
);

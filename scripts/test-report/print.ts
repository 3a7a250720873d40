// `npm run test:report [-- --top N]`: where the last test runs' time went, from the timings reporter.ts wrote
// (.test-report/<label>.json, one per run: `npm test`, CI's steps). Slowest files and describe blocks first.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { REPORT_DIR, type TimingReport } from './timings.ts';

const { values } = parseArgs({ options: { top: { type: 'string', default: '15' } } });
const top = Number(values.top);

const reports: TimingReport[] = existsSync(REPORT_DIR)
  ? readdirSync(REPORT_DIR)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(join(REPORT_DIR, name), 'utf8')) as TimingReport)
      .sort((a, b) => a.startedAt.localeCompare(b.startedAt))
  : [];
if (reports.length === 0) {
  console.log('No test timings yet: run `npm test` (or any vitest run of this repository) first.');
  process.exit(0);
}

const seconds = (ms: number | null) => (ms === null ? '     -' : `${(ms / 1000).toFixed(1).padStart(6)}`);
const table = (header: string, rows: string[]) => console.log([header, ...rows.map((row) => `  ${row}`)].join('\n'));
const files = reports.flatMap((report) => report.files.map((file) => ({ ...file, run: report.label })));
const suites = reports.flatMap((report) => report.suites.map((suite) => ({ ...suite, run: report.label })));
const runs = new Set(reports.map((report) => report.label)).size > 1;
const where = (entry: { run: string; project: string }) =>
  (runs ? `${entry.run}/${entry.project}` : entry.project).padEnd(runs ? 22 : 10);

table(
  `Test runs (${REPORT_DIR}): wall s, files, tests passed/failed/skipped`,
  reports.map((report) => {
    const count = (key: 'passed' | 'failed' | 'skipped') =>
      report.files.reduce((sum, file) => sum + file.tests[key], 0);
    return `${report.label.padEnd(16)} ${seconds(report.wallMs)} s ${String(report.files.length).padStart(5)} files  ${count('passed')}/${count('failed')}/${count('skipped')}  (${report.startedAt})`;
  }),
);
console.log();
const projects = new Map<string, { files: number; tests: number; wallMs: number; cpuMs: number }>();
for (const file of files) {
  const key = where(file).trim();
  const entry = projects.get(key) ?? { files: 0, tests: 0, wallMs: 0, cpuMs: 0 };
  projects.set(key, {
    files: entry.files + 1,
    tests: entry.tests + file.tests.passed + file.tests.failed,
    wallMs: entry.wallMs + file.wallMs,
    cpuMs: entry.cpuMs + (file.cpuMs ?? 0),
  });
}
table(
  'Per project: files, tests run, wall s and CPU s summed over its files',
  [...projects]
    .sort((a, b) => b[1].wallMs - a[1].wallMs)
    .map(
      ([name, entry]) =>
        `${name.padEnd(22)} ${String(entry.files).padStart(4)} files ${String(entry.tests).padStart(5)} tests ${seconds(entry.wallMs)} s wall ${seconds(entry.cpuMs)} s CPU`,
    ),
);
console.log();
table(
  `Slowest ${top} test files: wall s, CPU s of its process (its reaped children's part), the machine's CPU s while it ran, where, file`,
  [...files]
    .sort((a, b) => b.wallMs - a.wallMs)
    .slice(0, top)
    .map(
      (file) =>
        `${seconds(file.wallMs)} ${seconds(file.cpuMs)} (${seconds(file.childrenCpuMs).trim()}) ${seconds(file.machineCpuMs ?? null)}  ${where(file)} ${file.file}`,
    ),
);
console.log();
table(
  `Slowest ${top} describe blocks: wall s, where, file > block`,
  [...suites]
    .sort((a, b) => b.wallMs - a.wallMs)
    .slice(0, top)
    .map((suite) => `${seconds(suite.wallMs)}  ${where(suite)} ${suite.file} > ${suite.name}`),
);

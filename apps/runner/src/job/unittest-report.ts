import type { RepositoryTestOutcome, RepositoryTestResult } from '@assay/contracts';
import { NAME_SEPARATOR, type ParsedReport } from './repository-report.js';

/** The class the harness gives a test file that did not load (harness/repository_harness.py). */
const DID_NOT_LOAD = { cls: 'FileDidNotLoad', method: 'test_load' };

const OUTCOMES: [RegExp, RepositoryTestOutcome][] = [
  [/^ok$/, 'passed'],
  [/^expected failure$/, 'passed'],
  [/^(FAIL|ERROR|unexpected success)$/, 'failed'],
  [/^skipped\b/, 'skipped'],
];
const outcomeOf = (verdict: string) => OUTCOMES.find(([pattern]) => pattern.test(verdict))?.[1];
/** A verdict at the end of a line: after ` ... `, or alone when the test printed to stderr meanwhile. */
const VERDICT_AT_END = /(?:^| )(ok|FAIL|ERROR|expected failure|unexpected success|skipped(?: .*)?)$/;
/** `test_x (pkg.mod.Class.test_x)` (3.11; 3.10 and before: `(pkg.mod.Class)`), then a subtest's `(i=1)` or `[msg]`. */
const TEST_LINE = /^( *)(\w+) \(([\w.]+)\)(.*)$/;
const RULE = /^(=|-){70}$/;
/** The closing line of a run that got to its end; without it the run ended early. */
const RAN = /^Ran \d+ tests? in /m;
const REPORTED_TWICE = 'This test was reported more than once: the code under test wrote to the report.';
const NOT_THE_RUNNERS =
  "The test report was not the runner's own: it claims an end the harness never reached (the code under test wrote it).";
/** What stands for the run when it ended before it started a test (a test file that ends the process as it loads). */
export const WHOLE_RUN = '(the test run)';

/**
 * Reads unittest's verbose report (`TextTestRunner(verbosity=2)` on the harness's result channel, fd 3, never the
 * tests' own stderr; harness/repository_harness.py), with the harness's `# assay-modified <nonce> <file> <message>`
 * lines for a file whose code changed the test framework (each of its tests then fails with the message): a line per
 * test, `test_x (pkg.mod.Class.test_x) ... ok|FAIL|ERROR|skipped 'why'|expected failure|unexpected success` (a
 * docstring's first line may come between the name and the ` ... `), a subtest's line indented under its test; then
 * a block per failure (`FAIL: <the same description>`, a rule, the traceback), whose last lines are the message.
 *
 * Names are `Class › test_method` (› the subtest's parameters); the file is the test file whose module the class is
 * in, null for a class from elsewhere.
 */
export function parseUnittestReport(report: string, testFiles: string[], nonce: string | null = null): ParsedReport {
  const fileOf = new Map(testFiles.map((file) => [file.replace(/\.py$/, '').replaceAll('/', '.'), file]));
  const modified = new Map<string, string>();
  const prefix = nonce === null ? null : `# assay-modified ${nonce} `;
  const lines = report.split('\n').filter((line) => {
    if (prefix === null || !line.startsWith(prefix)) return true;
    const file = testFiles.find((path) => line.startsWith(`${prefix}${path} `));
    if (file !== undefined && !modified.has(file)) modified.set(file, line.slice(prefix.length + file.length + 1));
    return false;
  });
  const stderr = lines.join('\n');
  const messages = failureMessages(lines);
  const tests: RepositoryTestResult[] = [];
  /** The last test started whose verdict has not come (a test with subtests waits for none). */
  let awaiting: Started | null = null;

  const record = (test: Started, verdict: string) => {
    const outcome = outcomeOf(verdict);
    if (!outcome) return;
    tests.push({
      file: test.file,
      name: test.name,
      outcome,
      message: outcome === 'failed' ? (messages.get(test.key) ?? verdict) : null,
      durationMs: null,
    });
  };

  for (const line of lines) {
    if (RULE.test(line)) {
      // The run is over (what follows are the failures' blocks, read by failureMessages).
      awaiting = null;
      break;
    }
    const started = TEST_LINE.exec(line);
    if (started) {
      const [, indent, method, id, rest] = started as unknown as [string, string, string, string, string];
      const [params, verdict] = splitVerdict(rest);
      const test = describe(method, id, params, fileOf);
      if (verdict !== null && outcomeOf(verdict)) {
        record(test, verdict);
        if (indent === '') awaiting = null;
      } else {
        // The verdict comes on a later line: after a docstring's, after what the test printed to stderr meanwhile, or
        // after its subtests' lines (`... ` with nothing after it; the test gets none of its own when one fails).
        awaiting = test;
      }
      continue;
    }
    const verdict = awaiting ? VERDICT_AT_END.exec(line) : null;
    if (awaiting && verdict) {
      record(awaiting, verdict[1]!);
      awaiting = null;
    }
  }
  // The harness found that the code under test changed unittest while a file loaded or ran: all its tests fail.
  for (const [file, message] of modified) {
    const own = tests.filter((test) => test.file === file);
    for (const test of own) Object.assign(test, { outcome: 'failed', message });
    if (own.length === 0) tests.push({ file, name: file, outcome: 'failed', message, durationMs: null });
  }
  // A test reported twice (the code under test printed a verdict for it to the report's channel) is failed.
  const seen = new Map<string, number>();
  for (const test of tests) seen.set(`${test.file} ${test.name}`, (seen.get(`${test.file} ${test.name}`) ?? 0) + 1);
  for (const test of tests) {
    if ((seen.get(`${test.file} ${test.name}`) ?? 0) > 1 && !test.name.endsWith(')') && !test.name.endsWith(']'))
      Object.assign(test, { outcome: 'failed', message: REPORTED_TWICE });
  }
  // A run that claims its end without the harness's closing line did not end in the harness: the report is not the
  // runner's, and none of its results stands.
  if (nonce !== null && RAN.test(stderr) && !lines.includes(`# assay-end ${nonce}`)) {
    for (const test of tests) Object.assign(test, { outcome: 'failed', message: NOT_THE_RUNNERS });
    if (tests.length === 0)
      tests.push({ file: null, name: WHOLE_RUN, outcome: 'failed', message: NOT_THE_RUNNERS, durationMs: null });
  }
  const ended: Started | null = awaiting ?? (RAN.test(stderr) ? null : { key: '', file: null, name: WHOLE_RUN });
  return { tests, interrupted: ended ? { file: ended.file, name: ended.name, said: null } : null };
}

interface Started {
  /** The description as the failure blocks repeat it: `test_x (pkg.mod.Class.test_x) (i=1)`. */
  key: string;
  file: string | null;
  name: string;
}

function describe(method: string, id: string, params: string, fileOf: Map<string, string>): Started {
  const classPath = id.endsWith(`.${method}`) ? id.slice(0, -method.length - 1) : id;
  const cut = classPath.lastIndexOf('.');
  const module = classPath.slice(0, Math.max(cut, 0));
  const cls = classPath.slice(cut + 1);
  const file = fileOf.get(module) ?? null;
  const didNotLoad = cls === DID_NOT_LOAD.cls && method === DID_NOT_LOAD.method && params === '';
  return {
    key: `${method} (${id})${params ? ` ${params}` : ''}`,
    file,
    name: didNotLoad ? (file ?? module) : [cls, method, ...(params ? [params] : [])].join(NAME_SEPARATOR),
  };
}

/** What follows `(id)`: the subtest's parameters, and the verdict after ` ... ` ('' when subtests follow; null: none yet). */
function splitVerdict(rest: string): [string, string | null] {
  const at = rest.indexOf(' ...');
  if (at < 0) return [rest.trim(), null];
  return [rest.slice(0, at).trim(), rest.slice(at + ' ...'.length).trim()];
}

/** Each failure block's message (its traceback's last lines, the exception), by the test's description. */
function failureMessages(lines: string[]): Map<string, string> {
  const messages = new Map<string, string>();
  for (let index = 0; index < lines.length; index += 1) {
    if (!/^={70}$/.test(lines[index]!)) continue;
    const header = /^(?:FAIL|ERROR|UNEXPECTED SUCCESS): (.*)$/.exec(lines[index + 1] ?? '');
    if (!header) continue;
    let start = index + 2;
    while (start < lines.length && !/^-{70}$/.test(lines[start]!)) start += 1;
    let end = start + 1;
    while (end < lines.length && !RULE.test(lines[end]!)) end += 1;
    messages.set(header[1]!, exceptionOf(lines.slice(start + 1, end)));
    index = end - 1;
  }
  return messages;
}

/** A traceback's exception: the lines after its last frame that are not the frame's source (indented). */
function exceptionOf(traceback: string[]): string {
  const lastFrame = traceback.findLastIndex((line) => line.startsWith('  File "'));
  const after = traceback.slice(lastFrame + 1);
  const firstOwn = after.findIndex((line) => !line.startsWith(' '));
  const exception = firstOwn < 0 ? after : after.slice(firstOwn);
  return exception.join('\n').trim() || traceback.join('\n').trim();
}

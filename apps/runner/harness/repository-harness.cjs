// Runs a repository's node:test files inside the sandbox (apps/runner/src/job/repository-job.ts): copies the
// read-only tree at /repo into /box/work, lays the job's files over it, links the dependencies at /deps, and runs each
// test file with Node's TAP reporter. The job comes as JSON on stdin; the report goes to fd 3, which only the runner
// reads, so nothing the tests print to stdout or stderr (a fake `ok 1 - name`) can pass for a result.
//
// Each file runs in one process of its own: `node --require repository-preload.cjs
// --test-reporter=repository-reporter.cjs --test-reporter-destination=<a file of the harness's> <file>` (the tests run
// in that process; `node --test` would start a second). The preload reads a secret the harness left for it (and
// deletes it) before the repository's code loads, freezes node:assert and node:test, and checks them at exit,
// reporting its verdict to the harness over a pipe with the secret; the reporter is Node's TAP followed by an HMAC of
// it keyed with the secret. The harness relays a file's TAP only when the HMAC matches (nothing wrote to the report or
// cut it short), and a file whose framework changed, or whose check never reported, fails every test
// (`# assay-modified <nonce> <message>` after its TAP). A file's results are relayed once its process has ended: a
// file stopped by a limit is one failure, named by its path.
//
// Before each file's TAP comes a marker line: Node 20's TAP names no file for a test that passed, so the marker is
// how a result finds its file. It carries a nonce the job chose, which the tests never see. A file that ends without
// its plan (it did not load, or its process ended early, a `process.exit(0)` too) is reported failed by its path, as
// Node names a file that did not load, with what it printed on stderr.
'use strict';
const { spawn } = require('node:child_process');
const { createHmac, randomBytes } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const REPO = '/repo';
const WORK = '/box/work';
const DEPS = '/deps';

const job = JSON.parse(fs.readFileSync(0, 'utf8'));

/** Copies the tree, symlinks as they are, every copy writable by its owner (a cache may keep its tree read-only). */
function copyTree(from, to) {
  fs.mkdirSync(to, { mode: 0o755 });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target);
    else if (entry.isDirectory()) copyTree(source, target);
    else if (entry.isFile()) {
      fs.copyFileSync(source, target);
      fs.chmodSync(target, fs.statSync(source).mode | 0o200);
    }
  }
}

/** Puts the repository in place; a failure here is the runner's to report (the job's error), not a failed test. */
function prepareWorkTree() {
  copyTree(REPO, WORK);
  for (const file of job.files) {
    const target = path.join(WORK, file.path);
    fs.rmSync(target, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.content);
  }
  if (fs.existsSync(path.join(DEPS, 'node_modules'))) {
    fs.rmSync(path.join(WORK, 'node_modules'), { recursive: true, force: true });
    fs.symlinkSync(path.join(DEPS, 'node_modules'), path.join(WORK, 'node_modules'));
  }
}

try {
  prepareWorkTree();
} catch (error) {
  const message = String((error && error.message) || error).replace(/\s+/g, ' ');
  fs.writeSync(2, `# assay-setup-failed ${job.nonce} ${message}\n`);
  process.exit(3);
}

const PRELOAD = path.join(__dirname, 'repository-preload.cjs');
const REPORTER = path.join(__dirname, 'repository-reporter.cjs');
const DIGEST = Buffer.from('# assay-digest ');
/** A file's report beyond this is not read (the box's result channel would not take it either). */
const REPORT_LIMIT = 64 * 1024 * 1024;
const ALTERED =
  "This file's test report was not the reporter's own: the code under test wrote to it, or ended the run before it did.";
const env = { ...process.env, NODE_OPTIONS: `--max-old-space-size=${job.heapMb}` };
/** What a file's process printed last on stderr, kept to explain a file that did not run to its end. */
const STDERR_TAIL = 8 * 1024;
const MODIFIED = 'The test framework was modified by the code under test';

/** The report (markers, each file's TAP, the harness's verdicts) goes to fd 3, which the runner alone reads. */
const report = (text) => fs.writeSync(3, text);
const comment = (text) =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => `# ${line}\n`)
    .join('');

/**
 * Runs one test file in a process of its own (`node --require <preload> <file>`: Node runs the tests in that process,
 * no second process as `node --test` makes), its reporter writing to a file in a directory of the harness's. Once the
 * process ended, the harness relays that report to fd 3 if its digest (repository-reporter.cjs) proves it the
 * reporter's own, whole and untouched. What the tests print to stdout and stderr passes through to the box's and is
 * never read as a result.
 */
function runFile(testFile) {
  return new Promise((resolve) => {
    const privateDir = fs.mkdtempSync('/tmp/assay-file-');
    const secret = randomBytes(24).toString('hex');
    const secretFile = path.join(privateDir, 'secret');
    const tapFile = path.join(privateDir, 'report.tap');
    fs.writeFileSync(secretFile, secret, { mode: 0o600 });
    // By its absolute path, so a file named like an option (`--require=…`) is never read as one.
    const child = spawn(
      process.execPath,
      [
        '--require',
        PRELOAD,
        `--test-reporter=${REPORTER}`,
        `--test-reporter-destination=${tapFile}`,
        path.join(WORK, testFile),
      ],
      {
        cwd: WORK,
        env: { ...env, ASSAY_PRELOAD_SECRET: secretFile },
        stdio: ['ignore', 'inherit', 'pipe', 'pipe'],
      },
    );
    // The preload writes its verdict to fd 3: a pipe to this harness alone.
    let verdictText = '';
    child.stdio[3].setEncoding('utf8');
    child.stdio[3].on('data', (chunk) => {
      verdictText = (verdictText + chunk).slice(-4096);
    });
    let stderrTail = '';
    child.stderr.on('data', (data) => {
      fs.writeSync(2, data);
      stderrTail = (stderrTail + data.toString('utf8')).slice(-STDERR_TAIL);
    });
    child.on('close', (code, signal) => {
      const tap = readReport(tapFile);
      fs.rmSync(privateDir, { recursive: true, force: true });
      const at = tap.lastIndexOf(DIGEST);
      const body = at < 0 ? tap : tap.subarray(0, at);
      const digest =
        at < 0
          ? ''
          : tap
              .subarray(at + DIGEST.length)
              .toString('utf8')
              .trim();
      const expected = createHmac('sha256', secret).update(body).digest('hex');
      const genuine = at >= 0 && (at === 0 || tap[at - 1] === 0x0a) && digest === expected;
      const verdicts = verdictText.split('\n');
      const intact = verdicts.includes(`# assay-intact ${secret}`);
      const modified = verdicts.find((line) => line.startsWith(`# assay-modified ${secret} `));
      const ended = signal ? `(${signal})` : `(exit code ${code})`;
      const planned = /^1\.\.\d+$/m.test(body.toString('utf8'));
      let passed = false;
      if (genuine) {
        const text = body.toString('utf8');
        report(text.endsWith('\n') || text === '' ? text : `${text}\n`);
      }
      if (!genuine && !planned && at < 0) {
        // It did not load, or its process ended before its tests did (a `process.exit(0)` too): the file fails, named
        // by its path as Node names a file that did not load, with what it printed on stderr.
        const said =
          code === 0 && !signal
            ? `No test of this file reported a result: its process ended ${ended} before they did.`
            : stderrTail.trim() || `The file's process ended ${ended} before its tests did.`;
        report(`${comment(said)}not ok 1 - ${path.join(WORK, testFile)}\n1..1\n`);
      } else if (!genuine) {
        report(`${comment(ALTERED)}not ok 1 - ${path.join(WORK, testFile)}\n1..1\n`);
      } else if (modified !== undefined || !intact) {
        const what =
          modified !== undefined
            ? ` (${modified.slice(`# assay-modified ${secret} `.length)}).`
            : ': its check at the end of the run never reported.';
        report(`# assay-modified ${job.nonce} ${MODIFIED}${what}\n`);
      } else passed = code === 0 && !signal;
      resolve(passed);
    });
  });
}

/** The report file, or as much of it as the harness will read. */
function readReport(file) {
  try {
    const fd = fs.openSync(file, 'r');
    try {
      const buffer = Buffer.alloc(Math.min(fs.fstatSync(fd).size, REPORT_LIMIT));
      const read = fs.readSync(fd, buffer, 0, buffer.length, 0);
      return buffer.subarray(0, read);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return Buffer.alloc(0);
  }
}

(async () => {
  let failed = false;
  for (const testFile of job.testFiles) {
    report(`# assay-file ${job.nonce} ${testFile}\n`);
    if (!fs.existsSync(path.join(WORK, testFile))) {
      // As a comment after the marker, the runner shows it as the file's failure.
      report(`# There is no file ${testFile} in the work tree.\n`);
      failed = true;
      continue;
    }
    if (!(await runFile(testFile))) failed = true;
  }
  process.exitCode = failed ? 1 : 0;
})();

// Runs a repository's node:test files inside the sandbox (apps/runner/src/job/repository-job.ts): copies the
// read-only tree at /repo into /box/work, lays the job's files over it, links the dependencies at /deps, and runs each
// test file with Node's TAP reporter. The job comes as JSON on stdin; the report goes to fd 3, which only the runner
// reads, so nothing the tests print to stdout or stderr (a fake `ok 1 - name`) can pass for a result.
//
// Each file runs in one process of its own: `node --require repository-preload.cjs --test-reporter=tap
// --test-reporter-destination=<a file of the harness's> <file>` (the tests run in that process; `node --test` would
// start a second). The preload freezes node:assert and node:test before the repository's code loads and checks them
// at exit, reporting its verdict to the harness with a secret the code under test never sees; a file whose framework
// changed, or whose check never reported, fails every test (`# assay-modified <nonce> <message>` after its TAP).
//
// Before each file's TAP comes a marker line: Node 20's TAP names no file for a test that passed, so the marker is
// how a result finds its file. It carries a nonce the job chose, which the tests never see. A file that ends without
// its plan (it did not load, or its process ended early, a `process.exit(0)` too) is reported failed by its path, as
// Node names a file that did not load, with what it printed on stderr.
'use strict';
const { spawn } = require('node:child_process');
const crypto = require('node:crypto');
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
 * no second process as `node --test` makes), its TAP reporter writing to a file in a directory of the harness's,
 * which the harness reads as it grows and relays to fd 3. What the tests print to stdout and stderr passes through to
 * the box's and is never read as a result.
 */
function runFile(testFile) {
  return new Promise((resolve) => {
    const privateDir = fs.mkdtempSync('/tmp/assay-file-');
    const secret = crypto.randomBytes(24).toString('hex');
    const secretFile = path.join(privateDir, 'secret');
    const tapFile = path.join(privateDir, 'report.tap');
    fs.writeFileSync(secretFile, secret, { mode: 0o600 });
    fs.writeFileSync(tapFile, '', { mode: 0o600 });
    const tap = fs.openSync(tapFile, 'r');
    // By its absolute path, so a file named like an option (`--require=…`) is never read as one.
    const child = spawn(
      process.execPath,
      [
        '--require',
        PRELOAD,
        '--test-reporter=tap',
        `--test-reporter-destination=${tapFile}`,
        path.join(WORK, testFile),
      ],
      {
        cwd: WORK,
        env: { ...env, ASSAY_PRELOAD_SECRET: secretFile },
        stdio: ['ignore', 'inherit', 'pipe', 'pipe'],
      },
    );
    // The preload writes its verdict to fd 3: a pipe here, so it cannot be mistaken for the reporter's file.
    let verdictText = '';
    child.stdio[3].setEncoding('utf8');
    child.stdio[3].on('data', (chunk) => {
      verdictText = (verdictText + chunk).slice(-4096);
    });
    let pending = '';
    let planned = false;
    const chunk = Buffer.alloc(64 * 1024);
    const decoder = new (require('node:string_decoder').StringDecoder)('utf8');
    const relay = () => {
      for (;;) {
        const read = fs.readSync(tap, chunk, 0, chunk.length, null);
        if (read === 0) break;
        const lines = (pending + decoder.write(chunk.subarray(0, read))).split('\n');
        pending = lines.pop();
        for (const line of lines) {
          if (/^1\.\.\d+$/.test(line)) planned = true;
          report(`${line}\n`);
        }
      }
    };
    // Relayed as it comes, so a limit that stops the box keeps what the file had reported.
    const timer = setInterval(relay, 50);
    let stderrTail = '';
    child.stderr.on('data', (data) => {
      fs.writeSync(2, data);
      stderrTail = (stderrTail + data.toString('utf8')).slice(-STDERR_TAIL);
    });
    child.on('close', (code, signal) => {
      clearInterval(timer);
      relay();
      if (pending !== '') {
        if (/^1\.\.\d+$/.test(pending)) planned = true;
        report(`${pending}\n`);
      }
      fs.closeSync(tap);
      fs.rmSync(privateDir, { recursive: true, force: true });
      const verdicts = verdictText.split('\n');
      const intact = verdicts.includes(`# assay-intact ${secret}`);
      const modified = verdicts.find((line) => line.startsWith(`# assay-modified ${secret} `));
      const ended = signal ? `(${signal})` : `(exit code ${code})`;
      if (!planned) {
        // It did not load, or its process ended before its tests did (a `process.exit(0)` too): the file fails, named
        // by its path as Node names a file that did not load, with what it printed on stderr.
        const said =
          code === 0 && !signal
            ? `No test of this file reported a result: its process ended ${ended} before they did.`
            : stderrTail.trim() || `The file's process ended ${ended} before its tests did.`;
        report(`${comment(said)}not ok 1 - ${path.join(WORK, testFile)}\n1..1\n`);
      } else if (modified !== undefined || !intact) {
        const what =
          modified !== undefined
            ? ` (${modified.slice(`# assay-modified ${secret} `.length)}).`
            : ': its check at the end of the run never reported.';
        report(`# assay-modified ${job.nonce} ${MODIFIED}${what}\n`);
      }
      resolve(code === 0 && !signal && planned && intact && modified === undefined);
    });
  });
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

// Runs a repository's node:test files inside the sandbox (apps/runner/src/job/repository-job.ts): copies the
// read-only tree at /repo into /box/work, lays the job's files over it, links the dependencies at /deps, and runs each
// test file with `node --test --test-reporter=tap`, whose output the runner parses. The job comes as JSON on stdin.
//
// One `node --test` per file, each after a marker line: Node 20's TAP names no file for a test that passed, so the
// marker is how a result finds its file. The marker carries a nonce the job chose, which the tests never see, so a
// test cannot print one that moves results to another file.
'use strict';
const { spawnSync } = require('node:child_process');
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

const env = { ...process.env, NODE_OPTIONS: `--max-old-space-size=${job.heapMb}` };
let failed = false;
for (const testFile of job.testFiles) {
  fs.writeSync(1, `# assay-file ${job.nonce} ${testFile}\n`);
  if (!fs.existsSync(path.join(WORK, testFile))) {
    // Node would only say so on stderr; as a comment after the marker, the runner shows it as the file's failure.
    fs.writeSync(1, `# There is no file ${testFile} in the work tree.\n`);
    failed = true;
    continue;
  }
  // By its absolute path, so a file named like an option (`--require=…`) is never read as one.
  const run = spawnSync(process.execPath, ['--test', '--test-reporter=tap', path.join(WORK, testFile)], {
    cwd: WORK,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (run.status !== 0) failed = true;
}
process.exitCode = failed ? 1 : 0;

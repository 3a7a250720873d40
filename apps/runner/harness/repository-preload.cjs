// Loaded with `--require` into each test file's process by harness/repository-harness.cjs, before any of the
// repository's code: the code under test runs in the same process as the tests, so it could otherwise make them pass
// by changing the test framework (`assert.equal = () => {}`, a `test` that skips its body).
//
// - It freezes node:assert, node:assert/strict and node:test: their export objects and every function on them, so an
//   assignment does nothing (sloppy code) or throws (strict code, ES modules). The ES namespaces of these modules
//   mirror the frozen objects, so an import sees the same functions.
// - At exit it checks that each export is still the function it was, and that requiring these modules (as the test
//   file would) still gives the real ones, not a substitute from a hook on the module loader; then writes its verdict
//   to the reporter's channel (fd 3), with a secret the harness left in a file this reads and removes before any other
//   code runs. No verdict (the check removed, or never reached) is a failure too: the harness trusts only this one.
'use strict';
const fs = require('node:fs');
const Module = require('node:module');

const REPORT_FD = 3;
const { writeSync, readFileSync, unlinkSync } = fs;
const { createRequire } = Module;
const { freeze, getOwnPropertyDescriptor } = Object;
const { ownKeys } = Reflect;
const on = process.on.bind(process);

const secretFile = process.env.ASSAY_PRELOAD_SECRET;
delete process.env.ASSAY_PRELOAD_SECRET;
let secret = '';
try {
  secret = readFileSync(secretFile, 'utf8').trim();
  unlinkSync(secretFile);
} catch {
  // Without its secret the verdict below is not recognised, and the harness fails the file.
}

// The reporter's digest is keyed with the same secret; the module is cached, so Node's reporter is this instance.
require('./repository-reporter.cjs').arm(secret);

const REAL = {
  'node:assert': require('node:assert'),
  'node:assert/strict': require('node:assert/strict'),
  'node:test': require('node:test'),
};
/** The names a test file may require them by. */
const IDS = [
  ['node:assert', 'node:assert'],
  ['assert', 'node:assert'],
  ['node:assert/strict', 'node:assert/strict'],
  ['assert/strict', 'node:assert/strict'],
  ['node:test', 'node:test'],
];

/** Each module's own properties as they are now: the value (a function, an object) or the getter. */
const snapshot = [];
for (const id of ownKeys(REAL)) {
  const exported = REAL[id];
  const entries = [];
  for (const key of ownKeys(exported)) {
    const descriptor = getOwnPropertyDescriptor(exported, key);
    const value = 'value' in descriptor ? descriptor.value : descriptor.get;
    entries[entries.length] = [key, value];
    // A class's prototype stays open (AssertionError's instances are made by the module itself); its statics close.
    if (typeof value === 'function') freeze(value);
  }
  freeze(exported);
  snapshot[snapshot.length] = [id, exported, entries];
}

/** What changed since the snapshot: '' when nothing did. */
function changes() {
  let found = '';
  const note = (what) => {
    found = found === '' ? what : `${found}, ${what}`;
  };
  for (let index = 0; index < snapshot.length; index += 1) {
    const [id, exported, entries] = snapshot[index];
    for (let at = 0; at < entries.length; at += 1) {
      const [key, value] = entries[at];
      const descriptor = getOwnPropertyDescriptor(exported, key);
      const now = descriptor === undefined ? undefined : 'value' in descriptor ? descriptor.value : descriptor.get;
      if (now !== value) note(`${id}'s ${String(key)}`);
    }
  }
  const requireAsTest = createRequire(process.argv[1] || `${process.cwd()}/`);
  for (let index = 0; index < IDS.length; index += 1) {
    const [name, id] = IDS[index];
    let loaded;
    try {
      loaded = requireAsTest(name);
    } catch {
      loaded = undefined;
    }
    if (loaded !== REAL[id]) note(`require('${name}')`);
  }
  return found;
}

on('exit', () => {
  let changed;
  try {
    changed = changes();
  } catch {
    changed = 'the check itself';
  }
  const verdict = changed === '' ? `# assay-intact ${secret}\n` : `# assay-modified ${secret} ${changed}\n`;
  try {
    writeSync(REPORT_FD, verdict);
  } catch {
    // The channel is gone: the harness sees no verdict and fails the file.
  }
});

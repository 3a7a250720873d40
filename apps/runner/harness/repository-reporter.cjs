// The TAP reporter of a repository job's Node test files (harness/repository-harness.cjs), run in the test file's own
// process: Node's own `tap` reporter, followed by a last line, `# assay-digest <HMAC-SHA256 of everything before it>`,
// keyed with the secret the preload (repository-preload.cjs) hands it before the repository's code loads. The harness
// accepts a file's report only with a digest that matches: a report the code under test wrote to or cut short (its
// destination file is in the process's arguments) fails the file.
'use strict';
const { tap } = require('node:test/reporters');
const { createHmac } = require('node:crypto');

const { apply } = Reflect;
const hmacPrototype = Object.getPrototypeOf(createHmac('sha256', 'prototype'));
const { update, digest } = hmacPrototype;
let key = null;

async function* assayReporter(source) {
  let text = '';
  for await (const chunk of tap(source)) {
    text += chunk;
    yield chunk;
  }
  if (key === null) return;
  const hmac = createHmac('sha256', key);
  apply(update, hmac, [text, 'utf8']);
  yield `# assay-digest ${apply(digest, hmac, ['hex'])}\n`;
}

/** Keys the digest; once, by the preload, before any other code runs. */
assayReporter.arm = (secret) => {
  if (key === null) key = secret;
  delete assayReporter.arm;
};

module.exports = assayReporter;

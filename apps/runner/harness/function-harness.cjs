// Calls the candidate's entry function: JSON arguments on stdin, the JSON result written to fd 3.
// Runs inside the sandbox. What it writes is compared with the expected value outside the box, so a program that
// writes to fd 3 itself can only ever produce its own answer, never a pass it did not earn.
'use strict';
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

const [file, entry] = process.argv.slice(2);
const args = JSON.parse(fs.readFileSync(0, 'utf8') || '[]');
const source = fs.readFileSync(file, 'utf8');

// Plain `function name()` declarations are not exports; the appended line finds them too.
const probe = `\n;module.exports.__assayEntry = typeof ${entry} === 'function' ? ${entry} : (module.exports.${entry} ?? (module.exports.default && module.exports.default.${entry}));\n`;
const candidate = new Module(file, module);
candidate.filename = file;
candidate.paths = Module._nodeModulePaths(path.dirname(file));
candidate._compile(source + probe, file);

const fn = candidate.exports.__assayEntry;
if (typeof fn !== 'function') {
  process.stderr.write(`No function named ${entry} was found.\n`);
  process.exit(1);
}

Promise.resolve(fn(...args)).then(
  (value) => {
    fs.writeSync(3, JSON.stringify(value === undefined ? null : value));
  },
  (error) => {
    process.stderr.write(`${error && error.stack ? error.stack : String(error)}\n`);
    process.exitCode = 1;
  },
);

const fs = require('fs');

// k, W and m from the first line; lines: the log lines (without their '\n'), in order.
// Returns the whole report as one string.
function analyse(k, w, minSamples, lines) {
  // Write your solution here
  return 'complete 0 broken 0 ignored 0 duplicate 0\n';
}

// Latin-1 maps every byte to one character, so lines stay byte-for-byte comparable.
const data = fs.readFileSync(0).toString('latin1');
const lines = data.split('\n');
if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
const [k, w, m] = lines[0].trim().split(/\s+/).map(Number);
process.stdout.write(analyse(k, w, m, lines.slice(1)));

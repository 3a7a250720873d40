const UNITS = 'dhms';
const UNIT_SECONDS = [86400, 3600, 60, 1];

// Seconds of a valid entry, or -1 when the entry is invalid.
function parseDuration(entry) {
  // Write your solution here
  return -1;
}

function normalize(seconds) {
  let text = '';
  for (let r = 0; r < 4; r++) {
    if (seconds >= UNIT_SECONDS[r]) {
      text += Math.floor(seconds / UNIT_SECONDS[r]) + UNITS[r];
      seconds %= UNIT_SECONDS[r];
    }
  }
  return text || '0s';
}

const lines = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const t = Number(lines[0]);
const out = [];
let total = 0;
for (const entry of lines.slice(1, 1 + t)) {
  const seconds = parseDuration(entry);
  if (seconds < 0) {
    out.push('invalid');
  } else {
    total += seconds;
    out.push(normalize(seconds));
  }
}
out.push('total ' + normalize(total));
console.log(out.join('\n'));

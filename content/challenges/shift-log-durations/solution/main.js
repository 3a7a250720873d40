const UNITS = 'dhms';
const UNIT_SECONDS = [86400, 3600, 60, 1];

// Seconds of a valid entry, or -1 when the entry is invalid.
function parseDuration(entry) {
  let total = 0;
  let lastRank = -1;
  let i = 0;
  while (i < entry.length) {
    const start = i;
    while (i < entry.length && entry[i] >= '0' && entry[i] <= '9') i++;
    const digits = i - start;
    if (digits < 1 || digits > 6 || i === entry.length) return -1;
    const rank = UNITS.indexOf(entry[i]);
    if (rank <= lastRank) return -1;
    lastRank = rank;
    total += Number(entry.slice(start, i)) * UNIT_SECONDS[rank];
    i++;
  }
  return lastRank >= 0 ? total : -1;
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

// Counts reach 10^18, beyond exact doubles: everything is a BigInt.
const MAX_DIGITS = 19;

function buildTable(tolerance) {
  // ways[length][d]: smooth digit strings of that length that start with digit d.
  const ways = Array.from({ length: MAX_DIGITS + 1 }, () => new Array(10).fill(0n));
  ways[1].fill(1n);
  for (let length = 2; length <= MAX_DIGITS; length++) {
    for (let d = 0; d < 10; d++) {
      for (let e = 0; e < 10; e++) if (Math.abs(d - e) <= tolerance) ways[length][d] += ways[length - 1][e];
    }
  }
  return ways;
}

const TABLES = Array.from({ length: 10 }, (_, k) => buildTable(k));

// Smooth numbers in [0, x].
function countUpTo(x, tolerance) {
  if (x < 0n) return 0n;
  if (x === 0n) return 1n;
  const ways = TABLES[tolerance];
  const digits = x.toString().split('').map(Number);
  const m = digits.length;
  let total = 1n; // zero
  for (let length = 1; length < m; length++) for (let d = 1; d < 10; d++) total += ways[length][d];
  for (let i = 0; i < m; i++) {
    for (let d = i === 0 ? 1 : 0; d < digits[i]; d++) {
      if (i === 0 || Math.abs(d - digits[i - 1]) <= tolerance) total += ways[m - i][d];
    }
    if (i > 0 && Math.abs(digits[i] - digits[i - 1]) > tolerance) return total;
  }
  return total + 1n; // x itself is smooth
}

function countSmooth(low, high, tolerance) {
  return countUpTo(high, tolerance) - countUpTo(low - 1n, tolerance);
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(data[0]);
const out = [];
for (let i = 0; i < q; i++) {
  out.push(countSmooth(BigInt(data[1 + 3 * i]), BigInt(data[2 + 3 * i]), Number(data[3 + 3 * i])).toString());
}
console.log(out.join('\n'));

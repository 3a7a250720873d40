const MOD = 1_000_000_007;
const BASES = 'ACGT';

function countStrands(n, motifs) {
  // Write your solution here
  return 0;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(data[0]);
const m = Number(data[1]);
console.log(String(countStrands(n, data.slice(2, 2 + m))));

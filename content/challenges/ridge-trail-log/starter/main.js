const MOD = 1_000_000_007;

function countTrails(log, ceiling) {
  // Write your solution here
  return 0;
}

const [header, log = ''] = require('fs').readFileSync(0, 'utf8').split('\n');
const [, ceiling] = header.trim().split(/\s+/).map(Number);
console.log(String(countTrails(log.trim(), ceiling)));

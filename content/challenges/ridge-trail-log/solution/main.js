const MOD = 1_000_000_007;

function countTrails(log, ceiling) {
  // ways[a]: number of ways to read the log so far and stand at altitude a.
  let ways = new Array(ceiling + 1).fill(0);
  ways[0] = 1;
  for (const step of log) {
    const after = new Array(ceiling + 1).fill(0);
    for (let a = 0; a <= ceiling; a++) {
      if (ways[a] === 0) continue;
      if ((step === 'U' || step === '?') && a < ceiling) after[a + 1] += ways[a];
      if ((step === 'D' || step === '?') && a > 0) after[a - 1] += ways[a];
      if (step === 'F' || step === '?') after[a] += ways[a];
    }
    ways = after.map((w) => w % MOD);
  }
  return ways[0];
}

const [header, log = ''] = require('fs').readFileSync(0, 'utf8').split('\n');
const [, ceiling] = header.trim().split(/\s+/).map(Number);
console.log(String(countTrails(log.trim(), ceiling)));

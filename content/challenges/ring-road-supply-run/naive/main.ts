import * as fs from 'fs';

const data: number[] = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);

// Try every start and extend clockwise until the target is reached: O(n^2).
function shortestRun(supplies: number[], target: number): number {
  const n = supplies.length;
  let best = -1;
  for (let start = 0; start < n; start++) {
    let sum = 0;
    for (let len = 1; len <= n; len++) {
      sum += supplies[(start + len - 1) % n];
      if (sum >= target) {
        if (best === -1 || len < best) best = len;
        break;
      }
    }
  }
  return best;
}

const n = data[0];
console.log(shortestRun(data.slice(2, 2 + n), data[1]));

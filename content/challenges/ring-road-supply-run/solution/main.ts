import * as fs from 'fs';

const data: number[] = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);

/** Smallest number of consecutive depots on the ring holding at least target crates, or -1. */
function shortestRun(supplies: number[], target: number): number {
  const n = supplies.length;
  let best = n + 1; // longer than any run: means "none found"
  let sum = 0;
  let left = 0;
  // Read the ring twice in a row so that runs passing depot n are ordinary windows.
  for (let right = 0; right < 2 * n; right++) {
    sum += supplies[right % n];
    while (sum - supplies[left % n] >= target) {
      sum -= supplies[left % n];
      left++;
    }
    if (sum >= target) best = Math.min(best, right - left + 1);
  }
  return best > n ? -1 : best;
}

const n = data[0];
const target = data[1];
console.log(shortestRun(data.slice(2, 2 + n), target));

import * as fs from 'fs';

const data: number[] = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);

// Every start, extended until the van is full: O(n * run length).
function countGoodLoads(weights: number[], low: number, high: number): number {
  let count = 0;
  for (let l = 0; l < weights.length; l++) {
    let sum = 0;
    for (let r = l; r < weights.length; r++) {
      sum += weights[r];
      if (sum > high) break;
      if (sum >= low) count++;
    }
  }
  return count;
}

const [n, low, high] = data;
console.log(String(countGoodLoads(data.slice(3, 3 + n), low, high)));

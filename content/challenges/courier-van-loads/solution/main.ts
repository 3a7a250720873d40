import * as fs from 'fs';

const data: number[] = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);

/** Number of pairs (l, r) whose run weighs between low and high, inclusive. */
function countGoodLoads(weights: number[], low: number, high: number): number {
  return countAtMost(weights, high) - countAtMost(weights, low - 1);
}

/** Number of runs weighing at most limit (limit >= 0); weights are non-negative, so a window slides. */
function countAtMost(weights: number[], limit: number): number {
  let count = 0;
  let sum = 0;
  let left = 0;
  for (let right = 0; right < weights.length; right++) {
    sum += weights[right];
    while (sum > limit) sum -= weights[left++];
    count += right - left + 1;
  }
  return count;
}

const [n, low, high] = data;
console.log(String(countGoodLoads(data.slice(3, 3 + n), low, high)));

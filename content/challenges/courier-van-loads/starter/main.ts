import * as fs from 'fs';

const data: number[] = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);

/** Number of pairs (l, r) whose run weighs between low and high, inclusive. */
function countGoodLoads(weights: number[], low: number, high: number): number {
  // Write your solution here
  return 0;
}

const [n, low, high] = data;
console.log(String(countGoodLoads(data.slice(3, 3 + n), low, high)));

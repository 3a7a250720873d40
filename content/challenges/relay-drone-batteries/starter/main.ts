import * as fs from 'fs';

function cheapestRoute(reach: number, gaps: number[], prices: number[]): number {
  // Write your solution here
  return -1;
}

const data: number[] = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, reach] = data;
const gaps = data.slice(2, 3 + n);
const prices = data.slice(3 + n, 3 + 2 * n);
console.log(String(cheapestRoute(reach, gaps, prices)));

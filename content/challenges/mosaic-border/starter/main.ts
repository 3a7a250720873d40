import * as fs from 'fs';

const MOD = 1_000_000_007;

function countBorders(n: number, tiles: Array<[number, number]>): number {
  // Write your solution here
  // tiles is an array of [length, designs] pairs; return the count modulo MOD.
  return 0;
}

const data: number[] = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
const tiles: Array<[number, number]> = [];
for (let j = 0; j < k; j++) tiles.push([data[2 + 2 * j], data[3 + 2 * j]]);
console.log(String(countBorders(n, tiles)));

import * as fs from 'fs';

const MOD = 1_000_000_007;

function countBorders(n: number, tiles: Array<[number, number]>): number {
  const ways: number[] = new Array(n + 1).fill(0);
  ways[0] = 1;
  for (let x = 1; x <= n; x++) {
    let total = 0;
    for (const [length, designs] of tiles) {
      // designs ≤ 1000 and ways < MOD, so each product stays below 2^53.
      if (length <= x) total = (total + designs * ways[x - length]) % MOD;
    }
    ways[x] = total;
  }
  return ways[n];
}

const data: number[] = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
const tiles: Array<[number, number]> = [];
for (let j = 0; j < k; j++) tiles.push([data[2 + 2 * j], data[3 + 2 * j]]);
console.log(String(countBorders(n, tiles)));

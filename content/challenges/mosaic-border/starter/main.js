const MOD = 1_000_000_007;

function countBorders(n, tiles) {
  // Write your solution here
  // tiles is an array of [length, designs] pairs; return the count modulo MOD.
  return 0;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
const tiles = [];
for (let j = 0; j < k; j++) tiles.push([data[2 + 2 * j], data[3 + 2 * j]]);
console.log(String(countBorders(n, tiles)));

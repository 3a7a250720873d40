const input = require('fs').readFileSync(0);
let pos = 0;
function nextInt() {
  while (pos < input.length && input[pos] !== 45 && (input[pos] < 48 || input[pos] > 57)) pos++;
  let negative = false;
  if (input[pos] === 45) {
    negative = true;
    pos++;
  }
  let value = 0;
  while (pos < input.length && input[pos] >= 48 && input[pos] <= 57) value = value * 10 + input[pos++] - 48;
  return negative ? -value : value;
}

// parent[v] and length[v] describe the road from village v (2 <= v <= n) towards village 1.
// Returns [village, its largest distance to any village] for the village where that distance is smallest.
function bestTower(n, parent, length) {
  // Write your solution here
  return [1, 0];
}

const n = nextInt();
const parent = new Array(n + 1).fill(0);
for (let v = 2; v <= n; v++) parent[v] = nextInt();
const length = new Array(n + 1).fill(0);
for (let v = 2; v <= n; v++) length[v] = nextInt();
console.log(bestTower(n, parent, length).join(' '));

import * as fs from 'fs';

const input: Buffer = fs.readFileSync(0);
let pos = 0;
function nextInt(): number {
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

// Slow: add each folder's own cost to itself and to every folder above it.
function rollupCosts(n: number, parent: number[], cost: number[]): number[] {
  const total: number[] = new Array(n + 1).fill(0);
  for (let v = 1; v <= n; v++) {
    for (let u = v; u !== 0; u = parent[u]) total[u] += cost[v];
  }
  return total;
}

const n = nextInt();
const parent: number[] = new Array(n + 1).fill(0);
for (let v = 2; v <= n; v++) parent[v] = nextInt();
const cost: number[] = new Array(n + 1).fill(0);
for (let v = 1; v <= n; v++) cost[v] = nextInt();
const q = nextInt();
const total = rollupCosts(n, parent, cost);
const lines: number[] = [];
for (let i = 0; i < q; i++) lines.push(total[nextInt()]);
console.log(lines.join('\n'));

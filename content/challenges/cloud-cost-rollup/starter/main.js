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

// parent[v] is the parent folder of v (2 <= v <= n; parent[1] = 0), cost[v] its own monthly cost.
// Returns total[v] = cost of v plus the costs of every folder below it (index 0 unused).
function rollupCosts(n, parent, cost) {
  const firstChild = new Int32Array(n + 1);
  const nextSibling = new Int32Array(n + 1);
  for (let v = n; v >= 2; v--) {
    nextSibling[v] = firstChild[parent[v]];
    firstChild[parent[v]] = v;
  }
  // Breadth-first order from the root: every folder comes after its parent.
  const order = new Int32Array(n);
  let size = 0;
  order[size++] = 1;
  for (let i = 0; i < size; i++) {
    for (let child = firstChild[order[i]]; child !== 0; child = nextSibling[child]) order[size++] = child;
  }
  const total = cost.slice();
  // Add every folder's total to its parent's.
  for (let i = 0; i < size; i++) {
    const v = order[i];
    if (v !== 1) total[parent[v]] += total[v];
  }
  return total;
}

const n = nextInt();
const parent = new Array(n + 1).fill(0);
for (let v = 2; v <= n; v++) parent[v] = nextInt();
const cost = new Array(n + 1).fill(0);
for (let v = 1; v <= n; v++) cost[v] = nextInt();
const q = nextInt();
const total = rollupCosts(n, parent, cost);
const lines = [];
for (let i = 0; i < q; i++) lines.push(total[nextInt()]);
console.log(lines.join('\n'));

import { readFileSync } from 'fs';

const input = readFileSync(0);
let pos = 0;
function nextInt(): number {
  while (pos < input.length && (input[pos] < 48 || input[pos] > 57)) pos++;
  let value = 0;
  while (pos < input.length && input[pos] >= 48 && input[pos] <= 57) value = value * 10 + input[pos++] - 48;
  return value;
}

interface Audit {
  criticalRuns: [number, number][];
  criticalSwitches: number[];
}

// Cable run i (0-based) joins switches a[i] and b[i] (numbered 1..n).
// Returns criticalRuns as [run number, cut-off count] pairs ordered by cut-off count descending, then run number,
// and criticalSwitches in increasing order.
function audit(n: number, a: Int32Array, b: Int32Array): Audit {
  const m = a.length;
  // Adjacency in flat arrays (CSR); a loopback run connects nothing and is left out.
  const start = new Int32Array(n + 2);
  for (let i = 0; i < m; i++) {
    if (a[i] !== b[i]) {
      start[a[i] + 1]++;
      start[b[i] + 1]++;
    }
  }
  for (let v = 1; v <= n + 1; v++) start[v] += start[v - 1];
  const fill = start.slice();
  const to = new Int32Array(start[n + 1]);
  const runOf = new Int32Array(start[n + 1]);
  for (let i = 0; i < m; i++) {
    if (a[i] !== b[i]) {
      to[fill[a[i]]] = b[i];
      runOf[fill[a[i]]++] = i;
      to[fill[b[i]]] = a[i];
      runOf[fill[b[i]]++] = i;
    }
  }

  // Iterative depth-first search with low-links. The run a switch was reached by is skipped by its number, not by
  // the neighbour, so a second run to the parent counts as a way back.
  const disc = new Int32Array(n + 1);
  const low = new Int32Array(n + 1);
  const below = new Int32Array(n + 1); // switches in the DFS subtree
  const parent = new Int32Array(n + 1);
  const parentRun = new Int32Array(n + 1).fill(-1);
  const nextEdge = start.slice();
  const isCut = new Uint8Array(n + 1);
  const stack = new Int32Array(n + 1);
  const runs: [number, number][] = [];
  let timer = 0;
  for (let root = 1; root <= n; root++) {
    if (disc[root]) continue;
    disc[root] = low[root] = ++timer;
    below[root] = 1;
    let top = 0;
    stack[top++] = root;
    let rootChildren = 0;
    const bridgeChildren: number[] = [];
    while (top > 0) {
      const v = stack[top - 1];
      let descended = false;
      while (nextEdge[v] < start[v + 1]) {
        const k = nextEdge[v]++;
        const u = to[k];
        const e = runOf[k];
        if (e === parentRun[v]) continue;
        if (disc[u] === 0) {
          disc[u] = low[u] = ++timer;
          below[u] = 1;
          parent[u] = v;
          parentRun[u] = e;
          stack[top++] = u;
          descended = true;
          break;
        }
        if (disc[u] < low[v]) low[v] = disc[u];
      }
      if (descended) continue;
      top--;
      if (v === root) continue;
      const p = parent[v];
      if (low[v] < low[p]) low[p] = low[v];
      below[p] += below[v];
      if (p === root) rootChildren++;
      else if (low[v] >= disc[p]) isCut[p] = 1;
      if (low[v] > disc[p]) bridgeChildren.push(v);
    }
    if (rootChildren >= 2) isCut[root] = 1;
    const component = below[root];
    for (const c of bridgeChildren) runs.push([parentRun[c] + 1, Math.min(below[c], component - below[c])]);
  }
  runs.sort((x, y) => y[1] - x[1] || x[0] - y[0]);
  const criticalSwitches: number[] = [];
  for (let v = 1; v <= n; v++) if (isCut[v]) criticalSwitches.push(v);
  return { criticalRuns: runs, criticalSwitches };
}

const n = nextInt();
const m = nextInt();
const a = new Int32Array(m);
const b = new Int32Array(m);
for (let i = 0; i < m; i++) {
  a[i] = nextInt();
  b[i] = nextInt();
}
const { criticalRuns, criticalSwitches } = audit(n, a, b);
const out: string[] = [`${criticalRuns.length} ${criticalSwitches.length}`];
for (const [run, cut] of criticalRuns) out.push(`${run} ${cut}`);
out.push(criticalSwitches.join(' '));
process.stdout.write(out.join('\n') + '\n');

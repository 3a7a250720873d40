import { readFileSync } from 'fs';

const input = readFileSync(0);
let pos = 0;
function nextInt(): number {
  while (pos < input.length && (input[pos] < 48 || input[pos] > 57)) pos++;
  let value = 0;
  while (pos < input.length && input[pos] >= 48 && input[pos] <= 57) value = value * 10 + input[pos++] - 48;
  return value;
}

// Correct but slow: cut every run in turn, and switch off every switch in turn, and search the network again.
const n = nextInt();
const m = nextInt();
const a = new Int32Array(m);
const b = new Int32Array(m);
const adjacency: [number, number][][] = Array.from({ length: n + 1 }, () => []); // [neighbour, run]
for (let i = 0; i < m; i++) {
  a[i] = nextInt();
  b[i] = nextInt();
  if (a[i] !== b[i]) {
    adjacency[a[i]].push([b[i], i]);
    adjacency[b[i]].push([a[i], i]);
  }
}
const seen = new Uint8Array(n + 1);
const queue = new Int32Array(n + 1);
let queued = 0;

// Switches reachable from source without run cutRun and without switch offSwitch (0: none), left in queue.
function reach(source: number, cutRun: number, offSwitch: number): void {
  seen.fill(0);
  seen[source] = 1;
  if (offSwitch) seen[offSwitch] = 1;
  queued = 0;
  queue[queued++] = source;
  for (let h = 0; h < queued; h++) {
    for (const [u, e] of adjacency[queue[h]]) {
      if (e !== cutRun && !seen[u]) {
        seen[u] = 1;
        queue[queued++] = u;
      }
    }
  }
}

const componentSize = new Int32Array(n + 1);
for (let v = 1; v <= n; v++) {
  if (componentSize[v]) continue;
  reach(v, -1, 0);
  for (let h = 0; h < queued; h++) componentSize[queue[h]] = queued;
}

const runs: [number, number][] = [];
for (let i = 0; i < m; i++) {
  if (a[i] === b[i]) continue;
  reach(a[i], i, 0);
  if (!seen[b[i]]) runs.push([i + 1, Math.min(queued, componentSize[a[i]] - queued)]);
}
runs.sort((x, y) => y[1] - x[1] || x[0] - y[0]);

const switches: number[] = [];
for (let v = 1; v <= n; v++) {
  if (adjacency[v].length === 0) continue;
  reach(adjacency[v][0][0], -1, v);
  if (adjacency[v].some(([u]) => !seen[u])) switches.push(v);
}

const out: string[] = [`${runs.length} ${switches.length}`];
for (const [run, cut] of runs) out.push(`${run} ${cut}`);
out.push(switches.join(' '));
process.stdout.write(out.join('\n') + '\n');

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

// Roads as an adjacency list in flat arrays: the neighbours of v are target[k], weight[k] for start[v] <= k < start[v + 1].
interface Graph {
  start: Int32Array;
  target: Int32Array;
  weight: Float64Array;
}

function buildAdjacency(n: number, parent: number[], length: number[]): Graph {
  const start = new Int32Array(n + 2);
  for (let v = 2; v <= n; v++) {
    start[v + 1]++;
    start[parent[v] + 1]++;
  }
  for (let v = 1; v <= n + 1; v++) start[v] += start[v - 1];
  const fill = start.slice();
  const target = new Int32Array(2 * (n - 1));
  const weight = new Float64Array(2 * (n - 1));
  for (let v = 2; v <= n; v++) {
    target[fill[v]] = parent[v];
    weight[fill[v]++] = length[v];
    target[fill[parent[v]]] = v;
    weight[fill[parent[v]]++] = length[v];
  }
  return { start, target, weight };
}

// Distances from source to every village (index 0 unused), by an iterative traversal.
function distancesFrom(source: number, n: number, graph: Graph): Float64Array {
  const dist = new Float64Array(n + 1).fill(-1);
  const stack = new Int32Array(n);
  let top = 0;
  dist[source] = 0;
  stack[top++] = source;
  while (top > 0) {
    const v = stack[--top];
    for (let k = graph.start[v]; k < graph.start[v + 1]; k++) {
      const u = graph.target[k];
      if (dist[u] < 0) {
        dist[u] = dist[v] + graph.weight[k];
        stack[top++] = u;
      }
    }
  }
  return dist;
}

function farthestVillage(dist: Float64Array, n: number): number {
  let best = 1;
  for (let v = 2; v <= n; v++) if (dist[v] > dist[best]) best = v;
  return best;
}

// parent[v] and length[v] describe the road from village v (2 <= v <= n) towards village 1.
// Returns [village, its largest distance to any village] for the village where that distance is smallest.
function bestTower(n: number, parent: number[], length: number[]): [number, number] {
  const graph = buildAdjacency(n, parent, length);
  // Quadratic: a full traversal from every village.
  let bestVillage = 0;
  let bestDistance = -1;
  for (let v = 1; v <= n; v++) {
    const dist = distancesFrom(v, n, graph);
    const farthest = dist[farthestVillage(dist, n)];
    if (bestDistance < 0 || farthest < bestDistance) {
      bestVillage = v;
      bestDistance = farthest;
    }
  }
  return [bestVillage, bestDistance];
}

const n = nextInt();
const parent: number[] = new Array(n + 1).fill(0);
for (let v = 2; v <= n; v++) parent[v] = nextInt();
const length: number[] = new Array(n + 1).fill(0);
for (let v = 2; v <= n; v++) length[v] = nextInt();
console.log(bestTower(n, parent, length).join(' '));

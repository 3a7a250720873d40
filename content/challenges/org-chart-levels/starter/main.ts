import * as fs from 'fs';

// parent[i] is the manager of employee i (2 <= i <= n); parent[0] and parent[1] are 0.
function levelSizes(n: number, parent: number[]): number[] {
  // Write your solution here
  return [n];
}

const data = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const parent = [0, 0, ...data.slice(1, n)];
const sizes = levelSizes(n, parent);
console.log(`${sizes.length}\n${sizes.join(' ')}`);

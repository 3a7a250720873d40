const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);

// parent[i] is the manager of employee i (2 <= i <= n); parent[0] and parent[1] are 0.
function levelSizes(n, parent) {
  const children = Array.from({ length: n + 1 }, () => []);
  for (let i = 2; i <= n; i++) children[parent[i]].push(i);
  const sizes = [];
  let level = [1];
  while (level.length > 0) {
    sizes.push(level.length);
    const next = [];
    for (const person of level) for (const child of children[person]) next.push(child);
    level = next;
  }
  return sizes;
}

const n = data[0];
const parent = [0, 0, ...data.slice(1, n)];
const sizes = levelSizes(n, parent);
console.log(`${sizes.length}\n${sizes.join(' ')}`);

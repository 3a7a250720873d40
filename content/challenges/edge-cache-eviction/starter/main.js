const data = require('fs').readFileSync(0, 'utf8');

// Write your solution here: this simulation is complete, but its results are wrong. Find the bug and fix it.
function simulate(capacity, ops) {
  // A Map iterates in insertion order: re-inserting a key makes it the most recent.
  const cache = new Map();
  let used = 0;
  let hits = 0;
  let misses = 0;
  let evictions = 0;
  let hitBytes = 0;
  for (const [kind, key, size] of ops) {
    if (kind === 'P') {
      if (cache.has(key)) {
        used -= cache.get(key);
        cache.delete(key);
      }
      continue;
    }
    if (cache.has(key)) {
      hits++;
      hitBytes += size;
      continue;
    }
    misses++;
    if (size > capacity) continue;
    while (used + size > capacity) {
      const [oldKey, oldSize] = cache.entries().next().value;
      cache.delete(oldKey);
      used -= oldSize;
      evictions++;
    }
    cache.set(key, size);
    used += size;
  }
  return [hits, misses, evictions, hitBytes, cache.size, used];
}

const tokens = data.split(/\s+/).filter((token) => token.length > 0);
const capacity = Number(tokens[0]);
const n = Number(tokens[1]);
const ops = [];
for (let i = 0, at = 2; i < n; i++) {
  const kind = tokens[at];
  ops.push([kind, tokens[at + 1], kind === 'G' ? Number(tokens[at + 2]) : 0]);
  at += kind === 'G' ? 3 : 2;
}
const [hits, misses, evictions, hitBytes, objects, used] = simulate(capacity, ops);
console.log(`${hits} ${misses} ${evictions} ${hitBytes}\n${objects} ${used}`);

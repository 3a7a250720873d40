import * as fs from 'fs';

interface Entry {
  key: string;
  size: number;
}

const lines = fs.readFileSync(0, 'utf8').split('\n');
const [capacity, n] = lines[0].trim().split(/\s+/).map(Number);
// The cache as a plain array of entries in recency order (most recent last), searched for every request.
const cache: Entry[] = [];
let used = 0;
let hits = 0;
let misses = 0;
let evictions = 0;
let hitBytes = 0;
for (let i = 1; i <= n; i++) {
  const parts = lines[i].trim().split(/\s+/);
  const key = parts[1];
  const pos = cache.findIndex((entry) => entry.key === key);
  if (parts[0] === 'P') {
    if (pos >= 0) {
      used -= cache[pos].size;
      cache.splice(pos, 1);
    }
    continue;
  }
  const size = Number(parts[2]);
  if (pos >= 0) {
    hits++;
    hitBytes += size;
    cache.push(cache.splice(pos, 1)[0]);
    continue;
  }
  misses++;
  if (size > capacity) continue;
  while (used + size > capacity) {
    used -= cache.shift()!.size;
    evictions++;
  }
  cache.push({ key, size });
  used += size;
}
console.log(`${hits} ${misses} ${evictions} ${hitBytes}\n${cache.length} ${used}`);

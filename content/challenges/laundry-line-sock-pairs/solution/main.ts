import * as fs from 'fs';

const data: number[] = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);

/** Number of runs in which every colour code appears an even number of times. */
function countTidyRuns(codes: number[]): number {
  // Give every colour a random-looking 53-bit tag; a run is tidy exactly when the XOR of its tags is 0
  // (up to a negligible chance of collision), that is when two prefix XORs are equal.
  const seen = new Map<number, number>([[0, 1]]);
  let hi = 0;
  let lo = 0;
  let tidy = 0;
  for (const code of codes) {
    hi ^= mix32(code, 0x2545f491) & 0x1fffff;
    lo ^= mix32(code, 0x68e31da4);
    const key = hi * 4294967296 + (lo >>> 0);
    const count = seen.get(key) ?? 0;
    tidy += count;
    seen.set(key, count + 1);
  }
  return tidy;
}

/** A 32-bit mixing function (murmur3 finaliser) of a colour code. */
function mix32(x: number, seed: number): number {
  let h = Math.imul(x ^ seed, 0x9e3779b1);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h;
}

const n = data[0];
console.log(String(countTidyRuns(data.slice(1, 1 + n))));

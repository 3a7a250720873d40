import * as fs from 'fs';

const MOD = 1_000_000_007;
const BASES = 'ACGT';

function countStrands(n: number, motifs: string[]): number {
  // States: every prefix of a motif. The state of a strand is its longest suffix that is such a prefix.
  const prefixes = new Set<string>(['']);
  for (const motif of motifs) for (let length = 1; length <= motif.length; length++) prefixes.add(motif.slice(0, length));
  const states = [...prefixes].sort();
  const index = new Map<string, number>(states.map((state, i): [string, number] => [state, i]));
  const bad = states.map((state) => motifs.some((motif) => state.endsWith(motif)));
  const step = states.map((state) =>
    [...BASES].map((base) => {
      let text = state + base;
      while (!index.has(text)) text = text.slice(1);
      return index.get(text) as number;
    }),
  );
  let ways: number[] = new Array(states.length).fill(0);
  ways[index.get('') as number] = 1;
  for (let i = 0; i < n; i++) {
    const after: number[] = new Array(states.length).fill(0);
    ways.forEach((count, s) => {
      if (count === 0) return;
      for (const target of step[s]) if (!bad[target]) after[target] = (after[target] + count) % MOD;
    });
    ways = after;
  }
  return ways.reduce((sum, count) => (sum + count) % MOD, 0);
}

const data: string[] = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(data[0]);
const m = Number(data[1]);
console.log(String(countStrands(n, data.slice(2, 2 + m))));

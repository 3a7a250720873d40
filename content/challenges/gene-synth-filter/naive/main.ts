import * as fs from 'fs';

const MOD = 1_000_000_007;
const BASES = 'ACGT';

// Builds every strand base by base (4^n of them), abandoning one as soon as it ends with a motif.
function countStrands(n: number, motifs: string[]): number {
  const extend = (strand: string): number => {
    if (motifs.some((motif) => strand.endsWith(motif))) return 0;
    if (strand.length === n) return 1;
    let total = 0;
    for (const base of BASES) total = (total + extend(strand + base)) % MOD;
    return total;
  };
  return extend('');
}

const data: string[] = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(data[0]);
const m = Number(data[1]);
console.log(String(countStrands(n, data.slice(2, 2 + m))));

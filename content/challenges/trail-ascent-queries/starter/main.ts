import * as fs from 'fs';

const data: number[] = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);

/** climbed[i] = total ascent from checkpoint 1 to checkpoint i (1-based; climbed[0] is unused). */
function buildClimbed(altitudes: number[]): number[] {
  const n = altitudes.length;
  const climbed: number[] = new Array(n + 1).fill(0);
  for (let i = 2; i <= n; i++) {
    const gain = altitudes[i - 1] - altitudes[i - 2];
    climbed[i] = climbed[i - 1] + (gain > 0 ? gain : 0);
  }
  return climbed;
}

function ascent(climbed: number[], l: number, r: number): number {
  return climbed[r] - climbed[l - 1];
}

let pos = 0;
const n = data[pos++];
const altitudes = data.slice(pos, pos + n);
pos += n;
const climbed = buildClimbed(altitudes);
const q = data[pos++];
const out: number[] = [];
for (let k = 0; k < q; k++) {
  const l = data[pos++];
  const r = data[pos++];
  out.push(ascent(climbed, l, r));
}
console.log(out.join('\n'));

import * as fs from 'fs';

// Counts reach 10^18, beyond exact doubles: use BigInt.
// Smooth readings in [low, high] for the given tolerance.
function countSmooth(low: bigint, high: bigint, tolerance: number): bigint {
  // Write your solution here
  return 0n;
}

const data: string[] = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(data[0]);
const out: string[] = [];
for (let i = 0; i < q; i++) {
  out.push(countSmooth(BigInt(data[1 + 3 * i]), BigInt(data[2 + 3 * i]), Number(data[3 + 3 * i])).toString());
}
console.log(out.join('\n'));

import * as fs from 'fs';

function isSmooth(x: bigint, tolerance: number): boolean {
  const digits = x.toString();
  for (let i = 1; i < digits.length; i++) {
    if (Math.abs(digits.charCodeAt(i) - digits.charCodeAt(i - 1)) > tolerance) return false;
  }
  return true;
}

// Checks every reading in the range.
function countSmooth(low: bigint, high: bigint, tolerance: number): bigint {
  let total = 0n;
  for (let x = low; x <= high; x++) if (isSmooth(x, tolerance)) total++;
  return total;
}

const data: string[] = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(data[0]);
const out: string[] = [];
for (let i = 0; i < q; i++) {
  out.push(countSmooth(BigInt(data[1 + 3 * i]), BigInt(data[2 + 3 * i]), Number(data[3 + 3 * i])).toString());
}
console.log(out.join('\n'));

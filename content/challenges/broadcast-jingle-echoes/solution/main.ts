import * as fs from 'fs';

const s: string = fs.readFileSync(0, 'utf8').trim();

/** Returns [sum of the echoes at positions 2..n, longest echo]. */
function echoes(s: string): [number, number] {
  // Z-algorithm: [left, right) is the rightmost window known to repeat the opening.
  const n = s.length;
  const z = new Int32Array(n);
  let total = 0;
  let longest = 0;
  let left = 0;
  let right = 0;
  for (let i = 1; i < n; i++) {
    let k = i < right ? Math.min(right - i, z[i - left]) : 0;
    while (i + k < n && s.charCodeAt(k) === s.charCodeAt(i + k)) k++;
    z[i] = k;
    if (i + k > right) {
      left = i;
      right = i + k;
    }
    total += k;
    if (k > longest) longest = k;
  }
  return [total, longest];
}

const [total, longest] = echoes(s);
console.log(`${total} ${longest}`);

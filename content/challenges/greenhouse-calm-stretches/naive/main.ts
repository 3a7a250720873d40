import * as fs from 'fs';

const data: number[] = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);

// Every start, extended while the stretch stays calm: O(n * stretch length).
function calmStretches(readings: number[], spread: number): [number, number] {
  let count = 0;
  let longest = 0;
  for (let l = 0; l < readings.length; l++) {
    let hi = readings[l];
    let lo = readings[l];
    let r = l;
    while (r < readings.length) {
      hi = Math.max(hi, readings[r]);
      lo = Math.min(lo, readings[r]);
      if (hi - lo > spread) break;
      r++;
    }
    count += r - l;
    longest = Math.max(longest, r - l);
  }
  return [count, longest];
}

const [n, spread] = data;
const [count, longest] = calmStretches(data.slice(2, 2 + n), spread);
console.log(`${count} ${longest}`);

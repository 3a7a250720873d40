const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);

/** Returns [number of calm stretches, length of the longest one]. */
function calmStretches(readings, spread) {
  // Sliding window [left, right]; the deques hold indices whose readings decrease (high) or increase (low),
  // so the window's maximum and minimum sit at their heads.
  const n = readings.length;
  const high = new Int32Array(n);
  const low = new Int32Array(n);
  let highHead = 0, highTail = 0, lowHead = 0, lowTail = 0;
  let left = 0;
  let count = 0;
  let longest = 0;
  for (let right = 0; right < n; right++) {
    const t = readings[right];
    while (highTail > highHead && readings[high[highTail - 1]] <= t) highTail--;
    high[highTail++] = right;
    while (lowTail > lowHead && readings[low[lowTail - 1]] >= t) lowTail--;
    low[lowTail++] = right;
    while (readings[high[highHead]] - readings[low[lowHead]] > spread) {
      left++;
      if (high[highHead] < left) highHead++;
      if (low[lowHead] < left) lowHead++;
    }
    count += right - left + 1;
    if (right - left + 1 > longest) longest = right - left + 1;
  }
  return [count, longest];
}

const [n, spread] = data;
const [count, longest] = calmStretches(data.slice(2, 2 + n), spread);
console.log(`${count} ${longest}`);

function cheapestRoute(reach, gaps, prices) {
  const n = prices.length;
  const position = new Array(n + 2).fill(0);
  for (let i = 0; i < gaps.length; i++) position[i + 1] = position[i] + gaps[i];
  // best[i]: cheapest total when swapping at station i; index 0 is the depot.
  const best = new Array(n + 1).fill(0);
  // window[head..tail): stations within range, best values increasing.
  const window = new Int32Array(n + 1);
  let head = 0;
  let tail = 0;
  window[tail++] = 0;
  for (let i = 1; i <= n; i++) {
    while (head < tail && position[i] - position[window[head]] > reach) head++;
    if (head === tail) return -1; // nothing within range behind this station: nothing further is reachable
    best[i] = prices[i - 1] + best[window[head]];
    while (head < tail && best[window[tail - 1]] >= best[i]) tail--;
    window[tail++] = i;
  }
  const hut = position[n + 1];
  while (head < tail && hut - position[window[head]] > reach) head++;
  return head < tail ? best[window[head]] : -1;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, reach] = data;
const gaps = data.slice(2, 3 + n);
const prices = data.slice(3 + n, 3 + 2 * n);
console.log(String(cheapestRoute(reach, gaps, prices)));

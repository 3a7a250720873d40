// Scans every station in range for each station: O(n * window).
function cheapestRoute(reach, gaps, prices) {
  const n = prices.length;
  const position = new Array(n + 2).fill(0);
  for (let i = 0; i < gaps.length; i++) position[i + 1] = position[i] + gaps[i];
  const best = new Array(n + 2).fill(-1);
  best[0] = 0;
  for (let i = 1; i <= n + 1; i++) {
    let cheapest = -1;
    for (let j = i - 1; j >= 0 && position[i] - position[j] <= reach; j--) {
      if (best[j] !== -1 && (cheapest === -1 || best[j] < cheapest)) cheapest = best[j];
    }
    if (cheapest !== -1) best[i] = cheapest + (i <= n ? prices[i - 1] : 0);
  }
  return best[n + 1];
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, reach] = data;
const gaps = data.slice(2, 3 + n);
const prices = data.slice(3 + n, 3 + 2 * n);
console.log(String(cheapestRoute(reach, gaps, prices)));

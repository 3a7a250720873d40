// best lit / best dark: least oil for the lanterns so far, with the last one lit / dark.
function minimumOil(costs) {
  let bestLit = costs[0];
  let bestDark = 0;
  for (let i = 1; i < costs.length; i++) {
    const previousLit = bestLit;
    bestLit = costs[i] + Math.min(bestLit, bestDark);
    bestDark = previousLit;
  }
  return Math.min(bestLit, bestDark);
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(String(minimumOil(data.slice(1, 1 + n))));

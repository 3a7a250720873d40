const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);

/** Number of pairs i < j with weights[i] + weights[j] <= capacity. */
function countPairs(weights, capacity) {
  // Write your solution here
  return 0;
}

const n = data[0];
console.log(String(countPairs(data.slice(2, 2 + n), data[1])));

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);

/** Number of pairs i < j with weights[i] + weights[j] <= capacity. */
function countPairs(weights, capacity) {
  const sorted = Float64Array.from(weights).sort();
  let count = 0;
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo < hi) {
    if (sorted[lo] + sorted[hi] <= capacity) {
      count += hi - lo; // lo pairs with every crate in lo+1 .. hi
      lo++;
    } else {
      hi--;
    }
  }
  return count;
}

const n = data[0];
console.log(String(countPairs(data.slice(2, 2 + n), data[1])));

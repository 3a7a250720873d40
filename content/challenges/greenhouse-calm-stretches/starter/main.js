const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);

/** Returns [number of calm stretches, length of the longest one]. */
function calmStretches(readings, spread) {
  // Write your solution here
  return [0, 0];
}

const [n, spread] = data;
const [count, longest] = calmStretches(data.slice(2, 2 + n), spread);
console.log(`${count} ${longest}`);

const s = require('fs').readFileSync(0, 'utf8').trim();

/** Returns [sum of the echoes at positions 2..n, longest echo]. */
function echoes(s) {
  // Write your solution here
  return [0, 0];
}

const [total, longest] = echoes(s);
console.log(`${total} ${longest}`);

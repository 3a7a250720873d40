const s = require('fs').readFileSync(0, 'utf8').trim();

/** Returns [number of palindromic substrings, length of the longest]. */
function mirrorPhrases(s) {
  // Write your solution here
  return [0, 0];
}

const [count, longest] = mirrorPhrases(s);
console.log(`${count} ${longest}`);

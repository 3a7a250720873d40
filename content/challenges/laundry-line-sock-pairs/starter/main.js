const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);

/** Number of runs in which every colour code appears an even number of times. */
function countTidyRuns(codes) {
  // Write your solution here
  return 0;
}

const n = data[0];
console.log(String(countTidyRuns(data.slice(1, 1 + n))));

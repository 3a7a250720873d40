const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);

// Every start, extended one sock at a time with a count per colour: O(n^2).
function countTidyRuns(codes) {
  let tidy = 0;
  for (let l = 0; l < codes.length; l++) {
    const counts = new Map();
    let odd = 0;
    for (let r = l; r < codes.length; r++) {
      const count = (counts.get(codes[r]) ?? 0) + 1;
      counts.set(codes[r], count);
      odd += count % 2 === 1 ? 1 : -1;
      if (odd === 0) tidy++;
    }
  }
  return tidy;
}

const n = data[0];
console.log(String(countTidyRuns(data.slice(1, 1 + n))));

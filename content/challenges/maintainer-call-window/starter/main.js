'use strict';
const fs = require('fs');

// k maintainers (numbered 1..k), times in minutes within [0, horizon).
// Busy block i: maintainer person[i] is busy during [start[i], end[i]).
// Returns, for each query [d, q], the earliest start x of a d-minute call [x, x + d) inside the horizon during which
// at least q maintainers are free, or -1 when there is none.
function earliestStarts(k, horizon, person, start, end, queries) {
  // Write your solution here
  return queries.map(() => -1);
}

function main() {
  const data = fs.readFileSync(0);
  let pos = 0;
  const next = () => {
    while (data[pos] < 48 || data[pos] > 57) pos++;
    let value = 0;
    while (pos < data.length && data[pos] >= 48 && data[pos] <= 57) value = value * 10 + (data[pos++] - 48);
    return value;
  };
  const k = next();
  const horizon = next();
  const n = next();
  const person = new Int32Array(n);
  const start = new Float64Array(n);
  const end = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    person[i] = next();
    start[i] = next();
    end[i] = next();
  }
  const m = next();
  const queries = [];
  for (let j = 0; j < m; j++) queries.push([next(), next()]);
  const answers = earliestStarts(k, horizon, person, start, end, queries);
  process.stdout.write(answers.map((a) => `${a}\n`).join(''));
}

main();

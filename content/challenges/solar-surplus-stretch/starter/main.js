const input = require('fs').readFileSync(0);
let pos = 0;
function nextInt() {
  while (pos < input.length && input[pos] !== 45 && (input[pos] < 48 || input[pos] > 57)) pos++;
  let negative = false;
  if (input[pos] === 45) {
    negative = true;
    pos++;
  }
  let value = 0;
  while (pos < input.length && input[pos] >= 48 && input[pos] <= 57) value = value * 10 + input[pos++] - 48;
  return negative ? -value : value;
}

// Returns [length, first day (1-based)] of the shortest run of consecutive days whose total is at least
// target, the earliest one on ties, or null if there is none.
function shortestStretch(target, net) {
  // Write your solution here
  return null;
}

const n = nextInt();
const target = nextInt();
const net = new Array(n);
for (let i = 0; i < n; i++) net[i] = nextInt();
const answer = shortestStretch(target, net);
console.log(answer === null ? '-1' : answer.join(' '));

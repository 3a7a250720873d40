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
  const n = net.length;
  const prefix = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) prefix[i + 1] = prefix[i] + net[i];
  let bestLength = n + 1;
  let bestStart = -1;
  // Candidate starts (prefix indices) with strictly increasing prefix sums, as a deque in an array.
  const starts = new Int32Array(n + 1);
  let head = 0;
  let tail = 0;
  for (let end = 0; end <= n; end++) {
    while (head < tail && prefix[end] - prefix[starts[head]] >= target) {
      const start = starts[head++];
      if (end - start < bestLength) {
        bestLength = end - start;
        bestStart = start;
      }
    }
    while (head < tail && prefix[starts[tail - 1]] >= prefix[end]) tail--;
    starts[tail++] = end;
  }
  return bestStart < 0 ? null : [bestLength, bestStart + 1];
}

const n = nextInt();
const target = nextInt();
const net = new Array(n);
for (let i = 0; i < n; i++) net[i] = nextInt();
const answer = shortestStretch(target, net);
console.log(answer === null ? '-1' : answer.join(' '));

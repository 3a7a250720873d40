import * as fs from 'fs';

const input: Buffer = fs.readFileSync(0);
let pos = 0;
function nextInt(): number {
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
function shortestStretch(target: number, net: number[]): [number, number] | null {
  const n = net.length;
  let best: [number, number] | null = null;
  for (let start = 0; start < n; start++) {
    let total = 0;
    for (let end = start; end < n; end++) {
      total += net[end];
      if (total >= target) {
        if (best === null || end - start + 1 < best[0]) best = [end - start + 1, start + 1];
        break;
      }
    }
  }
  return best;
}

const n = nextInt();
const target = nextInt();
const net: number[] = new Array(n);
for (let i = 0; i < n; i++) net[i] = nextInt();
const answer = shortestStretch(target, net);
console.log(answer === null ? '-1' : answer.join(' '));

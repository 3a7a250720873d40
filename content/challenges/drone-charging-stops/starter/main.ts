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

// Station i sells energy at prices[i] per unit and lies gaps[i] km before the next stop
// (the next station, or the destination after the last station). Returns -1 if unreachable.
function minChargingCost(capacity: number, gaps: number[], prices: number[]): number {
  // Write your solution here
  return 0;
}

const n = nextInt();
const capacity = nextInt();
const gaps: number[] = new Array(n);
for (let i = 0; i < n; i++) gaps[i] = nextInt();
const prices: number[] = new Array(n);
for (let i = 0; i < n; i++) prices[i] = nextInt();
console.log(String(minChargingCost(capacity, gaps, prices)));

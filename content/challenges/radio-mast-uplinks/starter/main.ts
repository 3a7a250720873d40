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

// Returns [number of hubs, total uplink distance of the other masts].
function uplinkSummary(heights: number[]): [number, number] {
  // Write your solution here
  return [0, 0];
}

const n = nextInt();
const heights: number[] = new Array(n);
for (let i = 0; i < n; i++) heights[i] = nextInt();
console.log(uplinkSummary(heights).join(' '));

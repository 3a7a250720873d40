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

// Returns [number of hubs, total uplink distance of the other masts].
function uplinkSummary(heights) {
  const n = heights.length;
  const previousTaller = new Int32Array(n).fill(-1); // nearest strictly taller mast on the left
  const stack = new Int32Array(n); // indices whose heights strictly decrease from bottom to top
  let top = 0;
  for (let i = 0; i < n; i++) {
    while (top > 0 && heights[stack[top - 1]] <= heights[i]) top--;
    if (top > 0) previousTaller[i] = stack[top - 1];
    stack[top++] = i;
  }
  let hubs = 0;
  let total = 0;
  top = 0;
  for (let i = n - 1; i >= 0; i--) {
    while (top > 0 && heights[stack[top - 1]] <= heights[i]) top--;
    let best = top > 0 ? stack[top - 1] - i : -1;
    if (previousTaller[i] >= 0 && (best < 0 || i - previousTaller[i] < best)) best = i - previousTaller[i];
    if (best < 0) hubs++;
    else total += best;
    stack[top++] = i;
  }
  return [hubs, total];
}

const n = nextInt();
const heights = new Array(n);
for (let i = 0; i < n; i++) heights[i] = nextInt();
console.log(uplinkSummary(heights).join(' '));

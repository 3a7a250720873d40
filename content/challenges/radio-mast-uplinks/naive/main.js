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

// Quadratic: for each mast, walk left and right until a taller mast appears.
function uplinkSummary(heights) {
  const n = heights.length;
  let hubs = 0;
  let total = 0;
  for (let i = 0; i < n; i++) {
    let best = -1;
    let j = i - 1;
    while (j >= 0 && heights[j] <= heights[i]) j--;
    if (j >= 0) best = i - j;
    j = i + 1;
    while (j < n && heights[j] <= heights[i]) j++;
    if (j < n && (best < 0 || j - i < best)) best = j - i;
    if (best < 0) hubs++;
    else total += best;
  }
  return [hubs, total];
}

const n = nextInt();
const heights = new Array(n);
for (let i = 0; i < n; i++) heights[i] = nextInt();
console.log(uplinkSummary(heights).join(' '));

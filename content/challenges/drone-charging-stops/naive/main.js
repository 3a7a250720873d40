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

// Station i sells energy at prices[i] per unit and lies gaps[i] km before the next stop
// (the next station, or the destination after the last station). Returns -1 if unreachable.
function minChargingCost(capacity, gaps, prices) {
  // Station by station: look ahead for a cheaper station in range; buy just enough to reach it,
  // otherwise fill up and fly to the cheapest station in range. Quadratic when many stations are in range.
  const n = gaps.length;
  const position = new Array(n + 1).fill(0);
  for (let i = 0; i < n; i++) position[i + 1] = position[i] + gaps[i];
  const destination = position[n];
  let i = 0;
  let charge = 0;
  let cost = 0;
  for (;;) {
    let cheaper = -1;
    for (let j = i + 1; j < n && position[j] - position[i] <= capacity; j++) {
      if (prices[j] < prices[i]) {
        cheaper = j;
        break;
      }
    }
    if (cheaper >= 0) {
      const need = position[cheaper] - position[i];
      if (need > charge) {
        cost += (need - charge) * prices[i];
        charge = need;
      }
      charge -= need;
      i = cheaper;
      continue;
    }
    if (destination - position[i] <= capacity) {
      const need = destination - position[i];
      if (need > charge) cost += (need - charge) * prices[i];
      return cost;
    }
    let best = -1;
    for (let j = i + 1; j < n && position[j] - position[i] <= capacity; j++) {
      if (best < 0 || prices[j] < prices[best]) best = j;
    }
    if (best < 0) return -1;
    cost += (capacity - charge) * prices[i];
    charge = capacity - (position[best] - position[i]);
    i = best;
  }
}

const n = nextInt();
const capacity = nextInt();
const gaps = new Array(n);
for (let i = 0; i < n; i++) gaps[i] = nextInt();
const prices = new Array(n);
for (let i = 0; i < n; i++) prices[i] = nextInt();
console.log(String(minChargingCost(capacity, gaps, prices)));

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
  const n = gaps.length;
  // The battery as lots of energy still on board, priced as bought; prices rise from front to back.
  // Energy is only paid for when it is used, so a lot can be "returned" if a cheaper station comes up.
  const lotPrice = new Float64Array(n);
  const lotUnits = new Float64Array(n);
  let head = 0;
  let tail = 0;
  let charge = 0;
  let cost = 0;
  for (let i = 0; i < n; i++) {
    while (tail > head && lotPrice[tail - 1] > prices[i]) charge -= lotUnits[--tail];
    if (charge < capacity) {
      lotPrice[tail] = prices[i];
      lotUnits[tail++] = capacity - charge;
      charge = capacity;
    }
    if (gaps[i] > charge) return -1;
    charge -= gaps[i];
    let need = gaps[i];
    while (need > 0) {
      const used = Math.min(need, lotUnits[head]);
      cost += used * lotPrice[head];
      lotUnits[head] -= used;
      need -= used;
      if (lotUnits[head] === 0) head++;
    }
  }
  return cost;
}

const n = nextInt();
const capacity = nextInt();
const gaps: number[] = new Array(n);
for (let i = 0; i < n; i++) gaps[i] = nextInt();
const prices: number[] = new Array(n);
for (let i = 0; i < n; i++) prices[i] = nextInt();
console.log(String(minChargingCost(capacity, gaps, prices)));

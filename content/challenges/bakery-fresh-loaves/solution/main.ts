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

// baked[i] loaves come out of the oven on day i; customers[i] people want one loaf each that day.
// A loaf baked on day i can be sold on days i .. i + shelfLife - 1.
function maxLoavesSold(shelfLife: number, baked: number[], customers: number[]): number {
  const n = baked.length;
  // A queue of batches, oldest first: batchDay[k] is when batch k was baked, batchLeft[k] how many are unsold.
  const batchDay = new Int32Array(n);
  const batchLeft = new Float64Array(n);
  let head = 0;
  let tail = 0;
  let sold = 0;
  for (let day = 0; day < n; day++) {
    while (head < tail && batchDay[head] <= day - shelfLife) head++;
    if (baked[day] > 0) {
      batchDay[tail] = day;
      batchLeft[tail++] = baked[day];
    }
    let wanted = customers[day];
    // Sell the loaves closest to expiring first.
    while (wanted > 0 && head < tail) {
      const take = Math.min(wanted, batchLeft[head]);
      batchLeft[head] -= take;
      wanted -= take;
      sold += take;
      if (batchLeft[head] === 0) head++;
    }
  }
  return sold;
}

const n = nextInt();
const shelfLife = nextInt();
const baked: number[] = new Array(n);
const customers: number[] = new Array(n);
for (let i = 0; i < n; i++) {
  baked[i] = nextInt();
  customers[i] = nextInt();
}
console.log(String(maxLoavesSold(shelfLife, baked, customers)));

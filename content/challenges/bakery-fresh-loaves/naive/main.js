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

// baked[i] loaves come out of the oven on day i; customers[i] people want one loaf each that day.
// A loaf baked on day i can be sold on days i .. i + shelfLife - 1.
function maxLoavesSold(shelfLife, baked, customers) {
  const left = baked.slice(); // loaves of each day's batch not sold yet
  let sold = 0;
  for (let day = 0; day < baked.length; day++) {
    let wanted = customers[day];
    // Scan every batch that is still fresh today, oldest first.
    for (let batchDay = Math.max(0, day - shelfLife + 1); batchDay <= day && wanted > 0; batchDay++) {
      const take = Math.min(wanted, left[batchDay]);
      left[batchDay] -= take;
      wanted -= take;
      sold += take;
    }
  }
  return sold;
}

const n = nextInt();
const shelfLife = nextInt();
const baked = new Array(n);
const customers = new Array(n);
for (let i = 0; i < n; i++) {
  baked[i] = nextInt();
  customers[i] = nextInt();
}
console.log(String(maxLoavesSold(shelfLife, baked, customers)));

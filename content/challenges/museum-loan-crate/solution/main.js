// best[c]: the largest total appeal of exhibits whose volumes add up to exactly c (-1: impossible).
function bestShipment(capacity, exhibits) {
  const best = new Array(capacity + 1).fill(-1);
  best[0] = 0;
  for (const [volume, appeal] of exhibits) {
    for (let c = capacity; c >= volume; c--) {
      const before = best[c - volume];
      if (before >= 0 && before + appeal > best[c]) best[c] = before + appeal;
    }
  }
  let top = 0;
  let topVolume = 0;
  for (let c = 0; c <= capacity; c++) {
    if (best[c] > top) {
      top = best[c];
      topVolume = c;
    }
  }
  return [top, topVolume];
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, capacity] = data;
const exhibits = [];
for (let i = 0; i < n; i++) exhibits.push([data[2 + 2 * i], data[3 + 2 * i]]);
const [appeal, volume] = bestShipment(capacity, exhibits);
console.log(`${appeal} ${volume}`);

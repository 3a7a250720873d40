// Tries every subset of exhibits that fits (2^n of them at worst).
function bestShipment(capacity, exhibits) {
  let top = 0;
  let topVolume = 0;
  const search = (i, volume, appeal) => {
    if (i === exhibits.length) {
      if (appeal > top || (appeal === top && volume < topVolume)) {
        top = appeal;
        topVolume = volume;
      }
      return;
    }
    search(i + 1, volume, appeal);
    const [v, a] = exhibits[i];
    if (volume + v <= capacity) search(i + 1, volume + v, appeal + a);
  };
  search(0, 0, 0);
  return [top, topVolume];
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, capacity] = data;
const exhibits = [];
for (let i = 0; i < n; i++) exhibits.push([data[2 + 2 * i], data[3 + 2 * i]]);
const [appeal, volume] = bestShipment(capacity, exhibits);
console.log(`${appeal} ${volume}`);

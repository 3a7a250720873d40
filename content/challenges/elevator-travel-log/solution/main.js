const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);

function travel(floors) {
  let distance = 0;
  let turns = 0;
  let last = 0; // direction of the previous real move: 1 up, -1 down, 0 none yet
  for (let i = 1; i < floors.length; i++) {
    const step = floors[i] - floors[i - 1];
    if (step === 0) continue;
    distance += Math.abs(step);
    const dir = step > 0 ? 1 : -1;
    if (last !== 0 && dir !== last) turns++;
    last = dir;
  }
  return [distance, turns];
}

const n = data[0];
const [distance, turns] = travel(data.slice(1, 1 + n));
console.log(`${distance} ${turns}`);

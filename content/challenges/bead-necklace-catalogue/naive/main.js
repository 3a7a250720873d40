const lines = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

function isRotation(a, b) {
  if (a.length !== b.length) return false;
  const n = a.length;
  for (let shift = 0; shift < n; shift++) {
    let k = 0;
    while (k < n && a.charCodeAt((shift + k) % n) === b.charCodeAt(k)) k++;
    if (k === n) return true;
  }
  return false;
}

// Compare every entry with one entry of every design found so far: O(n * designs * L^2).
function catalogue(necklaces) {
  const designs = [];
  const counts = [];
  for (const necklace of necklaces) {
    let found = -1;
    for (let d = 0; d < designs.length && found === -1; d++) if (isRotation(designs[d], necklace)) found = d;
    if (found === -1) {
      designs.push(necklace);
      counts.push(1);
    } else counts[found]++;
  }
  return [designs.length, Math.max(...counts)];
}

const n = Number(lines[0]);
const [designs, largest] = catalogue(lines.slice(1, 1 + n));
console.log(`${designs} ${largest}`);

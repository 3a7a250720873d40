const lines = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

/** Returns [number of different designs, entries of the most common design]. */
function catalogue(necklaces) {
  const counts = new Map();
  let largest = 0;
  for (const necklace of necklaces) {
    const key = canonical(necklace);
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    if (count > largest) largest = count;
  }
  return [counts.size, largest];
}

/** The smallest rotation: the same string for every way of writing one design. */
function canonical(necklace) {
  const doubled = necklace + necklace;
  let best = necklace;
  for (let k = 1; k < necklace.length; k++) {
    const rotation = doubled.slice(k, k + necklace.length);
    if (rotation < best) best = rotation;
  }
  return best;
}

const n = Number(lines[0]);
const [designs, largest] = catalogue(lines.slice(1, 1 + n));
console.log(`${designs} ${largest}`);

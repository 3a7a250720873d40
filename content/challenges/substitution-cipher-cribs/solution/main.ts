import * as fs from 'fs';

const [cipher, crib] = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

/** Returns [number of positions where the crib fits, first such position counted from 1, or -1]. */
function findCribs(cipher: string, crib: string): [number, number] {
  // Describe each letter by the distance back to the previous equal letter (0: none). A window matches the
  // crib exactly when these distances agree, a distance that reaches before the window counting as 0.
  // That comparison survives shifting, so Knuth-Morris-Pratt works on the distances.
  const m = crib.length;
  const n = cipher.length;
  const want = backDistances(crib);
  const have = backDistances(cipher);
  const fail = new Int32Array(m);
  let k = 0;
  for (let i = 1; i < m; i++) {
    while (k > 0 && (want[i] <= k ? want[i] : 0) !== want[k]) k = fail[k - 1];
    if ((want[i] <= k ? want[i] : 0) === want[k]) k++;
    fail[i] = k;
  }
  let count = 0;
  let first = -1;
  k = 0;
  for (let i = 0; i < n; i++) {
    while (k > 0 && (have[i] <= k ? have[i] : 0) !== want[k]) k = fail[k - 1];
    if ((have[i] <= k ? have[i] : 0) === want[k]) k++;
    if (k === m) {
      count++;
      if (first === -1) first = i - m + 2;
      k = fail[k - 1];
    }
  }
  return [count, first];
}

function backDistances(text: string): Int32Array {
  const last = new Int32Array(26).fill(-1);
  const distances = new Int32Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const letter = text.charCodeAt(i) - 97;
    if (last[letter] !== -1) distances[i] = i - last[letter];
    last[letter] = i;
  }
  return distances;
}

const [count, first] = findCribs(cipher, crib);
console.log(`${count} ${first}`);

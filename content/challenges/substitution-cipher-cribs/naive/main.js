const [cipher, crib] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

// Check every window letter by letter with two mappings: O(n * m).
function findCribs(cipher, crib) {
  const n = cipher.length;
  const m = crib.length;
  let count = 0;
  let first = -1;
  for (let s = 0; s + m <= n; s++) {
    const forward = new Int32Array(26).fill(-1);
    const backward = new Int32Array(26).fill(-1);
    let ok = true;
    for (let j = 0; j < m && ok; j++) {
      const a = crib.charCodeAt(j) - 97;
      const b = cipher.charCodeAt(s + j) - 97;
      if (forward[a] === -1 && backward[b] === -1) {
        forward[a] = b;
        backward[b] = a;
      } else if (forward[a] !== b || backward[b] !== a) ok = false;
    }
    if (ok) {
      count++;
      if (first === -1) first = s + 1;
    }
  }
  return [count, first];
}

const [count, first] = findCribs(cipher, crib);
console.log(`${count} ${first}`);

import * as fs from 'fs';

const [cipher, crib] = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

/** Returns [number of positions where the crib fits, first such position counted from 1, or -1]. */
function findCribs(cipher: string, crib: string): [number, number] {
  // Write your solution here
  return [0, -1];
}

const [count, first] = findCribs(cipher, crib);
console.log(`${count} ${first}`);

import * as fs from 'fs';

const data: number[] = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);

/** Returns the distance travelled and the number of turns. */
function travel(floors: number[]): [number, number] {
  // Write your solution here
  return [0, 0];
}

const n = data[0];
const [distance, turns] = travel(data.slice(1, 1 + n));
console.log(`${distance} ${turns}`);

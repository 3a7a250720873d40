const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);

/**
 * @param {number[]} floors the logged floors, in order
 * @returns {[number, number]} the distance travelled and the number of turns
 */
function travel(floors) {
  // Write your solution here
  return [0, 0];
}

const n = data[0];
const [distance, turns] = travel(data.slice(1, 1 + n));
console.log(`${distance} ${turns}`);

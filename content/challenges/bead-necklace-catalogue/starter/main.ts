import * as fs from 'fs';

const lines: string[] = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

/** Returns [number of different designs, entries of the most common design]. */
function catalogue(necklaces: string[]): [number, number] {
  // Write your solution here
  return [0, 0];
}

const n = Number(lines[0]);
const [designs, largest] = catalogue(lines.slice(1, 1 + n));
console.log(`${designs} ${largest}`);

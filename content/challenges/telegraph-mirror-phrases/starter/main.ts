import * as fs from 'fs';

const s: string = fs.readFileSync(0, 'utf8').trim();

/** Returns [number of palindromic substrings, length of the longest]. */
function mirrorPhrases(s: string): [number, number] {
  // Write your solution here
  return [0, 0];
}

const [count, longest] = mirrorPhrases(s);
console.log(`${count} ${longest}`);

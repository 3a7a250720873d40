import * as fs from 'fs';

const s: string = fs.readFileSync(0, 'utf8').trim();

// Expand around each of the 2n - 1 centres: O(n + number of palindromes), quadratic on repetitive tapes.
function mirrorPhrases(s: string): [number, number] {
  const n = s.length;
  let count = 0;
  let longest = 0;
  for (let centre = 0; centre < 2 * n - 1; centre++) {
    let l = centre >> 1;
    let r = l + (centre & 1);
    while (l >= 0 && r < n && s[l] === s[r]) {
      count++;
      longest = Math.max(longest, r - l + 1);
      l--;
      r++;
    }
  }
  return [count, longest];
}

const [count, longest] = mirrorPhrases(s);
console.log(`${count} ${longest}`);

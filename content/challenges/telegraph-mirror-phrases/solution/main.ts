import * as fs from 'fs';

const s: string = fs.readFileSync(0, 'utf8').trim();

/** Returns [number of palindromic substrings, length of the longest]. */
function mirrorPhrases(s: string): [number, number] {
  // Manacher: odd[i] / even[i] = number of palindromes centred at i (odd length) or just left of i (even);
  // [left, right] is the palindrome found so far that reaches furthest right.
  const n = s.length;
  let count = 0;
  let longest = 0;
  const odd = new Int32Array(n);
  let left = 0;
  let right = -1;
  for (let i = 0; i < n; i++) {
    let k = i > right ? 1 : Math.min(odd[left + right - i], right - i + 1);
    while (i - k >= 0 && i + k < n && s.charCodeAt(i - k) === s.charCodeAt(i + k)) k++;
    odd[i] = k;
    count += k;
    if (2 * k - 1 > longest) longest = 2 * k - 1;
    if (i + k - 1 > right) {
      left = i - k + 1;
      right = i + k - 1;
    }
  }
  const even = new Int32Array(n);
  left = 0;
  right = -1;
  for (let i = 0; i < n; i++) {
    let k = i > right ? 0 : Math.min(even[left + right - i + 1], right - i + 1);
    while (i - k - 1 >= 0 && i + k < n && s.charCodeAt(i - k - 1) === s.charCodeAt(i + k)) k++;
    even[i] = k;
    count += k;
    if (2 * k > longest) longest = 2 * k;
    if (i + k - 1 > right) {
      left = i - k;
      right = i + k - 1;
    }
  }
  return [count, longest];
}

const [count, longest] = mirrorPhrases(s);
console.log(`${count} ${longest}`);

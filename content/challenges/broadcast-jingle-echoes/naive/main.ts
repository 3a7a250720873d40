import * as fs from 'fs';

const s: string = fs.readFileSync(0, 'utf8').trim();

// Compare from every position: O(n^2) when echoes are long.
function echoes(s: string): [number, number] {
  let total = 0;
  let longest = 0;
  for (let i = 1; i < s.length; i++) {
    let k = 0;
    while (i + k < s.length && s[k] === s[i + k]) k++;
    total += k;
    if (k > longest) longest = k;
  }
  return [total, longest];
}

const [total, longest] = echoes(s);
console.log(`${total} ${longest}`);

import * as fs from 'fs';

const MISSING = '(missing)';
const EMPTY = '(empty)';

// lines: the file, one string per line; queries: "section.key" strings. Returns one answer per query.
function answerQueries(lines: string[], queries: string[]): string[] {
  // Write your solution here
  return queries.map(() => MISSING);
}

const input: string[] = fs.readFileSync(0, 'utf8').split('\n').map((line) => line.replace(/\r$/, ''));
const [n, q] = input[0].trim().split(/\s+/).map(Number);
console.log(answerQueries(input.slice(1, 1 + n), input.slice(1 + n, 1 + n + q)).join('\n'));

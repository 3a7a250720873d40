import * as fs from 'fs';

/**
 * cells: [name, content] pairs in input order, e.g. ['B3', '=-A2/2+C9'] or ['A1', '10'];
 * area: the print area, e.g. 'A1:C3'.
 * Returns the output lines 'NAME VALUE' of the non-empty cells inside the print area, row by row and, within a
 * row, from left to right.
 */
function recalculate(cells: [string, string][], area: string): string[] {
  // Write your solution here
  return cells.map(([name, content]) => `${name} ${content[0] === '=' ? '0' : content}`);
}

const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter((token) => token.length > 0);
const n = Number(tokens[0]);
const cells: [string, string][] = [];
for (let i = 0; i < n; i++) cells.push([tokens[1 + 2 * i], tokens[2 + 2 * i]]);
const lines = recalculate(cells, tokens[1 + 2 * n]);
process.stdout.write(lines.length ? `${lines.join('\n')}\n` : '');

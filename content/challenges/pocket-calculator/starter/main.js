const SYNTAX_ERROR = 'syntax error';
const DIVISION_BY_ZERO = 'division by zero';

// Returns the value of the expression as text, SYNTAX_ERROR or DIVISION_BY_ZERO.
function evaluate(line) {
  // Write your solution here
  return '0';
}

const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const t = Number(lines[0]);
const out = [];
for (let i = 1; i <= t; i++) out.push(evaluate((lines[i] ?? '').replace(/\r$/, '')));
console.log(out.join('\n'));

const SYNTAX_ERROR = 'syntax error';
const DIVISION_BY_ZERO = 'division by zero';

class SyntaxFault extends Error {}

// Numbers become numbers; operators and parentheses stay one-character strings.
function tokenize(line) {
  const tokens = [];
  let i = 0;
  while (i < line.length) {
    const ch = line[i];
    if (ch === ' ') {
      i++;
    } else if (ch >= '0' && ch <= '9') {
      const start = i;
      while (i < line.length && line[i] >= '0' && line[i] <= '9') i++;
      tokens.push(Number(line.slice(start, i)));
    } else if ('+-*/%()'.includes(ch)) {
      tokens.push(ch);
      i++;
    } else {
      throw new SyntaxFault();
    }
  }
  return tokens;
}

function evaluate(line) {
  let tokens;
  let pos = 0;
  let dividedByZero = false;
  const peek = () => (pos < tokens.length ? tokens[pos] : null);

  function expression() {
    let value = term();
    while (peek() === '+' || peek() === '-') {
      const op = tokens[pos++];
      const right = term();
      value = op === '+' ? value + right : value - right;
    }
    return value;
  }
  function term() {
    let value = unary();
    while (peek() === '*' || peek() === '/' || peek() === '%') {
      const op = tokens[pos++];
      const right = unary();
      if (op === '*') value *= right;
      else if (right === 0) {
        dividedByZero = true; // keep parsing: a syntax error later still wins
        value = 0;
      } else value = op === '/' ? Math.trunc(value / right) : value % right;
    }
    return value;
  }
  function unary() {
    let negate = false;
    while (peek() === '-') {
      negate = !negate;
      pos++;
    }
    const value = primary();
    return negate ? -value : value;
  }
  function primary() {
    const token = peek();
    pos++;
    if (typeof token === 'number') return token;
    if (token === '(') {
      const value = expression();
      if (peek() !== ')') throw new SyntaxFault();
      pos++;
      return value;
    }
    throw new SyntaxFault();
  }

  let value;
  try {
    tokens = tokenize(line);
    value = expression();
    if (pos !== tokens.length) throw new SyntaxFault();
  } catch (error) {
    if (error instanceof SyntaxFault) return SYNTAX_ERROR;
    throw error;
  }
  return dividedByZero ? DIVISION_BY_ZERO : String(value === 0 ? 0 : value);
}

const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const t = Number(lines[0]);
const out = [];
for (let i = 1; i <= t; i++) out.push(evaluate((lines[i] ?? '').replace(/\r$/, '')));
console.log(out.join('\n'));

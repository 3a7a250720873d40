const SYNTAX_ERROR = 'syntax error';
const DIVISION_BY_ZERO = 'division by zero';

class SyntaxFault extends Error {}

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

// Evaluates a parenthesis-free token list: [-]* operand (op [-]* operand)*.
function evaluateFlat(tokens, state) {
  const operands = [];
  const operators = [];
  let i = 0;
  for (;;) {
    let negate = false;
    while (i < tokens.length && tokens[i] === '-') {
      negate = !negate;
      i++;
    }
    if (i >= tokens.length || typeof tokens[i] !== 'number') throw new SyntaxFault();
    operands.push(negate ? -tokens[i] : tokens[i]);
    i++;
    if (i === tokens.length) break;
    if (!['+', '-', '*', '/', '%'].includes(tokens[i])) throw new SyntaxFault();
    operators.push(tokens[i]);
    i++;
  }
  const values = [operands[0]];
  const pending = [];
  operators.forEach((op, k) => {
    const right = operands[k + 1];
    const last = values.length - 1;
    if (op === '+' || op === '-') {
      values.push(right);
      pending.push(op);
    } else if (op === '*') values[last] *= right;
    else if (right === 0) {
      state.dividedByZero = true;
      values[last] = 0;
    } else values[last] = op === '/' ? Math.trunc(values[last] / right) : values[last] % right;
  });
  let result = values[0];
  pending.forEach((op, k) => {
    result = op === '+' ? result + values[k + 1] : result - values[k + 1];
  });
  return result;
}

// Repeatedly finds the deepest parenthesised group, scanning the whole line, and replaces it by its value.
function evaluate(line) {
  const state = { dividedByZero: false };
  let value;
  try {
    const tokens = tokenize(line);
    for (;;) {
      let depth = 0;
      let deepest = 0;
      let open = -1;
      for (let i = 0; i < tokens.length; i++) {
        if (tokens[i] === '(') {
          if (++depth > deepest) {
            deepest = depth;
            open = i;
          }
        } else if (tokens[i] === ')' && --depth < 0) throw new SyntaxFault();
      }
      if (depth !== 0) throw new SyntaxFault();
      if (open < 0) break;
      const close = tokens.indexOf(')', open);
      tokens.splice(open, close - open + 1, evaluateFlat(tokens.slice(open + 1, close), state));
    }
    value = evaluateFlat(tokens, state);
  } catch (error) {
    if (error instanceof SyntaxFault) return SYNTAX_ERROR;
    throw error;
  }
  return state.dividedByZero ? DIVISION_BY_ZERO : String(value === 0 ? 0 : value);
}

const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const t = Number(lines[0]);
const out = [];
for (let i = 1; i <= t; i++) out.push(evaluate((lines[i] ?? '').replace(/\r$/, '')));
console.log(out.join('\n'));

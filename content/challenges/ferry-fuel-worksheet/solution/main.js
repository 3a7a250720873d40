const fs = require('fs');

const COLUMNS = 702; // A..Z, then AA..ZZ
const ROWS = 9999;
// Opcodes of a compiled formula (postfix): pairs (opcode, argument).
const CONST = 0, CELL = 1, NEG = 2, ADD = 3, SUB = 4, MUL = 5, DIV = 6, FUNC = 7, RANGE = 8;
const SUM = 0, MIN = 1, MAX = 2;
const FUNCTIONS = { SUM, MIN, MAX };
const NO_ERROR = 0, DIV0 = 1, CYCLE = 2;

const isDigit = (c) => c >= 48 && c <= 57;
const isLetter = (c) => c >= 65 && c <= 90;

function columnIndex(s, from, to) {
  if (to - from === 1) return s.charCodeAt(from) - 65;
  return 26 + (s.charCodeAt(from) - 65) * 26 + (s.charCodeAt(from + 1) - 65);
}

/** 'AB12' -> row * COLUMNS + column. */
function keyOfName(name) {
  const k = isDigit(name.charCodeAt(1)) ? 1 : 2;
  return Number(name.slice(k)) * COLUMNS + columnIndex(name, 0, k);
}

/** Floor division (rounds toward negative infinity), exact for |a| up to 2^53. */
function floorDiv(a, b) {
  const r = a % b;
  let q = (a - r) / b;
  if (r !== 0 && (r < 0) !== (b < 0)) q -= 1;
  return q;
}

function combine(kind, acc, v) {
  if (kind === SUM) return acc + v;
  if (kind === MIN) return v < acc ? v : acc;
  return v > acc ? v : acc;
}

/** Recursive descent over one formula (nesting is bounded by its 200 characters). */
class Compiler {
  constructor(indexOfKey, ranges) {
    this.indexOfKey = indexOfKey;
    this.ranges = ranges; // shared list of {kind, cells, hasEmpty}
  }

  compile(text) {
    this.s = text;
    this.i = 1; // after '='
    this.code = [];
    this.deps = [];
    this.expr();
    return { code: this.code, deps: this.deps };
  }

  expr() {
    this.term();
    for (;;) {
      const c = this.s.charCodeAt(this.i);
      if (c !== 43 && c !== 45) return; // '+' '-'
      this.i++;
      this.term();
      this.code.push(c === 43 ? ADD : SUB, 0);
    }
  }

  term() {
    this.unary();
    for (;;) {
      const c = this.s.charCodeAt(this.i);
      if (c !== 42 && c !== 47) return; // '*' '/'
      this.i++;
      this.unary();
      this.code.push(c === 42 ? MUL : DIV, 0);
    }
  }

  unary() {
    if (this.s.charCodeAt(this.i) === 45) {
      this.i++;
      this.unary();
      this.code.push(NEG, 0);
    } else this.primary();
  }

  /** Reads [$]LETTERS[$]DIGITS at i: its key, or -1 (i unchanged) if there is none. */
  reference() {
    const s = this.s, n = s.length;
    let j = this.i;
    if (s.charCodeAt(j) === 36) j++;
    let k = j;
    while (k < n && isLetter(s.charCodeAt(k))) k++;
    if (k === j || k - j > 2) return -1;
    const col = columnIndex(s, j, k);
    if (s.charCodeAt(k) === 36) k++;
    let d = k, row = 0;
    while (d < n && isDigit(s.charCodeAt(d))) row = row * 10 + (s.charCodeAt(d++) - 48);
    if (d === k) return -1;
    this.i = d;
    return row * COLUMNS + col;
  }

  primary() {
    const s = this.s;
    const c = s.charCodeAt(this.i);
    if (c === 40) { // '('
      this.i++;
      this.expr();
      this.i++; // ')'
      return;
    }
    if (isDigit(c)) {
      let v = 0;
      while (this.i < s.length && isDigit(s.charCodeAt(this.i))) v = v * 10 + (s.charCodeAt(this.i++) - 48);
      this.code.push(CONST, v);
      return;
    }
    const key = this.reference();
    if (key >= 0) {
      const idx = this.indexOfKey[key];
      if (idx < 0) this.code.push(CONST, 0); // an empty cell reads as 0
      else {
        this.code.push(CELL, idx);
        this.deps.push(idx);
      }
      return;
    }
    const open = s.indexOf('(', this.i);
    const kind = FUNCTIONS[s.slice(this.i, open)];
    this.i = open + 1;
    let count = 0;
    for (;;) {
      this.argument(kind);
      count++;
      if (s.charCodeAt(this.i) === 44) this.i++; // ','
      else break;
    }
    this.i++; // ')'
    this.code.push(FUNC, kind * 65536 + count);
  }

  argument(kind) {
    const start = this.i;
    const first = this.reference();
    if (first >= 0 && this.s.charCodeAt(this.i) === 58) { // ':'
      this.i++;
      const second = this.reference();
      const r1 = Math.floor(first / COLUMNS), c1 = first % COLUMNS;
      const r2 = Math.floor(second / COLUMNS), c2 = second % COLUMNS;
      const top = Math.min(r1, r2), bottom = Math.max(r1, r2), left = Math.min(c1, c2), right = Math.max(c1, c2);
      const cells = [];
      for (let row = top; row <= bottom; row++) {
        for (let col = left; col <= right; col++) {
          const idx = this.indexOfKey[row * COLUMNS + col];
          if (idx >= 0) {
            cells.push(idx);
            this.deps.push(idx);
          }
        }
      }
      const hasEmpty = cells.length < (bottom - top + 1) * (right - left + 1);
      this.ranges.push({ kind, cells, hasEmpty });
      this.code.push(RANGE, this.ranges.length - 1);
      return;
    }
    this.i = start;
    this.expr();
  }
}

/** Runs a compiled formula whose referenced cells all hold numbers; null on a division by zero. */
function run(code, value, ranges, stack) {
  let sp = 0;
  for (let p = 0; p < code.length; p += 2) {
    const op = code[p], arg = code[p + 1];
    switch (op) {
      case CONST: stack[sp++] = arg; break;
      case CELL: stack[sp++] = value[arg]; break;
      case NEG: stack[sp - 1] = -stack[sp - 1]; break;
      case ADD: sp--; stack[sp - 1] += stack[sp]; break;
      case SUB: sp--; stack[sp - 1] -= stack[sp]; break;
      case MUL: sp--; stack[sp - 1] *= stack[sp]; break;
      case DIV:
        sp--;
        if (stack[sp] === 0) return null;
        stack[sp - 1] = floorDiv(stack[sp - 1], stack[sp]);
        break;
      case RANGE: {
        const { kind, cells, hasEmpty } = ranges[arg];
        let any = hasEmpty;
        let acc = 0; // 0 stands for the empty cells, if any
        for (const j of cells) {
          acc = any ? combine(kind, acc, value[j]) : value[j];
          any = true;
        }
        stack[sp++] = acc;
        break;
      }
      default: { // FUNC
        const kind = Math.floor(arg / 65536), count = arg % 65536;
        const base = sp - count;
        let acc = stack[base];
        for (let t = base + 1; t < sp; t++) acc = combine(kind, acc, stack[t]);
        sp = base;
        stack[sp++] = acc;
      }
    }
  }
  return stack[0];
}

/**
 * cells: [name, content] pairs; area: the print area, e.g. 'A1:C3'.
 * Returns the output lines 'NAME VALUE' of the non-empty cells in the print area, row by row.
 */
function recalculate(cells, area) {
  const n = cells.length;
  const indexOfKey = new Int32Array((ROWS + 1) * COLUMNS).fill(-1);
  const keys = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    keys[i] = keyOfName(cells[i][0]);
    indexOfKey[keys[i]] = i;
  }

  const ranges = [];
  const compiler = new Compiler(indexOfKey, ranges);
  const codes = new Array(n).fill(null);
  const deps = new Array(n).fill(null);
  const value = new Array(n).fill(0);
  const state = new Uint8Array(n);
  const pending = new Int32Array(n);
  const dependents = Array.from({ length: n }, () => []);
  for (let i = 0; i < n; i++) {
    const content = cells[i][1];
    if (content.charCodeAt(0) === 61) { // '='
      const compiled = compiler.compile(content);
      codes[i] = compiled.code;
      deps[i] = compiled.deps;
      pending[i] = compiled.deps.length;
      for (const j of compiled.deps) dependents[j].push(i);
    } else value[i] = Number(content);
  }

  // Kahn's order: a cell is evaluated once every cell it reads is. Cells never reached are on a cycle or read
  // (directly or not) a cell on one.
  const order = [];
  for (let i = 0; i < n; i++) if (pending[i] === 0) order.push(i);
  const done = new Uint8Array(n);
  const stack = [];
  for (let h = 0; h < order.length; h++) {
    const i = order[h];
    done[i] = 1;
    if (codes[i] !== null) {
      let error = false;
      for (const j of deps[i]) if (state[j] !== NO_ERROR) error = true;
      if (error) state[i] = DIV0;
      else {
        const result = run(codes[i], value, ranges, stack);
        if (result === null) state[i] = DIV0;
        else value[i] = result;
      }
    }
    for (const k of dependents[i]) if (--pending[k] === 0) order.push(k);
  }
  for (let i = 0; i < n; i++) if (!done[i]) state[i] = CYCLE;

  const [a, b] = area.split(':').map(keyOfName);
  const top = Math.min(Math.floor(a / COLUMNS), Math.floor(b / COLUMNS));
  const bottom = Math.max(Math.floor(a / COLUMNS), Math.floor(b / COLUMNS));
  const left = Math.min(a % COLUMNS, b % COLUMNS), right = Math.max(a % COLUMNS, b % COLUMNS);
  const shown = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(keys[i] / COLUMNS), col = keys[i] % COLUMNS;
    if (row >= top && row <= bottom && col >= left && col <= right) shown.push(i);
  }
  shown.sort((x, y) => keys[x] - keys[y]); // the key is row-major already
  return shown.map((i) => `${cells[i][0]} ${state[i] === CYCLE ? '#CYCLE' : state[i] === DIV0 ? '#DIV/0!' : String(value[i])}`);
}

const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter((token) => token.length > 0);
const n = Number(tokens[0]);
const cells = [];
for (let i = 0; i < n; i++) cells.push([tokens[1 + 2 * i], tokens[2 + 2 * i]]);
const lines = recalculate(cells, tokens[1 + 2 * n]);
process.stdout.write(lines.length ? `${lines.join('\n')}\n` : '');

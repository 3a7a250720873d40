import * as fs from 'fs';

// JSON values: Map (object), Array (array), string (JS strings are sequences of 16-bit code units already),
// Num (a number, kept as its text), true / false / null.
class Num {
  constructor(public t: string) {}
}

type Json = Map<string, Json> | Json[] | string | Num | boolean | null;
const MISSING = Symbol('missing');
type Found = Json | typeof MISSING;
type Undo = [number, any, any?, any?];

// ---- parsing: a hand-written scanner over one JSON text, iterative (explicit stack of open containers) ----

const HEX = new Int8Array(128).fill(-1);
for (let i = 0; i < 10; i++) HEX[48 + i] = i;
for (let i = 0; i < 6; i++) HEX[65 + i] = HEX[97 + i] = 10 + i;
const SIMPLE_IN: Record<number, string> = { 34: '"', 92: '\\', 47: '/', 98: '\b', 102: '\f', 110: '\n', 114: '\r', 116: '\t' };

function parse(text: string): Json {
  let pos = 0;
  const n = text.length;
  const skip = () => {
    for (;;) {
      const c = text.charCodeAt(pos);
      if (c === 32 || c === 10 || c === 13 || c === 9) pos++;
      else return;
    }
  };
  const readString = (): string => {
    const start = ++pos; // past the opening quote
    for (;;) {
      const c = text.charCodeAt(pos);
      if (c === 34) return text.slice(start, pos++);
      if (c === 92) break;
      pos++;
    }
    let out = text.slice(start, pos);
    for (;;) {
      const c = text.charCodeAt(pos);
      if (c === 34) {
        pos++;
        return out;
      }
      if (c === 92) {
        const e = text.charCodeAt(pos + 1);
        if (e === 117) {
          const u = (HEX[text.charCodeAt(pos + 2)] << 12) | (HEX[text.charCodeAt(pos + 3)] << 8) | (HEX[text.charCodeAt(pos + 4)] << 4) | HEX[text.charCodeAt(pos + 5)];
          out += String.fromCharCode(u);
          pos += 6;
        } else {
          out += SIMPLE_IN[e];
          pos += 2;
        }
      } else {
        const s = pos;
        while (pos < n && text.charCodeAt(pos) !== 34 && text.charCodeAt(pos) !== 92) pos++;
        out += text.slice(s, pos);
      }
    }
  };
  const stack: (Map<string, Json> | Json[])[] = [];
  const keys: (string | null)[] = [];
  for (;;) {
    skip();
    const c = text.charCodeAt(pos);
    let v: Json;
    if (c === 123) {
      pos++;
      skip();
      if (text.charCodeAt(pos) === 125) {
        pos++;
        v = new Map();
      } else {
        stack.push(new Map());
        keys.push(readString());
        skip();
        pos++; // ':'
        continue;
      }
    } else if (c === 91) {
      pos++;
      skip();
      if (text.charCodeAt(pos) === 93) {
        pos++;
        v = [];
      } else {
        stack.push([]);
        keys.push(null);
        continue;
      }
    } else if (c === 34) v = readString();
    else if (c === 116) {
      v = true;
      pos += 4;
    } else if (c === 102) {
      v = false;
      pos += 5;
    } else if (c === 110) {
      v = null;
      pos += 4;
    } else {
      const s = pos;
      for (;;) {
        const d = text.charCodeAt(pos);
        if ((d >= 48 && d <= 57) || d === 45 || d === 43 || d === 46 || d === 101 || d === 69) pos++;
        else break;
      }
      v = new Num(text.slice(s, pos));
    }
    for (;;) {
      if (stack.length === 0) return v;
      const top = stack[stack.length - 1];
      if (top instanceof Map) top.set(keys[keys.length - 1]!, v); // a repeated key: the last one wins
      else top.push(v);
      skip();
      const d = text.charCodeAt(pos++);
      if (d === 44) {
        if (top instanceof Map) {
          skip();
          keys[keys.length - 1] = readString();
          skip();
          pos++; // ':'
        }
        break;
      }
      v = stack.pop()!; // '}' or ']'
      keys.pop();
    }
  }
}

// ---- serialising ----

const UNSAFE = /[^ !#-\[\]-~]/g;
const SIMPLE_OUT: Record<string, string> = { '"': '\\"', '\\': '\\\\', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const escapeUnit = (ch: string): string => SIMPLE_OUT[ch] || '\\u' + ch.charCodeAt(0).toString(16).padStart(4, '0');
const UNSAFE_TEST = /[^ !#-\[\]-~]/;
const encodeString = (s: string): string => '"' + (UNSAFE_TEST.test(s) ? s.replace(UNSAFE, escapeUnit) : s) + '"';

function serialize(v: Json, out: string[]): void {
  if (typeof v === 'string') out.push(encodeString(v));
  else if (v instanceof Num) out.push(v.t);
  else if (v instanceof Map) {
    if (v.size === 0) {
      out.push('{}');
      return;
    }
    out.push('{');
    const keys = [...v.keys()].sort(); // default sort: UTF-16 code-unit order
    for (const k of keys) {
      out.push(encodeString(k), ':');
      serialize(v.get(k)!, out);
      out.push(',');
    }
    out[out.length - 1] = '}';
  } else if (Array.isArray(v)) {
    if (v.length === 0) {
      out.push('[]');
      return;
    }
    out.push('[');
    for (const x of v) {
      serialize(x, out);
      out.push(',');
    }
    out[out.length - 1] = ']';
  } else out.push(v === null ? 'null' : v ? 'true' : 'false');
}

function clone(v: Json): Json {
  if (v instanceof Map) {
    const c = new Map<string, Json>();
    for (const [k, x] of v) c.set(k, clone(x));
    return c;
  }
  if (Array.isArray(v)) return v.map(clone);
  return v;
}

function equal(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (a instanceof Num) return b instanceof Num && a.t === b.t;
  if (a instanceof Map) {
    if (!(b instanceof Map) || a.size !== b.size) return false;
    for (const [k, x] of a) {
      if (!b.has(k) || !equal(x, b.get(k)!)) return false;
    }
    return true;
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equal(a[i], b[i])) return false;
    return true;
  }
  return false; // strings, booleans and null are equal only when ===
}

// ---- pointers ----

function pointer(s: string): string[] | null {
  if (s === '') return [];
  if (s.charCodeAt(0) !== 47) return null;
  const parts = s.slice(1).split('/');
  if (s.indexOf('~') < 0) return parts;
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    if (p.indexOf('~') < 0) continue;
    if (/~(?![01])/.test(p)) return null;
    parts[i] = p.replace(/~1/g, '/').replace(/~0/g, '~');
  }
  return parts;
}

// An array index token: "0" or digits without a leading zero; -1 otherwise. Long tokens are simply too large.
function indexOf(t: string): number {
  const n = t.length;
  if (n === 0 || n > 9) return n > 9 && /^[1-9][0-9]*$/.test(t) ? 2e9 : -1;
  if (n > 1 && t.charCodeAt(0) === 48) return -1;
  let v = 0;
  for (let i = 0; i < n; i++) {
    const d = t.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    v = v * 10 + d;
  }
  return v;
}

// ---- the document, with an undo log per patch ----

const SET = 0;
const DEL = 1;
const INS = 2;
const ROOT = 3;

class Doc {
  constructor(public root: Json) {}

  get(toks: string[], upto: number): Found {
    let v: Json = this.root;
    for (let i = 0; i < upto; i++) {
      const t = toks[i];
      if (v instanceof Map) {
        if (!v.has(t)) return MISSING;
        v = v.get(t)!;
      } else if (Array.isArray(v)) {
        const k = indexOf(t);
        if (k < 0 || k >= v.length) return MISSING;
        v = v[k];
      } else return MISSING;
    }
    return v;
  }

  add(toks: string[], val: Json, undo: Undo[]): boolean {
    if (toks.length === 0) {
      undo.push([ROOT, this.root]);
      this.root = val;
      return true;
    }
    const par = this.get(toks, toks.length - 1);
    const t = toks[toks.length - 1];
    if (par instanceof Map) {
      undo.push(par.has(t) ? [SET, par, t, par.get(t)] : [DEL, par, t]);
      par.set(t, val);
      return true;
    }
    if (Array.isArray(par)) {
      const k = t === '-' ? par.length : indexOf(t);
      if (k < 0 || k > par.length) return false;
      if (k === par.length) par.push(val);
      else par.splice(k, 0, val);
      undo.push([DEL, par, k]);
      return true;
    }
    return false;
  }

  // Removes the value at toks and returns it, or MISSING.
  remove(toks: string[], undo: Undo[]): Found {
    if (toks.length === 0) return MISSING;
    const par = this.get(toks, toks.length - 1);
    const t = toks[toks.length - 1];
    if (par instanceof Map) {
      if (!par.has(t)) return MISSING;
      const old = par.get(t)!;
      par.delete(t);
      undo.push([SET, par, t, old]);
      return old;
    }
    if (Array.isArray(par)) {
      const k = indexOf(t);
      if (k < 0 || k >= par.length) return MISSING;
      const old = k === par.length - 1 ? par.pop()! : par.splice(k, 1)[0];
      undo.push([INS, par, k, old]);
      return old;
    }
    return MISSING;
  }

  replace(toks: string[], val: Json, undo: Undo[]): boolean {
    if (toks.length === 0) {
      undo.push([ROOT, this.root]);
      this.root = val;
      return true;
    }
    const par = this.get(toks, toks.length - 1);
    const t = toks[toks.length - 1];
    if (par instanceof Map) {
      if (!par.has(t)) return false;
      undo.push([SET, par, t, par.get(t)]);
      par.set(t, val);
      return true;
    }
    if (Array.isArray(par)) {
      const k = indexOf(t);
      if (k < 0 || k >= par.length) return false;
      undo.push([SET, par, k, par[k]]);
      par[k] = val;
      return true;
    }
    return false;
  }

  apply(op: Map<string, Json>, undo: Undo[]): boolean {
    const kind = op.get('op');
    const path = pointer(op.get('path') as string);
    if (path === null) return false;
    if (kind === 'add') return this.add(path, op.get('value')!, undo);
    if (kind === 'remove') return this.remove(path, undo) !== MISSING;
    if (kind === 'replace') return this.replace(path, op.get('value')!, undo);
    if (kind === 'test') {
      const v = this.get(path, path.length);
      return v !== MISSING && equal(v, op.get('value')!);
    }
    const src = pointer(op.get('from') as string);
    if (src === null) return false;
    const v = this.get(src, src.length);
    if (v === MISSING) return false;
    if (kind === 'copy') return this.add(path, clone(v), undo);
    // move
    let prefix = src.length <= path.length;
    for (let i = 0; prefix && i < src.length; i++) prefix = src[i] === path[i];
    if (prefix && src.length === path.length) return true; // the same place
    if (prefix) return false; // into its own child
    this.remove(src, undo);
    return this.add(path, v, undo);
  }

  rollback(undo: Undo[]): void {
    for (let i = undo.length - 1; i >= 0; i--) {
      const [c, par, key, old] = undo[i];
      if (c === SET) {
        if (par instanceof Map) par.set(key, old);
        else par[key] = old;
      } else if (c === DEL) {
        if (par instanceof Map) par.delete(key);
        else par.splice(key, 1);
      } else if (c === INS) par.splice(key, 0, old);
      else this.root = par;
    }
  }
}

// document: the JSON text of the save file; patches: one JSON Patch text each; queries: one JSON string each.
// Returns the output lines.
function sync(document: string, patches: string[], queries: string[]): string[] {
  const doc = new Doc(parse(document));
  const rejected: string[] = [];
  for (let p = 0; p < patches.length; p++) {
    const ops = parse(patches[p]) as Map<string, Json>[];
    const undo: Undo[] = [];
    for (let k = 0; k < ops.length; k++) {
      if (!doc.apply(ops[k], undo)) {
        doc.rollback(undo);
        rejected.push(`${p + 1} ${k + 1}`);
        break;
      }
    }
  }
  const out = [String(rejected.length), ...rejected];
  for (const text of queries) {
    const path = pointer(parse(text) as string);
    const v = path === null ? MISSING : doc.get(path, path.length);
    if (v === MISSING) out.push('missing');
    else {
      const parts: string[] = [];
      serialize(v, parts);
      out.push(parts.join(''));
    }
  }
  return out;
}

const lines: string[] = fs.readFileSync(0, 'latin1').split('\n');
const [n, m, q] = lines[0].trim().split(/\s+/).map(Number);
const document = lines.slice(1, 1 + n).join('\n');
const out = sync(document, lines.slice(1 + n, 1 + n + m), lines.slice(1 + n + m, 1 + n + m + q));
process.stdout.write(out.join('\n') + '\n');

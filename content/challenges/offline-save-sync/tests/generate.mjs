// Deterministic inputs for the random and performance tests (mulberry32, fixed seeds).
//
// The generator keeps its own model of the save file and replays every patch on it (with an undo log), so that it
// can aim operations at paths that exist, at paths that do not, and at values that are or are not equal. The model is
// only used to choose the operations: the expected outputs come from the reference solutions.

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CONFIGS = {
  'random-small': { seed: 7101, docItems: 12, patches: 60, maxOps: 4, queries: 12, fail: 0.2, rootOps: true, shallowStop: 1, pretty: true, maxValueNodes: 400 },
  'random-medium': { seed: 7202, docItems: 300, patches: 700, maxOps: 5, queries: 60, fail: 0.15, rootOps: false, shallowStop: 0.3, pretty: true, maxValueNodes: 400 },
  large: { seed: 7303, save: { items: 3200, friends: 1000, quests: 500, log: 1800, zones: 20 }, targetBytes: 990000, maxOps: 5, queries: 150, fail: 0.12, rootOps: false, shallowStop: 0, pretty: true, maxValueNodes: 40 },
  'large-journal': { seed: 7404, save: { items: 2200, friends: 700, quests: 300, log: 1200, zones: 12 }, targetBytes: 990000, maxOps: 1, queries: 150, fail: 0.1, rootOps: false, shallowStop: 0, pretty: false, maxValueNodes: 30 },
};

const WORDS = ['sword', 'shield', 'potion', 'elixir', 'gem', 'map', 'key', 'rope', 'torch', 'bow', 'arrow', 'herb', 'ring', 'scroll', 'coin', 'boots', 'cloak', 'lamp', 'stone', 'feather'];
const NAMES = ['mira', 'oskar', 'lena', 'tariq', 'yuki', 'ines', 'bram', 'zoe', 'kofi', 'anouk', 'pavel', 'sanne'];
const ODD_KEYS = ['', 'a', 'ab', 'abc', 'Z', 'z', '_', 'a~b', 'a/b', '~', '/', '~1', '~0', '~01', '__proto__', 'constructor', 'toString', 'hasOwnProperty', '0', '00', '1', '-', ' ', 'a b', '\u00e9', '\u00c5sa', '\uffff', '\ud83d\ude00', '\ud800', 'caf\u00e9', 'cafe', 'Caf\u00e9', '\u20ac', 'tab\there', 'quote"d', 'back\\slash'];
const SPECIAL_UNITS = [0x22, 0x5c, 0x2f, 0x0a, 0x09, 0x0d, 0x08, 0x0c, 0x01, 0x1f, 0x7f, 0xe9, 0xc5, 0x20ac, 0xffff, 0xdc00, 0xd800, 0x7e, 0x20, 0x80, 0x2028];
const NUMBERS = ['0', '-0', '1', '-1', '7', '42', '-273', '0.5', '1.0', '1.50', '-0.000', '3.25e2', '1E+2', '6.02e+23', '1e-7', '2E-3', '9007199254740993', '-9223372036854775809', '123456789012345678901234567890', '0.1000000000000000055511151231257827', '1e400'];

function makeRng(seed) {
  const r = mulberry32(seed);
  const g = {
    r,
    int: (n) => Math.floor(r() * n),
    chance: (p) => r() < p,
    pick: (arr) => arr[Math.floor(r() * arr.length)],
  };
  return g;
}

// ---- the model ----
// { k: 'o', m: Map, keys: [] } | { k: 'a', a: [] } | { k: 's', s } | { k: 'n', t } | { k: 'l', t }

const obj = () => ({ k: 'o', m: new Map(), keys: [] });
const arr = () => ({ k: 'a', a: [] });
const str = (s) => ({ k: 's', s });
const num = (t) => ({ k: 'n', t });
const lit = (t) => ({ k: 'l', t });

function setKey(o, key, v) {
  if (!o.m.has(key)) o.keys.push(key);
  o.m.set(key, v);
}

function pickKey(g, o) {
  if (o.m.size === 0) return undefined;
  for (let tries = 0; tries < 12; tries++) {
    const key = o.keys[g.int(o.keys.length)];
    if (o.m.has(key)) return key;
  }
  o.keys = [...o.m.keys()];
  return o.keys[g.int(o.keys.length)];
}

function clone(v) {
  if (v.k === 'o') {
    const c = obj();
    for (const [key, x] of v.m) setKey(c, key, clone(x));
    return c;
  }
  if (v.k === 'a') return { k: 'a', a: v.a.map(clone) };
  return v;
}

// Node count, stopping once above cap.
function sizeCapped(v, cap) {
  let count = 0;
  const stack = [v];
  while (stack.length > 0) {
    const x = stack.pop();
    if (++count > cap) return count;
    if (x.k === 'o') for (const y of x.m.values()) stack.push(y);
    else if (x.k === 'a') for (const y of x.a) stack.push(y);
  }
  return count;
}

function height(v) {
  let best = 0;
  const stack = [[v, 0]];
  while (stack.length > 0) {
    const [x, d] = stack.pop();
    if (d > best) best = d;
    if (x.k === 'o') for (const y of x.m.values()) stack.push([y, d + 1]);
    else if (x.k === 'a') for (const y of x.a) stack.push([y, d + 1]);
  }
  return best;
}

function equal(a, b) {
  if (a.k !== b.k) return false;
  if (a.k === 's') return a.s === b.s;
  if (a.k === 'n' || a.k === 'l') return a.t === b.t;
  if (a.k === 'a') return a.a.length === b.a.length && a.a.every((x, i) => equal(x, b.a[i]));
  if (a.m.size !== b.m.size) return false;
  for (const [key, x] of a.m) if (!b.m.has(key) || !equal(x, b.m.get(key))) return false;
  return true;
}

// ---- emitting JSON text (with optional variations that do not change the value) ----

function hex4(g, u, fancy) {
  const h = u.toString(16).padStart(4, '0');
  return '\\u' + (fancy && g.chance(0.5) ? h.toUpperCase() : h);
}

function emitStr(g, s, fancy) {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const u = s.charCodeAt(i);
    if (u === 0x22) out += '\\"';
    else if (u === 0x5c) out += '\\\\';
    else if (u === 0x2f && fancy && g.chance(0.3)) out += '\\/';
    else if (u === 0x0a) out += fancy && g.chance(0.2) ? hex4(g, u, fancy) : '\\n';
    else if (u === 0x09) out += '\\t';
    else if (u === 0x0d) out += '\\r';
    else if (u === 0x08) out += '\\b';
    else if (u === 0x0c) out += '\\f';
    else if (u < 0x20 || u >= 0x7f) out += hex4(g, u, fancy);
    else if (fancy && g.chance(0.03)) out += hex4(g, u, fancy);
    else out += s[i];
  }
  return out + '"';
}

function shuffle(g, list) {
  for (let i = list.length - 1; i > 0; i--) {
    const j = g.int(i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

// Emits v. fancy: shuffled keys, alternative escapes, a decoy duplicate key now and then, random spaces.
// pretty: newlines and indentation down to depth prettyDepth (document only).
function emit(g, v, fancy, pretty = -1, depth = 0) {
  const sp = () => (fancy && g.chance(0.3) ? g.pick([' ', '  ', '\t', ' \t ']) : '');
  const nl = (d) => (depth < pretty ? '\n' + '  '.repeat(d) : sp());
  if (v.k === 's') return emitStr(g, v.s, fancy);
  if (v.k === 'n' || v.k === 'l') return v.t;
  if (v.k === 'a') {
    if (v.a.length === 0) return '[' + sp() + ']';
    return '[' + nl(depth + 1) + v.a.map((x) => emit(g, x, fancy, pretty, depth + 1)).join(',' + nl(depth + 1)) + nl(depth) + ']';
  }
  if (v.m.size === 0) return '{' + sp() + '}';
  const entries = [...v.m.entries()];
  if (fancy) shuffle(g, entries);
  const parts = [];
  for (const [key, x] of entries) {
    if (fancy && g.chance(0.04)) parts.push(emitStr(g, key, fancy) + ':' + sp() + g.pick(['0', 'null', '"decoy"', '[]']));
    parts.push(emitStr(g, key, fancy) + sp() + ':' + sp() + emit(g, x, fancy, pretty, depth + 1));
  }
  return '{' + nl(depth + 1) + parts.join(',' + nl(depth + 1)) + nl(depth) + '}';
}

// ---- random values ----

function randString(g) {
  const r = g.r();
  if (r < 0.55) return g.pick(WORDS) + (g.chance(0.5) ? ' ' + g.pick(NAMES) : '');
  if (r < 0.7) return g.pick(NAMES) + '#' + g.int(1000);
  if (r < 0.75) return '';
  let s = '';
  const len = 1 + g.int(8);
  for (let i = 0; i < len; i++) {
    if (g.chance(0.35)) {
      const u = g.pick(SPECIAL_UNITS);
      s += String.fromCharCode(u);
      if (u === 0xd800 && g.chance(0.5)) s += String.fromCharCode(0xdc00 + g.int(1024));
    } else s += String.fromCharCode(0x20 + g.int(95));
  }
  return s;
}

function randKey(g) {
  const r = g.r();
  if (r < 0.15) return g.pick(ODD_KEYS);
  if (r < 0.55) return g.pick(WORDS) + (g.chance(0.6) ? '-' + g.int(50) : '');
  if (r < 0.8) return g.pick(NAMES);
  return randString(g);
}

function randNumber(g) {
  const r = g.r();
  if (r < 0.4) return g.pick(NUMBERS);
  if (r < 0.7) return String(g.int(100000) - (g.chance(0.2) ? 50000 : 0));
  if (r < 0.85) return (g.chance(0.3) ? '-' : '') + g.int(1000) + '.' + String(g.int(1000)).padStart(g.int(4) + 1, '0');
  return (1 + g.int(9)) + (g.chance(0.5) ? '.' + g.int(100) : '') + g.pick(['e', 'E']) + g.pick(['', '+', '-']) + g.int(30);
}

function randScalar(g) {
  const r = g.r();
  if (r < 0.4) return str(randString(g));
  if (r < 0.8) return num(randNumber(g));
  return lit(g.pick(['true', 'false', 'null']));
}

function randValue(g, depth) {
  const r = g.r();
  if (depth <= 0 || r < 0.55) return randScalar(g);
  if (r < 0.8) {
    const o = obj();
    const n = g.int(5);
    for (let i = 0; i < n; i++) setKey(o, randKey(g), randValue(g, depth - 1));
    return o;
  }
  const a = arr();
  const n = g.int(5);
  for (let i = 0; i < n; i++) a.a.push(randValue(g, depth - 1));
  return a;
}

// ---- the documents ----

function smallDoc(g, items) {
  const root = obj();
  for (let i = 0; i < items; i++) setKey(root, randKey(g), randValue(g, 4));
  const list = arr();
  for (let i = 0; i < Math.max(3, items >> 2); i++) list.a.push(randValue(g, 2));
  setKey(root, 'list', list);
  return root;
}

function saveDoc(g, c) {
  const root = obj();
  setKey(root, 'format', num('7'));
  const player = obj();
  setKey(player, 'name', str('Mira \u00c5sen'));
  setKey(player, 'level', num('41'));
  setKey(player, 'gold', num('1.25E+5'));
  const pos = obj();
  setKey(pos, 'x', num('-12.5'));
  setKey(pos, 'y', num('3.25e2'));
  setKey(pos, 'z', num('0'));
  setKey(player, 'pos', pos);
  setKey(root, 'player', player);
  const inventory = obj();
  for (let i = 0; i < c.items; i++) {
    const item = obj();
    setKey(item, 'kind', str(g.pick(WORDS)));
    setKey(item, 'qty', num(String(1 + g.int(99))));
    const tags = arr();
    for (let t = g.int(3); t > 0; t--) tags.a.push(str(g.pick(['rare', 'bound', 'quest', 'cursed', 'new', '\u2605'])));
    setKey(item, 'tags', tags);
    const stats = obj();
    setKey(stats, 'atk', num(String(g.int(200))));
    setKey(stats, 'dur', num('0.' + String(g.int(100)).padStart(2, '0')));
    setKey(item, 'stats', stats);
    if (g.chance(0.15)) setKey(item, 'note', str(randString(g)));
    setKey(inventory, 'itm-' + String(100000 + g.int(900000)), item);
  }
  setKey(root, 'inventory', inventory);
  const friends = obj();
  for (let i = 0; i < c.friends; i++) {
    const f = obj();
    setKey(f, 'since', str('20' + (10 + g.int(15)) + '-0' + (1 + g.int(9))));
    setKey(f, 'level', num(String(1 + g.int(60))));
    const gifts = arr();
    for (let t = g.int(4); t > 0; t--) gifts.a.push(str(g.pick(WORDS)));
    setKey(f, 'gifts', gifts);
    setKey(friends, g.pick(NAMES) + (g.chance(0.1) ? '\u00e9' : '') + (g.chance(0.05) ? '/' : '') + g.int(100000), f);
  }
  setKey(root, 'friends', friends);
  const quests = arr();
  for (let i = 0; i < c.quests; i++) {
    const q = obj();
    setKey(q, 'id', str('q-' + i));
    setKey(q, 'state', str(g.pick(['open', 'done', 'failed'])));
    const steps = arr();
    for (let t = 1 + g.int(5); t > 0; t--) steps.a.push(lit(g.chance(0.5) ? 'true' : 'false'));
    setKey(q, 'steps', steps);
    quests.a.push(q);
  }
  setKey(root, 'quests', quests);
  const log = arr();
  for (let i = 0; i < c.log; i++) log.a.push(str(g.pick(['found ', 'lost ', 'sold ', 'crafted ']) + g.pick(WORDS) + (g.chance(0.1) ? '\t\u00d7' + g.int(10) : '')));
  setKey(root, 'log', log);
  const world = obj();
  for (let z = 0; z < c.zones; z++) {
    const zone = obj();
    const chests = obj();
    for (let i = 0; i < 20; i++) setKey(chests, 'c' + i, lit(g.chance(0.5) ? 'true' : 'false'));
    setKey(zone, 'chests', chests);
    const npcs = arr();
    for (let i = 0; i < 10; i++) npcs.a.push(randValue(g, 2));
    setKey(zone, 'npcs', npcs);
    setKey(world, 'zone-' + String(z).padStart(2, '0'), zone);
  }
  setKey(root, 'world', world);
  return root;
}

// ---- pointers ----

const escTok = (t) => t.replace(/~/g, '~0').replace(/\//g, '~1');
const toPointer = (toks) => toks.map((t) => '/' + escTok(t)).join('');

function parsePointer(s) {
  if (s === '') return [];
  if (s[0] !== '/') return null;
  const parts = s.slice(1).split('/');
  for (let i = 0; i < parts.length; i++) {
    if (/~(?![01])/.test(parts[i])) return null;
    parts[i] = parts[i].replace(/~1/g, '/').replace(/~0/g, '~');
  }
  return parts;
}

function indexOf(t) {
  if (!/^(0|[1-9][0-9]*)$/.test(t)) return -1;
  return t.length > 9 ? 2e9 : Number(t);
}

// ---- the simulator (the same rules as the statement) ----

class Sim {
  constructor(root) {
    this.root = root;
  }

  get(toks, upto = toks.length) {
    let v = this.root;
    for (let i = 0; i < upto; i++) {
      const t = toks[i];
      if (v.k === 'o') {
        v = v.m.get(t);
        if (v === undefined) return undefined;
      } else if (v.k === 'a') {
        const k = indexOf(t);
        if (k < 0 || k >= v.a.length) return undefined;
        v = v.a[k];
      } else return undefined;
    }
    return v;
  }

  add(toks, val, undo) {
    if (toks.length === 0) {
      undo.push(['root', this.root]);
      this.root = val;
      return true;
    }
    const par = this.get(toks, toks.length - 1);
    const t = toks[toks.length - 1];
    if (par === undefined) return false;
    if (par.k === 'o') {
      undo.push(par.m.has(t) ? ['set', par, t, par.m.get(t)] : ['del', par, t]);
      setKey(par, t, val);
      return true;
    }
    if (par.k === 'a') {
      const k = t === '-' ? par.a.length : indexOf(t);
      if (k < 0 || k > par.a.length) return false;
      par.a.splice(k, 0, val);
      undo.push(['del', par, k]);
      return true;
    }
    return false;
  }

  remove(toks, undo) {
    if (toks.length === 0) return undefined;
    const par = this.get(toks, toks.length - 1);
    const t = toks[toks.length - 1];
    if (par === undefined) return undefined;
    if (par.k === 'o') {
      const old = par.m.get(t);
      if (old === undefined) return undefined;
      par.m.delete(t);
      undo.push(['set', par, t, old]);
      return old;
    }
    if (par.k === 'a') {
      const k = indexOf(t);
      if (k < 0 || k >= par.a.length) return undefined;
      const old = par.a.splice(k, 1)[0];
      undo.push(['ins', par, k, old]);
      return old;
    }
    return undefined;
  }

  apply(op, undo) {
    const path = parsePointer(op.path);
    if (path === null) return false;
    if (op.op === 'add') return this.add(path, op.value, undo);
    if (op.op === 'remove') return this.remove(path, undo) !== undefined;
    if (op.op === 'replace') {
      if (this.get(path) === undefined) return false;
      if (path.length > 0) this.remove(path, undo);
      return this.add(path, op.value, undo);
    }
    if (op.op === 'test') {
      const v = this.get(path);
      return v !== undefined && equal(v, op.value);
    }
    const src = parsePointer(op.from);
    if (src === null) return false;
    const v = this.get(src);
    if (v === undefined) return false;
    if (op.op === 'copy') return this.add(path, clone(v), undo);
    if (src.length === path.length && src.every((t, i) => t === path[i])) return true;
    if (src.length < path.length && src.every((t, i) => t === path[i])) return false;
    this.remove(src, undo);
    return this.add(path, v, undo);
  }

  rollback(undo) {
    for (let i = undo.length - 1; i >= 0; i--) {
      const [c, par, key, old] = undo[i];
      if (c === 'root') this.root = par;
      else if (c === 'set') {
        if (par.k === 'o') setKey(par, key, old);
        else par.a[key] = old;
      } else if (c === 'del') {
        if (par.k === 'o') par.m.delete(key);
        else par.a.splice(key, 1);
      } else par.a.splice(key, 0, old);
    }
  }
}

// ---- choosing operations ----

const MAX_DEPTH = 40;
// How likely a random path is to stop at depth 1, relative to deeper levels (save files: never, so their
// top-level sections stay in place).
let shallowStop = 1;

// A random existing path (tokens); stops earlier with probability stop at each level.
function randomPath(g, sim, stop = 0.25) {
  const toks = [];
  let v = sim.root;
  for (;;) {
    if (toks.length > 0 && g.chance(toks.length === 1 ? stop * shallowStop : stop)) return toks;
    if (v.k === 'o' && v.m.size > 0) {
      const key = pickKey(g, v);
      toks.push(key);
      v = v.m.get(key);
    } else if (v.k === 'a' && v.a.length > 0) {
      const k = g.int(v.a.length);
      toks.push(String(k));
      v = v.a[k];
    } else return toks;
  }
}

// A random existing container path (tokens, the container).
function randomContainer(g, sim) {
  const toks = randomPath(g, sim, 0.35);
  for (;;) {
    const v = sim.get(toks);
    if (v !== undefined && (v.k === 'o' || v.k === 'a')) return [toks, v];
    if (toks.length === 0) return null;
    toks.pop();
  }
}

// A destination inside a container: a new or existing key, or an index / "-".
function destination(g, toks, c) {
  const fresh = toks.length === 0 ? 1 - 0.3 * shallowStop : 0.7;
  if (c.k === 'o') return [...toks, g.chance(fresh) || c.m.size === 0 ? randKey(g) : pickKey(g, c)];
  const r = g.r();
  if (r < 0.4) return [...toks, '-'];
  return [...toks, String(g.int(c.a.length + 1))];
}

function mutate(g, v) {
  const c = clone(v);
  if (c.k === 'n') {
    const alt = { 1: '1.0', '1.0': '1', 0: '-0', '-0': '0', 42: '4.2e1' }[c.t];
    return num(alt ?? (c.t.includes('e') || c.t.includes('E') ? c.t.replace(/[eE]/, (m) => (m === 'e' ? 'E' : 'e')) : c.t + '0'));
  }
  if (c.k === 's') return g.chance(0.5) ? str(c.s + '.') : num('0');
  if (c.k === 'l') return g.chance(0.5) ? lit(c.t === 'true' ? 'false' : c.t === 'false' ? 'null' : 'true') : str(c.t);
  if (c.k === 'a') {
    if (c.a.length > 0 && g.chance(0.5)) {
      const k = g.int(c.a.length);
      if (g.chance(0.5)) c.a.splice(k, 1);
      else c.a[k] = mutate(g, c.a[k]);
    } else c.a.push(lit('null'));
    return c;
  }
  if (c.m.size > 0 && g.chance(0.6)) {
    const key = pickKey(g, c);
    if (g.chance(0.5)) c.m.delete(key);
    else c.m.set(key, mutate(g, c.m.get(key)));
  } else setKey(c, randKey(g) + '!', lit('null'));
  return c;
}

// A JSON text for an operation object: members in random order, now and then an extra ignored member.
function opText(g, op) {
  const sp = () => (g.chance(0.2) ? ' ' : '');
  const members = [['op', emitStr(g, op.op, true)], ['path', emitStr(g, op.path, true)]];
  if (op.from !== undefined) members.push(['from', emitStr(g, op.from, true)]);
  if (op.value !== undefined) members.push(['value', emit(g, op.value, true)]);
  if (g.chance(0.05)) {
    // an extra member, ignored by every operation that does not use it
    const name = g.pick(['comment', 'ts', 'client', 'from', 'value']);
    if (!members.some(([other]) => other === name)) members.push([name, emit(g, randValue(g, 2), true)]);
  }
  shuffle(g, members);
  return '{' + sp() + members.map(([name, text]) => emitStr(g, name, true) + sp() + ':' + sp() + text).join(',' + sp()) + sp() + '}';
}

function failingOp(g, sim, cfg) {
  const r = g.r();
  const found = randomContainer(g, sim);
  if (found === null) return { op: 'remove', path: '' };
  const [ctoks, c] = found;
  if (r < 0.2) {
    // a key or an index that is not there
    let t;
    if (c.k === 'o') {
      t = randKey(g) + '?';
    } else t = g.pick([String(c.a.length), String(c.a.length + 3), '-', '01', '00', '+1', '1.0', '99999999999999999999', '4294967296', '']);
    return { op: g.pick(['remove', 'replace', 'test']), path: toPointer([...ctoks, t]), value: randValue(g, 1) };
  }
  if (r < 0.3 && c.k === 'a') {
    return { op: 'add', path: toPointer([...ctoks, g.pick([String(c.a.length + 1), '01', '-1', '99999999999999999999'])]), value: randScalar(g) };
  }
  if (r < 0.4) {
    // through a scalar, or through a missing member
    const toks = randomPath(g, sim, 0.1);
    const small = sizeCapped(sim.get(toks), cfg.maxValueNodes) <= cfg.maxValueNodes;
    return { op: g.pick(['add', 'replace', 'remove', small ? 'copy' : 'add', 'move']), path: toPointer([...toks, 'x', ...(g.chance(0.5) ? ['y'] : [])]), from: toPointer(toks), value: randScalar(g) };
  }
  if (r < 0.55) {
    // a test that does not hold
    const toks = randomPath(g, sim, 0.45);
    const v = sim.get(toks);
    if (sizeCapped(v, cfg.maxValueNodes) <= cfg.maxValueNodes) return { op: 'test', path: toPointer(toks), value: mutate(g, v) };
    return { op: 'test', path: toPointer([...toks, '~missing']), value: lit('null') };
  }
  if (r < 0.65) {
    // move into its own child
    const toks = randomPath(g, sim, 0.4);
    return { op: 'move', from: toPointer(toks), path: toPointer([...toks, ...(g.chance(0.5) ? ['inner'] : ['a', 'b'])]) };
  }
  if (r < 0.75) {
    const bad = g.pick(['abc', 'player', '/a~2b', '/x~', '~1', '#/player', '/player/~']);
    return g.chance(0.5) ? { op: g.pick(['add', 'replace', 'test', 'remove']), path: bad, value: lit('true') } : { op: g.pick(['move', 'copy']), from: bad, path: '/bad' };
  }
  if (r < 0.8) return { op: 'remove', path: '' };
  if (r < 0.9) return { op: g.pick(['move', 'copy']), from: toPointer([...ctoks, 'no-such-' + g.int(100)]), path: toPointer([...ctoks, 'dest']) };
  // a move whose add fails once the value is gone: the last element of an array to one past the new end
  if (c.k === 'a' && c.a.length > 0) {
    return { op: 'move', from: toPointer([...ctoks, String(c.a.length - 1)]), path: toPointer([...ctoks, String(c.a.length)]) };
  }
  return { op: 'add', path: toPointer([...ctoks, 'p', 'q']), value: randScalar(g) };
}

function goodOp(g, sim, cfg) {
  const r = g.r();
  if (cfg.rootOps && r < 0.01) {
    return { op: g.pick(['add', 'replace']), path: '', value: g.chance(0.2) ? randValue(g, 3) : smallDoc(g, 4) };
  }
  if (r < 0.27) {
    const toks = randomPath(g, sim, 0.3);
    if (toks.length === 0 || toks.length + 3 > MAX_DEPTH) return null;
    return { op: 'replace', path: toPointer(toks), value: randValue(g, 3) };
  }
  if (r < 0.47) {
    const found = randomContainer(g, sim);
    if (found === null) return null;
    const [ctoks, c] = found;
    if (ctoks.length + 4 > MAX_DEPTH) return null;
    return { op: 'add', path: toPointer(destination(g, ctoks, c)), value: randValue(g, 3) };
  }
  if (r < 0.6) {
    const toks = randomPath(g, sim, 0.3);
    if (toks.length === 0) return null;
    return { op: 'remove', path: toPointer(toks) };
  }
  if (r < 0.72 || r >= 0.95) {
    const from = randomPath(g, sim, 0.3);
    const found = randomContainer(g, sim);
    if (found === null) return null;
    const [ctoks, c] = found;
    if (from.length <= ctoks.length && from.every((t, i) => t === ctoks[i])) return null;
    const v = sim.get(from);
    if (ctoks.length + 1 + height(v) > MAX_DEPTH) return null;
    if (r >= 0.95 && c.k === 'a' && from.length === ctoks.length + 1 && from.slice(0, -1).every((t, i) => t === ctoks[i])) {
      // within one array
      return { op: 'move', from: toPointer(from), path: toPointer([...ctoks, String(g.int(c.a.length))]) };
    }
    return { op: 'move', from: toPointer(from), path: toPointer(g.chance(0.05) ? from : destination(g, ctoks, c)) };
  }
  if (r < 0.8) {
    const from = randomPath(g, sim, 0.5);
    const v = sim.get(from);
    if (sizeCapped(v, cfg.maxValueNodes) > cfg.maxValueNodes) return null;
    const found = randomContainer(g, sim);
    if (found === null) return null;
    const [ctoks, c] = found;
    if (ctoks.length + 1 + height(v) > MAX_DEPTH) return null;
    return { op: 'copy', from: toPointer(from), path: toPointer(destination(g, ctoks, c)) };
  }
  const toks = randomPath(g, sim, 0.45);
  const v = sim.get(toks);
  if (sizeCapped(v, cfg.maxValueNodes) > cfg.maxValueNodes) return null;
  return { op: 'test', path: toPointer(toks), value: clone(v) };
}

export default function generate(testId) {
  const cfg = CONFIGS[testId];
  if (!cfg) throw new Error(`no generator for ${testId}`);
  const g = makeRng(cfg.seed);
  shallowStop = cfg.shallowStop;
  const root = cfg.save ? saveDoc(g, cfg.save) : smallDoc(g, cfg.docItems);
  const docText = emit(g, root, true, cfg.pretty ? 2 : -1);
  const sim = new Sim(clone(root));
  const patchLines = [];
  let bytes = docText.length;
  const limit = cfg.targetBytes ?? Infinity;
  const reserve = 40 * cfg.queries + 100;
  for (let p = 0; cfg.patches === undefined ? true : p < cfg.patches; p++) {
    const nOps = cfg.maxOps === 1 ? 1 : g.int(cfg.maxOps + 1);
    const failAt = g.chance(cfg.fail) ? g.int(Math.max(nOps, 1)) : -1;
    const texts = [];
    const undo = [];
    let alive = true;
    for (let k = 0; k < Math.max(nOps, failAt + 1); k++) {
      let op = null;
      if (k === failAt) op = failingOp(g, sim, cfg);
      for (let tries = 0; op === null && tries < 20; tries++) op = goodOp(g, sim, cfg);
      if (op === null) continue;
      texts.push(opText(g, op));
      if (alive && !sim.apply(op, undo)) {
        sim.rollback(undo);
        alive = false;
      }
    }
    const line = '[' + texts.join(g.chance(0.5) ? ', ' : ',') + ']';
    if (bytes + line.length + 1 + reserve > limit) {
      if (alive) sim.rollback(undo);
      break;
    }
    bytes += line.length + 1;
    patchLines.push(line);
  }
  // Queries: the whole document (small tests), paths that exist, and paths that do not.
  const queries = [];
  if (!cfg.save) queries.push('""');
  while (queries.length < cfg.queries) {
    const r = g.r();
    if (r < 0.15) {
      queries.push(emitStr(g, g.pick(['/missing', '/list/-', '/list/01', 'list', '/~2', '/format/0', '/player/pos/x/y', '/']), true));
      continue;
    }
    const toks = randomPath(g, sim, cfg.save ? 0.2 : 0.4);
    const v = sim.get(toks);
    if (cfg.save && sizeCapped(v, 30) > 30) continue;
    queries.push(emitStr(g, toPointer(toks), true));
  }
  const docLines = docText.split('\n');
  return `${docLines.length} ${patchLines.length} ${queries.length}\n${docLines.join('\n')}\n${patchLines.join('\n')}\n${queries.join('\n')}\n`;
}

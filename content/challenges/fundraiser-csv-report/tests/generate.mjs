// Deterministic CSV exports for the generated tests (mulberry32, fixed seeds).
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

function rng(seed) {
  const next = mulberry32(seed);
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  return { next, int, pick: (list) => list[int(0, list.length - 1)], chance: (p) => next() < p };
}

const FIRST = ['Ann', 'Bo', 'Chidi', 'Dana', 'Emeka', 'Farah', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kim', 'Lena', 'Max', 'Nia', 'Omar', 'Pia', 'Quinn', 'Rui', 'Sol', 'Tao', 'Uma', 'Vik', 'Wen', 'Xia', 'Yusuf', 'Zoe'];
const LAST = ['Lee', 'Okafor', "O'Brien", 'Smith-Jones', 'de la Cruz', 'Nguyen', 'Kowalski', 'Haddad', 'Berg', 'Ito', 'Moreau', 'Silva'];
const ADJ = ['River', 'Spring', 'Winter', 'Midnight', 'Green', 'Open', 'Little', 'Grand', 'Quiet', 'Bright', 'Harbour', 'Hill'];
const NOUN = ['Cleanup', 'Swim', 'Gala', 'Bake Sale', 'Book Drive', 'Fun Run', 'Quiz', 'Auction', 'Choir', 'Garden', 'Library', 'Shelter'];
const WORDS = ['thanks', 'for', 'all', 'the', 'work', 'see', 'you', 'at', 'gala', 'keep', 'going', 'in', 'memory', 'of', 'gift', 'aid', 'yes', 'no', 'paid', 'by', 'card', 'cash'];
const EXTRA = ['date', 'note', 'email', 'method', 'ref', 'Notes, internal', 'gift "aid"', 'id', 'comment'];

function quote(s) {
  return `"${s.replace(/"/g, '""')}"`;
}

// A field as it appears in the file: quoted when it must be, sometimes when it need not.
function field(r, s, pQuote) {
  if (/[,"\r\n]/.test(s) || r.chance(pQuote)) return quote(s);
  return s;
}

function campaignName(r, i) {
  const base = `${ADJ[i % ADJ.length]} ${NOUN[(i + Math.floor(i / ADJ.length)) % NOUN.length]}`;
  const round = Math.floor(i / (ADJ.length * NOUN.length));
  const kind = r.int(0, 5);
  let name = round > 0 ? `${base} ${round + 1}` : base;
  if (kind === 0) name = `${name}, ${2020 + r.int(0, 5)}`;
  if (kind === 1) name = `The "${name}"`;
  return name;
}

function donorName(r, i) {
  const name = `${FIRST[i % FIRST.length]} ${LAST[(i + Math.floor(i / FIRST.length)) % LAST.length]}`;
  const round = Math.floor(i / (FIRST.length * LAST.length));
  const full = round > 0 ? `${name} ${round + 1}` : name;
  return r.chance(0.2) ? `${full.split(' ').slice(1).join(' ')}, ${full.split(' ')[0]}` : full;
}

function amountText(r, cents, separators) {
  const negative = cents < 0 || (cents === 0 && r.chance(0.3));
  const abs = Math.abs(cents);
  let whole = String(Math.floor(abs / 100));
  const frac = abs % 100;
  if (separators && r.chance(0.5)) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  let tail;
  if (frac === 0) tail = r.pick(['', '.0', '.00']);
  else if (frac % 10 === 0) tail = r.pick([`.${frac / 10}`, `.${frac}`]);
  else tail = `.${String(frac).padStart(2, '0')}`;
  return `${negative ? '-' : ''}${whole}${tail}`;
}

function noteText(r, lines, breaks) {
  const parts = [];
  for (let i = 0; i < lines; i++) {
    const words = [];
    const count = r.int(0, 3);
    for (let j = 0; j < count; j++) words.push(r.pick(WORDS));
    let line = words.join(r.pick([' ', ', ', ' "', '" ']));
    if (r.chance(0.1)) line += ',';
    parts.push(line);
    if (i + 1 < lines) parts.push(r.pick(breaks));
  }
  return parts.join('');
}

function cents(r, cfg) {
  if (cfg.big && r.chance(cfg.big)) {
    const v = 9_000_000_000_000 + r.int(0, 999_999_999_999);
    return r.chance(0.2) ? -v : v;
  }
  const tricky = [10, 20, 29, 57, 115, 435, 870, 1005, 1015, 4999, 19999];
  let v = r.chance(0.3) ? r.pick(tricky) : r.int(1, 5000) * (r.chance(0.5) ? 100 : 1);
  if (r.chance(0.02)) v = 0;
  if (r.chance(0.06)) v = -v;
  return v;
}

function buildExport(seed, cfg) {
  const r = rng(seed);
  const extras = [];
  const pool = EXTRA.slice();
  for (let i = 0; i < cfg.extras; i++) extras.push(pool.splice(r.int(0, pool.length - 1), 1)[0]);
  const columns = ['campaign', 'donor', 'amount', ...extras];
  for (let i = columns.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [columns[i], columns[j]] = [columns[j], columns[i]];
  }
  const campaigns = [];
  for (let i = 0; i < cfg.campaigns; i++) campaigns.push(campaignName(r, i));
  const donors = [];
  for (let i = 0; i < cfg.donors; i++) donors.push(donorName(r, i));
  const ending = () => (cfg.endings === 'lf' ? '\n' : cfg.endings === 'crlf' ? '\r\n' : r.pick(['\n', '\r\n']));
  const out = [];
  let size = 0;
  const push = (s) => {
    out.push(s);
    size += s.length;
  };
  for (let i = 0; i < (cfg.leadingBlank || 0); i++) push(ending());
  push(columns.map((c) => field(r, c, cfg.pQuote)).join(','));
  let row = 0;
  const giants = new Map((cfg.giants || []).map((g) => [g.row, g]));
  while (cfg.rows ? row < cfg.rows : size < cfg.budget) {
    push(ending());
    if (r.chance(cfg.pBlank)) {
      push(ending());
    }
    const values = columns.map((c) => {
      if (c === 'campaign') return campaigns[Math.floor(Math.pow(r.next(), 1.5) * campaigns.length)];
      if (c === 'donor') return r.chance(0.05) ? '' : donors[r.int(0, donors.length - 1)];
      if (c === 'amount') return amountText(r, cents(r, cfg), cfg.separators);
      if (c === 'date') return `2024-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
      if (c === 'id' || c === 'ref') return String(100000 + row);
      if (c === 'email') return r.chance(0.3) ? '' : `donor${r.int(1, 999)}@example.org`;
      if (c === 'method') return r.pick(['card', 'cash', 'bank transfer', 'cheque, posted']);
      return r.chance(cfg.pNote) ? noteText(r, r.int(1, cfg.noteLines), cfg.noteBreaks) : r.pick(['', 'ok', 'thanks, team']);
    });
    const giant = giants.get(row);
    if (giant) {
      const idx = columns.findIndex((c) => !['campaign', 'donor', 'amount'].includes(c));
      values[idx] = noteText(r, giant.lines, giant.breaks);
    }
    let cells = values.map((v) => field(r, v, cfg.pQuote));
    if (!giant && r.chance(cfg.pBad)) {
      if (r.chance(0.5) && cells.length > 1) cells = cells.slice(0, r.int(1, cells.length - 1));
      else for (let k = r.int(1, 2); k > 0; k--) cells.push(field(r, r.pick(['', 'late entry', 'x,y', '12.00']), cfg.pQuote));
      if (cells.length === 1 && cells[0] === '') cells[0] = r.chance(0.5) ? '""' : '   ';
    }
    push(cells.join(','));
    row++;
  }
  if (cfg.finalNewline) push(ending());
  for (let i = 0; i < (cfg.trailingBlank || 0); i++) push(ending());
  return out.join('');
}

const CONFIGS = {
  'random-small': { seed: 11, rows: 60, campaigns: 8, donors: 12, extras: 2, endings: 'mixed', pQuote: 0.15, pBlank: 0.05, pBad: 0.1, pNote: 0.3, noteLines: 4, noteBreaks: ['\n', '\r\n', '\r'], separators: true, finalNewline: false, leadingBlank: 1 },
  'random-medium': { seed: 22, rows: 4000, campaigns: 150, donors: 700, extras: 3, endings: 'mixed', pQuote: 0.1, pBlank: 0.02, pBad: 0.05, pNote: 0.15, noteLines: 6, noteBreaks: ['\n', '\r\n'], separators: true, finalNewline: true, trailingBlank: 2 },
  'big-totals': { seed: 33, rows: 8000, campaigns: 3, donors: 40, extras: 1, endings: 'crlf', pQuote: 0.1, pBlank: 0, pBad: 0.03, pNote: 0.05, noteLines: 2, noteBreaks: ['\n'], separators: true, big: 0.95, finalNewline: true },
  'large-flat': { seed: 44, budget: 985000, campaigns: 900, donors: 6000, extras: 4, endings: 'mixed', pQuote: 0.1, pBlank: 0.01, pBad: 0.04, pNote: 0.1, noteLines: 3, noteBreaks: ['\n', '\r\n'], separators: true, big: 0.001, finalNewline: false },
  'giant-note': { seed: 55, budget: 985000, campaigns: 400, donors: 3000, extras: 2, endings: 'lf', pQuote: 0.1, pBlank: 0.01, pBad: 0.04, pNote: 0.1, noteLines: 3, noteBreaks: ['\n'], separators: true, finalNewline: true, giants: [{ row: 2500, lines: 52000, breaks: ['\n'] }] },
  'letters-crlf': { seed: 66, budget: 985000, campaigns: 600, donors: 4000, extras: 3, endings: 'crlf', pQuote: 0.1, pBlank: 0.01, pBad: 0.04, pNote: 0.1, noteLines: 3, noteBreaks: ['\r\n'], separators: true, finalNewline: false, giants: [{ row: 300, lines: 20000, breaks: ['\r\n', '\n', '\r'] }, { row: 1500, lines: 20000, breaks: ['\r\n'] }, { row: 2700, lines: 20000, breaks: ['\r\n', '\n'] }] },
};

export default function generate(testId) {
  const cfg = CONFIGS[testId];
  if (!cfg) throw new Error(`no generator for ${testId}`);
  return buildExport(cfg.seed, cfg);
}

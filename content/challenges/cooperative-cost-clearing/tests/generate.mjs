// Deterministic inputs for the performance tests (mulberry32, fixed seeds).
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

// The settlement currency is CHF (2 decimals, 5-rappen step); six other currencies.
const CURRENCIES = [
  ['EUR', 2, '0.942315'],
  ['USD', 2, '0.8714'],
  ['JPY', 0, '0.005871'],
  ['KWD', 3, '2.83914'],
  ['SEK', 2, '0.08155'],
  ['ISK', 0, '0.0064'],
];
const CODES = ['CHF', ...CURRENCIES.map((c) => c[0])];
const DECIMALS = [2, ...CURRENCIES.map((c) => c[1])];

function amountText(rand, code, maxMinor) {
  const d = DECIMALS[CODES.indexOf(code)];
  const minor = 1 + Math.floor(rand() * maxMinor);
  const s = String(minor).padStart(d + 1, '0');
  const text = d === 0 ? s : `${s.slice(0, s.length - d)}.${s.slice(s.length - d)}`;
  return rand() < 0.1 ? `-${text}` : text;
}

function build(rand, n, everyoneCount, listedCount, listedSize) {
  const lines = ['CHF 2 5', String(CURRENCIES.length), ...CURRENCIES.map((c) => c.join(' '))];
  const total = everyoneCount + listedCount;
  lines.push(`${n} ${total}`);
  // Spread the "all members" expenses evenly through the listed ones.
  let everyoneLeft = everyoneCount;
  for (let i = 0; i < total; i++) {
    const payer = 1 + Math.floor(rand() * n);
    const code = CODES[Math.floor(rand() * CODES.length)];
    const everyone = everyoneLeft > 0 && rand() * (total - i) < everyoneLeft;
    if (everyone) {
      everyoneLeft--;
      lines.push(`${payer} ${code} ${amountText(rand, code, 9999999)} *`);
    } else {
      const k = 1 + Math.floor(rand() * listedSize);
      const seen = new Set();
      const parts = [];
      while (parts.length < k) {
        const m = 1 + Math.floor(rand() * n);
        if (seen.has(m)) continue;
        seen.add(m);
        parts.push(`${m} ${1 + Math.floor(rand() * (rand() < 0.5 ? 3 : 1000))}`);
      }
      lines.push(`${payer} ${code} ${amountText(rand, code, 999999)} ${k} ${parts.join(' ')}`);
    }
  }
  const q = 1000;
  const requests = [];
  for (let i = 0; i < q; i++) {
    const r = rand();
    requests.push(r < 0.02 ? n + Math.floor(rand() * 1000) : r < 0.05 ? 1 + i : 1 + Math.floor(rand() * (n - 1)));
  }
  lines.push(String(q), requests.join(' '));
  return lines.join('\n') + '\n';
}

export default function generate(testId) {
  if (testId === 'large-everyone') return build(mulberry32(20250314), 100000, 40000, 3000, 4);
  if (testId === 'large-settlement') return build(mulberry32(77031), 100000, 3, 19000, 5);
  throw new Error(`no generator for ${testId}`);
}

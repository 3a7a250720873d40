// Deterministic inputs for the large tests (mulberry32, fixed seeds).
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

function shuffle(items, rand) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
}

function render(k, horizon, blocks, queries) {
  const lines = [`${k} ${horizon} ${blocks.length}`];
  for (const [p, s, e] of blocks) lines.push(`${p} ${s} ${e}`);
  lines.push(String(queries.length));
  for (const [d, q] of queries) lines.push(`${d} ${q}`);
  return lines.join('\n') + '\n';
}

// 300 maintainers over four weeks in minutes: a night's sleep and a handful of meetings a day each, in their own
// time zone; the last three days are a holiday (few meetings), so most calls only fit late or not at all.
function largeCalendars() {
  const rand = mulberry32(7031);
  const k = 300;
  const day = 1440;
  const horizon = 28 * day;
  const blocks = [];
  const add = (p, s, e) => {
    s = Math.max(0, s);
    e = Math.min(horizon, e);
    if (s < e) blocks.push([p, s, e]);
  };
  for (let p = 1; p <= k; p++) {
    const tz = Math.floor(rand() * 48) * 30; // local midnight, in minutes after the horizon's midnight
    for (let d = -1; d <= 28; d++) {
      const midnight = d * day + tz;
      const bed = midnight - 60 + Math.floor(rand() * 121);
      add(p, bed, bed + 390 + Math.floor(rand() * 151));
      const meetings = d >= 25 ? Math.floor(rand() * 2) : 4 + Math.floor(rand() * 5);
      for (let j = 0; j < meetings; j++) {
        const s = midnight + 8 * 60 + Math.floor(rand() * 721);
        const len = 10 + Math.floor(rand() * 111);
        add(p, s, s + len);
        if (rand() < 0.04) add(p, s, s + len); // the same meeting from a second calendar
      }
    }
  }
  shuffle(blocks, rand);
  const queries = [
    [10, 220], [15, 230], [30, 150], [45, 210], [60, 120],
    [90, 200], [120, 180], [180, 150], [240, 150], [30, 220],
  ];
  return render(k, horizon, blocks, queries);
}

// 10 000 maintainers, a horizon of 10^9 minutes: a few long blocks each, most of them in the first 90% of it.
function farHorizon() {
  const rand = mulberry32(424242);
  const k = 10000;
  const horizon = 1000000000;
  const n = 36000;
  const blocks = [];
  for (let i = 0; i < n; i++) {
    const p = 1 + Math.floor(rand() * k);
    const reach = rand() < 0.97 ? 900000000 : horizon;
    const len = Math.max(1, Math.floor(Math.exp(rand() * Math.log(200000000))));
    const s = Math.floor(rand() * reach);
    blocks.push([p, s, Math.min(horizon, s + len)]);
  }
  const queries = [
    [10000000, 9750], [50000000, 9000], [1000000, 9990], [100000000, 8000], [1000000000, 1],
    [10000000, 9850], [300000000, 5000], [50000000, 9600], [100000000, 9500], [100000000, 9300],
  ];
  return render(k, horizon, blocks, queries);
}

export default function generate(testId) {
  if (testId === 'large-calendars') return largeCalendars();
  if (testId === 'far-horizon') return farHorizon();
  throw new Error(`no generator for ${testId}`);
}

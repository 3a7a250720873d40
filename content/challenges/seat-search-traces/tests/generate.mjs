// Deterministic inputs for the larger tests (mulberry32, fixed seeds): interleaved multi-service logs.
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

function daysFromCivil(y, m, d) {
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

const pad = (v, n) => String(v).padStart(n, '0');

// The local time of a UTC instant (ms since 1970) at an offset in minutes, or 'Z'.
function stamp(utcMs, offset) {
  const off = offset === 'Z' ? 0 : offset;
  const local = utcMs + off * 60000;
  const days = Math.floor(local / 86400000);
  let rem = local - days * 86400000;
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp + (mp < 10 ? 3 : -9);
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  const hh = Math.floor(rem / 3600000);
  rem -= hh * 3600000;
  const mi = Math.floor(rem / 60000);
  rem -= mi * 60000;
  const ss = Math.floor(rem / 1000);
  const ms = rem - ss * 1000;
  let zone = 'Z';
  if (offset !== 'Z') {
    const a = Math.abs(offset);
    zone = `${offset < 0 ? '-' : '+'}${pad(Math.floor(a / 60), 2)}:${pad(a % 60, 2)}`;
  }
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}T${pad(hh, 2)}:${pad(mi, 2)}:${pad(ss, 2)}.${pad(ms, 3)}${zone}`;
}

// Each service runs in a few regions; every line carries the offset of the region that wrote it.
const REGIONS = {
  gw: [120, 60, 'Z'],
  auth: [600, -210],
  search: ['Z', -300, 0],
  seats: [330, 'Z', 540, 'Z', 345],
  'seat-cache': [330, 540],
  pricing: [-240, -420],
};

function makeLog(seed, opt) {
  const rand = mulberry32(seed);
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const pick = (arr) => arr[Math.floor(rand() * arr.length)];
  const hex = '0123456789abcdef';
  const usedTraces = new Set();
  const traceId = () => {
    for (;;) {
      let s = '';
      const len = int(opt.idLen[0], opt.idLen[1]);
      for (let i = 0; i < len; i++) s += hex[int(0, 15)];
      if (!usedTraces.has(s)) {
        usedTraces.add(s);
        return s;
      }
    }
  };
  const latency = () => {
    let v = int(opt.dur[0], opt.dur[1]);
    if (rand() < opt.spike) v *= int(3, 20);
    return v;
  };
  const level = () => {
    const r = rand();
    return r < opt.pErr ? 'ERROR' : r < opt.pErr + opt.pWarn ? 'WARN' : 'INFO';
  };
  const entries = []; // [sortKey, text]

  for (let t = 0; t < opt.traces; t++) {
    const trace = traceId();
    const rootStart = opt.t0 + int(0, opt.range);
    const spans = [];
    let nextId = 1;
    const randomIds = rand() < opt.pRandomIds;
    const idOf = () => (randomIds ? int(1, 999999) : nextId++);
    const add = (svc, parent, start, dur) => {
      const sp = { svc, parentRef: parent, start, dur, end: start + dur, level: level(), trace, id: idOf(), offset: pick(REGIONS[svc]) };
      spans.push(sp);
      return sp;
    };
    const root = add('gw', null, rootStart, 0);
    let cursor = rootStart + int(1, 10);
    if (rand() < opt.pAuth) {
      const a = add('auth', root, cursor, latency());
      cursor = a.end + int(0, 5);
    }
    if (rand() < opt.pSearch) {
      const s = add('search', root, cursor, 0);
      const fan = int(opt.fan[0], opt.fan[1]);
      let last = s.start;
      for (let i = 0; i < fan; i++) {
        const c = add('seats', s, s.start + int(1, 20), latency());
        if (rand() < opt.pCache) {
          const k = add('seat-cache', c, c.start + int(0, 3), int(1, Math.max(1, c.dur - 1)));
          last = Math.max(last, k.end);
        }
        last = Math.max(last, c.end);
      }
      if (rand() < opt.pPricing) {
        const p = add('pricing', s, last + int(0, 5), latency());
        last = p.end;
      }
      s.dur = last - s.start + int(0, 10);
      if (rand() < 0.03) s.dur = Math.max(0, s.dur - int(1, 30)); // clock skew
      s.end = s.start + s.dur;
      cursor = s.end;
    }
    root.dur = cursor - root.start + int(0, 15);
    if (rand() < 0.03) root.dur = Math.max(0, root.dur - int(1, 30));
    root.end = root.start + root.dur;
    if (randomIds) {
      // Random ids may collide: re-draw until they are distinct (parents are resolved when the line is written).
      const seen = new Set();
      for (const sp of spans) {
        while (seen.has(sp.id)) sp.id = int(1, 999999);
        seen.add(sp.id);
      }
    }
    if (rand() < opt.pBroken) {
      const kind = int(0, 4);
      const victim = spans.length > 1 ? spans[int(1, spans.length - 1)] : spans[0];
      if (kind === 0 && spans.length > 1) spans.splice(spans.indexOf(victim), 1); // a lost line
      else if (kind === 1) spans.push({ ...victim, dur: victim.dur + 1, end: victim.end + 1 }); // a conflicting copy
      else if (kind === 2) spans.push({ ...root, id: Math.min(999999, Math.max(...spans.map((sp) => sp.id)) + 1) }); // a second root
      else if (kind === 3) victim.selfParent = true; // a span that names itself as its parent
      else spans.shift(); // the root's line is lost
    }
    const spanLine = (sp) => {
      const parent = sp.selfParent ? sp.id : sp.parentRef ? sp.parentRef.id : '-';
      return `${stamp(sp.end, sp.offset)} ${sp.level} ${sp.svc} ${sp.trace} ${sp.id} ${parent} ${sp.dur}ms`;
    };
    for (const sp of spans) {
      const key = sp.end + int(0, opt.jitter);
      entries.push([key, spanLine(sp)]);
      if (rand() < opt.pDup) entries.push([key + int(0, opt.jitter), spanLine(sp)]);
      if (rand() < opt.pNoise) {
        const text = spanLine(sp);
        const r = int(0, 9);
        let bad;
        if (r === 0) bad = text.replace(/ (INFO|WARN|ERROR) /, ' DEBUG ');
        else if (r === 1) bad = text.replace(/ms$/, 'µs');
        else if (r === 2) bad = text.replace(/\.(\d\d)\d/, '.$1');
        else if (r === 3) bad = text.replace(' ', '  ');
        else if (r === 4) bad = `${text} `;
        else if (r === 5) bad = text.slice(0, int(5, text.length - 1));
        else if (r === 6) bad = text.replace(/T(\d\d)/, 'T24');
        else if (r === 7) bad = text.toUpperCase();
        else if (r === 8) bad = `${text.slice(0, 10)} ${text.slice(11)}`;
        else bad = `${stamp(sp.end, 'Z').slice(0, 23)}Z DEBUG ${sp.svc} cache warm-up done`;
        entries.push([key, bad]);
      }
    }
  }
  entries.sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
  return `${opt.K} ${opt.W} ${opt.m}\n${entries.map((e) => e[1]).join('\n')}\n`;
}

const BASE = {
  idLen: [4, 10],
  dur: [15, 250],
  spike: 0.04,
  pErr: 0.03,
  pWarn: 0.05,
  pAuth: 0.2,
  pSearch: 0.95,
  fan: [1, 8],
  pCache: 0.1,
  pPricing: 0.5,
  pBroken: 0.05,
  pDup: 0.02,
  pNoise: 0.03,
  jitter: 1500,
  pRandomIds: 0.3,
};

function deepChain() {
  // One trace that is a single chain of 10 000 spans, and one whose 4 000 calls form a loop beside the root.
  const lines = [];
  const t0 = Date.UTC(2031, 11, 31, 23, 0, 0);
  const n = 10000;
  for (let i = n; i >= 1; i--) {
    const start = t0 + i * 10;
    const dur = (n - i) * 25 + 20;
    lines.push(`${stamp(start + dur, i % 3 === 0 ? 'Z' : i % 3 === 1 ? 330 : -600)} INFO ${i % 2 ? 'a' : 'b'} c0ffee ${i} ${i === 1 ? '-' : i - 1} ${dur}ms`);
  }
  lines.push(`${stamp(t0 + 500, 60)} INFO gw 10ab 1 - 500ms`);
  lines.push(`${stamp(t0 + 400, 60)} INFO gw 100b 1 - 500ms`);
  for (let i = 2; i <= 4001; i++) lines.push(`${stamp(t0 + 300 + i, 60)} INFO loop 100b ${i} ${i === 4001 ? 2 : i + 1} ${i}ms`);
  lines.push(`${stamp(t0 + 600, 60)} INFO gw 7ace 1 - 600ms`);
  lines.push(`${stamp(t0 + 590, 60)} INFO a 7ace 2 1 550ms`);
  return `2 1000000 1\n${lines.join('\n')}\n`;
}

function wideFanout() {
  // One root with 15 000 direct children; the critical path must pick the one that ends last (ties: smaller id).
  const rand = mulberry32(777);
  const lines = [];
  const t0 = Date.UTC(2028, 1, 29, 23, 59, 0);
  const n = 15000;
  const ids = [];
  for (let i = 0; i < n; i++) ids.push(2 + i * 61);
  for (let i = 0; i < n; i++) {
    const start = t0 + Math.floor(rand() * 4000);
    let end = start + 1 + Math.floor(rand() * 5000);
    if (end > t0 + 8999) end = t0 + 8999;
    if (i === 7777 || i === 9123 || i === 14000) end = t0 + 9000;
    const svc = `shard-${i % 40}`;
    const offset = [600, -210, 'Z', 345, -720, 840][i % 6];
    lines.push(`${stamp(end, offset)} ${i % 50 === 0 ? 'ERROR' : 'INFO'} ${svc} f00d ${ids[i]} 1 ${end - start}ms`);
  }
  lines.push(`${stamp(t0 + 9100, 'Z')} INFO gw f00d 1 - 9100ms`);
  // Shuffle deterministically so the winning children are not in id order in the log.
  for (let i = lines.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [lines[i], lines[j]] = [lines[j], lines[i]];
  }
  return `1 3000 5\n${lines.join('\n')}\n`;
}

export default function generate(testId) {
  if (testId === 'random-small') {
    return makeLog(11, { ...BASE, traces: 60, t0: Date.UTC(2024, 11, 31, 23, 58, 0), range: 240000, K: 10, W: 30000, m: 3 });
  }
  if (testId === 'random-medium') {
    return makeLog(23, { ...BASE, traces: 700, t0: Date.UTC(2025, 2, 30, 0, 30, 0), range: 1800000, K: 40, W: 120000, m: 20, pBroken: 0.08, pNoise: 0.05 });
  }
  if (testId === 'deep-chain') return deepChain();
  if (testId === 'wide-fanout') return wideFanout();
  if (testId === 'large') {
    // A busy evening: 14 to 22 seat-map calls per search, a one-hour window that holds most of the log.
    return makeLog(20240517, {
      ...BASE,
      traces: 855,
      t0: Date.UTC(2024, 4, 17, 21, 40, 0),
      range: 2400000,
      K: 200,
      W: 3600000,
      m: 20,
      dur: [20, 3000],
      fan: [14, 22],
      pAuth: 0.05,
      pCache: 0.02,
      pPricing: 0.2,
      pSearch: 1,
      pDup: 0.005,
      pNoise: 0.005,
      pBroken: 0.02,
      pRandomIds: 0.05,
      idLen: [4, 4],
    });
  }
  throw new Error(`no generator for ${testId}`);
}

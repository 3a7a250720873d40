const fs = require('fs');

const LINE =
  /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)\.(\d{3})(Z|[+-]\d\d:\d\d) (INFO|WARN|ERROR) ([a-z0-9-]{1,16}) ([0-9a-f]{1,32}) ([1-9]\d{0,5}) (-|[1-9]\d{0,5}) (0|[1-9]\d{0,6})ms$/;
const MONTH_DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysFromCivil(y, m, d) {
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

const pad = (v, n) => String(v).padStart(n, '0');

function formatUtc(ms) {
  const days = Math.floor(ms / 86400000);
  let rem = ms - days * 86400000;
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  const hh = Math.floor(rem / 3600000);
  rem -= hh * 3600000;
  const mi = Math.floor(rem / 60000);
  rem -= mi * 60000;
  const ss = Math.floor(rem / 1000);
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}T${pad(hh, 2)}:${pad(mi, 2)}:${pad(ss, 2)}.${pad(rem - ss * 1000, 3)}Z`;
}

// UTC ms of the timestamp's fields, or null if the date, the time or the offset is out of range.
function utcOf(g) {
  const y = +g[1];
  const mo = +g[2];
  const d = +g[3];
  const h = +g[4];
  const mi = +g[5];
  const s = +g[6];
  if (y < 1 || mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return null;
  let dim = MONTH_DAYS[mo];
  if (mo === 2 && y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)) dim = 29;
  if (d > dim) return null;
  let offset = 0;
  const zone = g[8];
  if (zone !== 'Z') {
    const oh = +zone.slice(1, 3);
    const om = +zone.slice(4, 6);
    if (oh > 23 || om > 59) return null;
    offset = (oh * 60 + om) * 60000;
    if (zone[0] === '-') offset = -offset;
  }
  return (((daysFromCivil(y, mo, d) * 24 + h) * 60 + mi) * 60 + s) * 1000 + +g[7] - offset;
}

function analyse(k, w, minSamples, lines) {
  let ignored = 0;
  let duplicates = 0;
  const seen = new Set();
  const traces = new Map();
  for (const line of lines) {
    const g = LINE.exec(line);
    const end = g === null ? null : utcOf(g);
    if (end === null) {
      ignored++;
      continue;
    }
    if (seen.has(line)) {
      duplicates++;
      continue;
    }
    seen.add(line);
    const span = { trace: g[11], id: +g[12], parent: g[13] === '-' ? 0 : +g[13], service: g[10], failed: g[9] === 'ERROR', end, dur: +g[14], best: null };
    const list = traces.get(span.trace);
    if (list === undefined) traces.set(span.trace, [span]);
    else list.push(span);
  }

  const complete = [];
  const services = new Map(); // name -> { calls: [[start, dur]], good: [[end, dur]] }
  let broken = 0;
  for (const spans of traces.values()) {
    const byId = new Map();
    let root = null;
    let ok = true;
    for (const sp of spans) {
      if (byId.has(sp.id)) {
        ok = false;
        break;
      }
      byId.set(sp.id, sp);
      if (sp.parent === 0) {
        if (root !== null) {
          ok = false;
          break;
        }
        root = sp;
      }
    }
    if (!ok || root === null) {
      broken++;
      continue;
    }
    const children = new Map();
    for (const sp of spans) {
      if (sp.parent === 0) continue;
      const p = byId.get(sp.parent);
      if (p === undefined) {
        ok = false;
        break;
      }
      const list = children.get(p);
      if (list === undefined) children.set(p, [sp]);
      else list.push(sp);
    }
    if (!ok) {
      broken++;
      continue;
    }
    let reached = 0;
    const stack = [root];
    while (stack.length > 0) {
      const v = stack.pop();
      reached++;
      const list = children.get(v);
      if (list !== undefined) for (const c of list) stack.push(c);
    }
    if (reached !== spans.length) {
      broken++;
      continue;
    }
    for (const sp of spans) {
      if (sp.parent === 0) continue;
      const p = byId.get(sp.parent);
      if (p.best === null || sp.end > p.best.end || (sp.end === p.best.end && sp.id < p.best.id)) p.best = sp;
      let svc = services.get(sp.service);
      if (svc === undefined) {
        svc = { calls: [], good: [] };
        services.set(sp.service, svc);
      }
      svc.calls.push([sp.end - sp.dur, sp.dur]);
      if (!sp.failed) svc.good.push([sp.end, sp.dur]);
    }
    complete.push({ latency: root.dur, start: root.end - root.dur, trace: root.trace, root });
  }

  const out = [`complete ${complete.length} broken ${broken} ignored ${ignored} duplicate ${duplicates}`];
  complete.sort((a, b) => b.latency - a.latency || a.start - b.start || (a.trace < b.trace ? -1 : a.trace > b.trace ? 1 : 0));
  for (const c of complete.slice(0, k)) {
    const path = [];
    for (let v = c.root; v !== null; v = v.best) path.push(v.service);
    out.push(`slow ${c.trace} ${c.latency} ${formatUtc(c.start)} ${path.join('>')}`);
  }

  const report = [];
  for (const [name, { calls, good }] of services) {
    calls.sort((a, b) => a[0] - b[0]);
    good.sort((a, b) => a[0] - b[0]);
    const values = [...new Set(good.map((g) => g[1]))].sort((a, b) => a - b);
    const rankOf = new Map(values.map((v, i) => [v, i]));
    const rank = good.map((g) => rankOf.get(g[1]));
    const size = values.length + 1;
    const tree = new Int32Array(size + 1);
    let top = 1;
    while (top * 2 <= size) top *= 2;
    const update = (i, v) => {
      for (i++; i <= size; i += i & -i) tree[i] += v;
    };
    const kth = (need) => {
      let pos = 0;
      for (let step = top; step > 0; step >>= 1) {
        if (pos + step <= size && tree[pos + step] < need) {
          pos += step;
          need -= tree[pos];
        }
      }
      return pos;
    };
    let add = 0;
    let rem = 0;
    let inWindow = 0;
    let hedged = 0;
    for (const [start, dur] of calls) {
      while (add < good.length && good[add][0] < start) {
        update(rank[add++], 1);
        inWindow++;
      }
      while (rem < add && good[rem][0] < start - w) {
        update(rank[rem++], -1);
        inWindow--;
      }
      if (inWindow >= minSamples && inWindow > 0) {
        const need = Math.floor((95 * inWindow + 99) / 100);
        if (dur > values[kth(need)]) hedged++;
      }
    }
    report.push({ name, calls: calls.length, hedged });
  }
  report.sort((a, b) => b.hedged - a.hedged || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const r of report) out.push(`hedge ${r.name} ${r.calls} ${r.hedged}`);
  return out.join('\n') + '\n';
}

const data = fs.readFileSync(0).toString('latin1');
const lines = data.split('\n');
if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
const [k, w, m] = (lines[0] || '0 0 1').trim().split(/\s+/).map(Number);
process.stdout.write(analyse(k, w, m, lines.slice(1)));

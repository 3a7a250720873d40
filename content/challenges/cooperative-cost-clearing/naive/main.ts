import * as fs from 'fs';

// Straightforward version: an "all members" expense is split like any other (a list of n shares,
// sorted), and every transfer scans all balances for the largest debtor and creditor.
const tokens = fs.readFileSync(0, 'latin1').split(/\s+/).filter((t) => t.length > 0);
let pos = 0;
const next = (): string => tokens[pos++];

// Decimal text -> bigint scaled by 10^places.
function scaled(text: string, places: number): bigint {
  const [whole, frac = ''] = text.split('.');
  return BigInt(whole + frac.padEnd(places, '0'));
}

const code = next();
const ds = Number(next());
const step = BigInt(next());
const cur = new Map<string, [number, bigint]>([[code, [ds, 1000000n]]]);
for (let m = Number(next()); m > 0; m--) {
  const c = next();
  const d = Number(next());
  cur.set(c, [d, scaled(next(), 6)]);
}
const n = Number(next());
const e = Number(next());
const bal: bigint[] = new Array(n + 1).fill(0n);
for (let i = 0; i < e; i++) {
  const payer = Number(next());
  const c = next();
  let amount = next();
  const k = next();
  const shares: [number, bigint][] = [];
  if (k === '*') for (let j = 1; j <= n; j++) shares.push([j, 1n]);
  else for (let j = Number(k); j > 0; j--) shares.push([Number(next()), BigInt(next())]);
  const sign = amount[0] === '-' ? -1n : 1n;
  if (sign < 0n) amount = amount.slice(1);
  const [d, rate] = cur.get(c) as [number, bigint];
  const num = scaled(amount, d) * rate * 10n ** BigInt(ds);
  const den = 10n ** BigInt(6 + d) * step;
  let units = num / den;
  const twice = 2n * (num % den);
  if (twice > den || (twice === den && units % 2n === 1n)) units++;
  bal[payer] += sign * units * step;
  let total = 0n;
  for (const [, w] of shares) total += w;
  let given = 0n;
  const parts: [bigint, number, bigint][] = shares.map(([member, w]) => {
    const f = (units * w) / total;
    given += f;
    return [(units * w) % total, member, f];
  });
  parts.sort((a, b) => (a[0] !== b[0] ? (a[0] > b[0] ? -1 : 1) : a[1] - b[1]));
  parts.forEach(([, member, f], j) => {
    bal[member] -= sign * (f + (BigInt(j) < units - given ? 1n : 0n)) * step;
  });
}
const transfers: [number, number, bigint][] = [];
for (;;) {
  let dm = 0;
  let cm = 0;
  for (let j = 1; j <= n; j++) {
    if (bal[j] < 0n && (dm === 0 || bal[j] < bal[dm])) dm = j;
    if (bal[j] > 0n && (cm === 0 || bal[j] > bal[cm])) cm = j;
  }
  if (dm === 0) break;
  const x = -bal[dm] < bal[cm] ? -bal[dm] : bal[cm];
  transfers.push([dm, cm, x]);
  bal[dm] += x;
  bal[cm] -= x;
}
function money(v: bigint): string {
  if (ds === 0) return v.toString();
  const s = v.toString().padStart(ds + 1, '0');
  return `${s.slice(0, -ds)}.${s.slice(-ds)}`;
}
let sum = 0n;
for (const t of transfers) sum += t[2];
const out: string[] = [`${transfers.length} ${money(sum)}`];
for (let q = Number(next()); q > 0; q--) {
  const j = Number(next());
  if (j <= transfers.length) {
    const [d, c, x] = transfers[j - 1];
    out.push(`${j} ${d} ${c} ${money(x)}`);
  } else {
    out.push(`${j} -`);
  }
}
process.stdout.write(`${out.join('\n')}\n`);

import * as fs from 'fs';

interface Settlement {
  code: string;
  decimals: number;
  step: number; // minor units
}
interface Currency {
  code: string;
  decimals: number;
  rate: string; // decimal text, up to 6 decimals
}
interface Expense {
  payer: number;
  currency: string;
  amount: string; // decimal text with the currency's decimals, "-" for a refund
  shares: [number, number][] | null; // null: split equally among all members
}
type Transfer = [number, number, bigint]; // debtor, creditor, settlement minor units

// "12.5" with places 6 -> 12500000n. Exact: no floating point.
function toScaled(text: string, places: number): bigint {
  const dot = text.indexOf('.');
  const whole = dot < 0 ? text : text.slice(0, dot);
  const frac = dot < 0 ? '' : text.slice(dot + 1);
  return BigInt(whole + frac.padEnd(places, '0'));
}

// A binary min-heap of member ids ordered by key[id] (a bigint), ties broken by the smaller id.
// Only the ids move; each member's key lives in one array.
class Heap {
  private heap: Int32Array;
  private size_ = 0;
  constructor(
    capacity: number,
    private key: bigint[],
  ) {
    this.heap = new Int32Array(capacity);
  }
  get size(): number {
    return this.size_;
  }
  private less(a: number, b: number): boolean {
    const ka = this.key[a];
    const kb = this.key[b];
    return ka < kb || (ka === kb && a < b);
  }
  push(id: number): void {
    const h = this.heap;
    let i = this.size_++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(id, h[p])) break;
      h[i] = h[p];
      i = p;
    }
    h[i] = id;
  }
  top(): number {
    return this.heap[0];
  }
  // Restores the order after the top's key grew (or removes the top when remove is true).
  fixTop(remove: boolean): void {
    const h = this.heap;
    const id = remove ? h[--this.size_] : h[0];
    const n = this.size_;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && this.less(h[c + 1], h[c])) c++;
      if (!this.less(h[c], id)) break;
      h[i] = h[c];
      i = c;
    }
    if (n > 0) h[i] = id;
  }
}

function clear(settlement: Settlement, currencies: Currency[], n: number, expenses: Expense[]): Transfer[] {
  const step = BigInt(settlement.step);
  const pow10 = (k: number): bigint => 10n ** BigInt(k);
  // Value in steps = amount * mul / den, mul = rate * 10^dS, den = 10^(6 + d) * step.
  const conv = new Map<string, [bigint, bigint]>([[settlement.code, [1n, step]]]);
  for (const c of currencies) conv.set(c.code, [toScaled(c.rate, 6) * pow10(settlement.decimals), pow10(6 + c.decimals) * step]);

  const bal: bigint[] = new Array(n + 2).fill(0n);
  const diff: bigint[] = new Array(n + 2).fill(0n);
  let everyone = 0n;
  const nBig = BigInt(n);
  for (const ex of expenses) {
    let amount = ex.amount;
    let sign = 1n;
    if (amount[0] === '-') {
      sign = -1n;
      amount = amount.slice(1);
    }
    const [mul, den] = conv.get(ex.currency) as [bigint, bigint];
    const num = BigInt(amount.replace('.', '')) * mul;
    let units = num / den;
    const rem = num % den;
    if (2n * rem > den || (2n * rem === den && (units & 1n) === 1n)) units += 1n;
    if (units === 0n) continue;
    const signedStep = sign * step;
    bal[ex.payer] += units * signedStep;
    if (ex.shares === null) {
      const extra = Number(units % nBig);
      everyone -= (units / nBig) * signedStep;
      diff[1] -= signedStep;
      diff[extra + 1] += signedStep;
    } else {
      let total = 0n;
      for (const [, w] of ex.shares) total += BigInt(w);
      let given = 0n;
      const parts = ex.shares.map(([member, w]) => {
        const prod = units * BigInt(w);
        const f = prod / total;
        given += f;
        return { member, f, rem: prod % total };
      });
      const left = Number(units - given);
      if (left > 0) parts.sort((a, b) => (a.rem !== b.rem ? (a.rem > b.rem ? -1 : 1) : a.member - b.member));
      parts.forEach((p, i) => {
        bal[p.member] -= (p.f + (i < left ? 1n : 0n)) * signedStep;
      });
    }
  }

  // key[m]: minus what member m is owed or owes, so the largest amount is the smallest key.
  const key: bigint[] = new Array(n + 1).fill(0n);
  const debtors = new Heap(n + 1, key);
  const creditors = new Heap(n + 1, key);
  let run = 0n;
  for (let m = 1; m <= n; m++) {
    run += diff[m];
    const b = bal[m] + run + everyone;
    if (b < 0n) {
      key[m] = b;
      debtors.push(m);
    } else if (b > 0n) {
      key[m] = -b;
      creditors.push(m);
    }
  }
  const transfers: Transfer[] = [];
  while (debtors.size > 0) {
    const dm = debtors.top();
    const cm = creditors.top();
    const d = key[dm];
    const c = key[cm];
    if (d < c) {
      // The debt is larger: the creditor is paid in full.
      transfers.push([dm, cm, -c]);
      key[dm] = d - c;
      debtors.fixTop(false);
      creditors.fixTop(true);
    } else {
      transfers.push([dm, cm, -d]);
      debtors.fixTop(true);
      if (c < d) {
        key[cm] = c - d;
        creditors.fixTop(false);
      } else {
        creditors.fixTop(true);
      }
    }
  }
  return transfers;
}

function money(v: bigint, decimals: number): string {
  const s = v.toString();
  if (decimals === 0) return s;
  const padded = s.padStart(decimals + 1, '0');
  return `${padded.slice(0, -decimals)}.${padded.slice(-decimals)}`;
}

const tokens = fs.readFileSync(0, 'latin1').split(/\s+/).filter((t) => t.length > 0);
let pos = 0;
const next = (): string => tokens[pos++];
const settlement: Settlement = { code: next(), decimals: Number(next()), step: Number(next()) };
const currencies: Currency[] = [];
for (let m = Number(next()); m > 0; m--) currencies.push({ code: next(), decimals: Number(next()), rate: next() });
const n = Number(next());
const e = Number(next());
const expenses: Expense[] = [];
for (let i = 0; i < e; i++) {
  const payer = Number(next());
  const currency = next();
  const amount = next();
  const k = next();
  let shares: [number, number][] | null = null;
  if (k !== '*') {
    shares = [];
    for (let j = Number(k); j > 0; j--) shares.push([Number(next()), Number(next())]);
  }
  expenses.push({ payer, currency, amount, shares });
}
const q = Number(next());
const transfers = clear(settlement, currencies, n, expenses);
let total = 0n;
for (const t of transfers) total += t[2];
const out: string[] = [`${transfers.length} ${money(total, settlement.decimals)}`];
for (let i = 0; i < q; i++) {
  const j = Number(next());
  if (j <= transfers.length) {
    const [d, c, x] = transfers[j - 1];
    out.push(`${j} ${d} ${c} ${money(x, settlement.decimals)}`);
  } else {
    out.push(`${j} -`);
  }
}
process.stdout.write(`${out.join('\n')}\n`);

// settlement: { code, decimals, step } of the settlement currency, step in its minor units.
// currencies: [{ code, decimals, rate }] for the other currencies; rate is the decimal text as written.
// n: the number of members, ids 1..n.
// expenses: [{ payer, currency, amount, shares }] in input order; amount is the decimal text as written
// (a leading "-" for a refund); shares is null for "all members", else a list of [member, weight].
// Returns the transfers in order, as [debtor, creditor, amount] with amount a BigInt in settlement minor units.
function clear(settlement, currencies, n, expenses) {
  // Write your solution here
  return [];
}

function money(v, decimals) {
  const s = v.toString();
  if (decimals === 0) return s;
  const padded = s.padStart(decimals + 1, '0');
  return `${padded.slice(0, -decimals)}.${padded.slice(-decimals)}`;
}

const tokens = require('fs').readFileSync(0, 'latin1').split(/\s+/).filter((t) => t.length > 0);
let pos = 0;
const next = () => tokens[pos++];
const settlement = { code: next(), decimals: Number(next()), step: Number(next()) };
const currencies = [];
for (let m = Number(next()); m > 0; m--) currencies.push({ code: next(), decimals: Number(next()), rate: next() });
const n = Number(next());
const e = Number(next());
const expenses = [];
for (let i = 0; i < e; i++) {
  const payer = Number(next());
  const currency = next();
  const amount = next();
  const k = next();
  let shares = null;
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
const out = [`${transfers.length} ${money(total, settlement.decimals)}`];
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

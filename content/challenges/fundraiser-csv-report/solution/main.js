const fs = require('fs');

// Splits an RFC 4180 export into records (arrays of field values); empty lines are not records.
function parseRecords(text) {
  const records = [];
  const n = text.length;
  let pos = 0;
  while (pos < n) {
    const first = text.charCodeAt(pos);
    if (first === 10) {
      pos++;
      continue;
    }
    if (first === 13 && text.charCodeAt(pos + 1) === 10) {
      pos += 2;
      continue;
    }
    const fields = [];
    for (;;) {
      let value;
      if (pos < n && text.charCodeAt(pos) === 34) {
        let from = pos + 1;
        value = '';
        for (;;) {
          const close = text.indexOf('"', from);
          if (text.charCodeAt(close + 1) === 34) {
            value += text.slice(from, close + 1);
            from = close + 2;
          } else {
            value += text.slice(from, close);
            pos = close + 1;
            break;
          }
        }
      } else {
        let end = pos;
        while (end < n) {
          const c = text.charCodeAt(end);
          if (c === 44 || c === 10 || c === 13) break;
          end++;
        }
        value = text.slice(pos, end);
        pos = end;
      }
      fields.push(value);
      if (pos >= n) break;
      const c = text.charCodeAt(pos);
      if (c === 44) {
        pos++;
        continue;
      }
      pos += c === 13 ? 2 : 1; // "\r\n" or "\n" ends the record
      break;
    }
    records.push(fields);
  }
  return records;
}

// Amounts have at most 13 digits, so the cents of one amount are an exact Number.
function toCents(amount) {
  let text = amount.replace(/,/g, '');
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  const dot = text.indexOf('.');
  const whole = dot < 0 ? text : text.slice(0, dot);
  const frac = dot < 0 ? '' : text.slice(dot + 1);
  const cents = Number(whole) * 100 + Number((frac + '00').slice(0, 2));
  return negative ? -cents : cents;
}

// Totals can exceed 2^53, so they are BigInts.
function formatCents(cents) {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

function csvName(name) {
  if (name !== '' && !name.includes(',') && !name.includes('"')) return name;
  return `"${name.replace(/"/g, '""')}"`;
}

// Returns the lines of the report for the CSV export `text`.
function buildReport(text) {
  const records = parseRecords(text);
  if (records.length === 0) return ['0 0', 'campaign,donations,donors,total'];
  const header = records[0];
  const width = header.length;
  const ci = header.indexOf('campaign');
  const di = header.indexOf('donor');
  const ai = header.indexOf('amount');
  const campaigns = new Map();
  let valid = 0;
  let skipped = 0;
  for (let r = 1; r < records.length; r++) {
    const fields = records[r];
    if (fields.length !== width) {
      skipped++;
      continue;
    }
    valid++;
    let c = campaigns.get(fields[ci]);
    if (c === undefined) {
      c = { name: fields[ci], total: 0n, donations: 0, donors: new Set() };
      campaigns.set(fields[ci], c);
    }
    c.total += BigInt(toCents(fields[ai]));
    c.donations++;
    if (fields[di] !== '') c.donors.add(fields[di]);
  }
  const order = [...campaigns.values()].sort((a, b) => {
    if (a.total !== b.total) return a.total > b.total ? -1 : 1;
    return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  });
  const lines = [`${valid} ${skipped}`, 'campaign,donations,donors,total'];
  for (const c of order) lines.push(`${csvName(c.name)},${c.donations},${c.donors.size},${formatCents(c.total)}`);
  return lines;
}

const text = fs.readFileSync(0, 'latin1');
process.stdout.write(`${buildReport(text).join('\n')}\n`);

import * as fs from 'fs';

interface Campaign {
  name: string;
  total: bigint;
  donations: number;
  donors: string[];
}

// Parses the text of one record character by character.
// Returns [fields, complete]; complete is false while a quoted field is still open.
function parseRecord(record: string): [string[], boolean] {
  const fields: string[] = [];
  let field = '';
  let inQuotes = false;
  const n = record.length;
  for (let i = 0; i < n; i++) {
    const ch = record[i];
    if (inQuotes) {
      if (ch === '"') {
        if (i + 1 < n && record[i + 1] === '"') {
          field = field + '"';
          i++;
        } else inQuotes = false;
      } else field = field + ch;
    } else if (ch === '"') inQuotes = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else if (ch === '\r' && i === n - 1) {
      // the CR of a CRLF line break
    } else field = field + ch;
  }
  fields.push(field);
  return [fields, !inQuotes];
}

function toCents(amount: string): bigint {
  let text = amount.replace(/,/g, '');
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  const dot = text.indexOf('.');
  const whole = dot < 0 ? text : text.slice(0, dot);
  const frac = dot < 0 ? '' : text.slice(dot + 1);
  const cents = BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2));
  return negative ? -cents : cents;
}

function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

function csvName(name: string): string {
  if (name !== '' && !name.includes(',') && !name.includes('"')) return name;
  return `"${name.replace(/"/g, '""')}"`;
}

function buildReport(text: string): string[] {
  // Read line by line; while a quoted field is open, glue on the next line and parse the record again.
  const lines = text.split('\n');
  let header: string[] | null = null;
  const campaigns: Campaign[] = [];
  let valid = 0;
  let skipped = 0;
  let record: string | null = null;
  for (const line of lines) {
    record = record === null ? line : record + '\n' + line;
    const [fields, complete] = parseRecord(record);
    if (!complete) continue;
    const textOfRecord: string = record;
    record = null;
    if (textOfRecord === '' || textOfRecord === '\r') continue;
    if (header === null) {
      header = fields;
      continue;
    }
    if (fields.length !== header.length) {
      skipped++;
      continue;
    }
    valid++;
    const name = fields[header.indexOf('campaign')];
    let found: Campaign | null = null;
    for (const c of campaigns) {
      if (c.name === name) {
        found = c;
        break;
      }
    }
    if (found === null) {
      found = { name, total: 0n, donations: 0, donors: [] };
      campaigns.push(found);
    }
    found.total += toCents(fields[header.indexOf('amount')]);
    found.donations++;
    const donor = fields[header.indexOf('donor')];
    if (donor !== '' && !found.donors.includes(donor)) found.donors.push(donor);
  }
  campaigns.sort((a, b) => (a.total !== b.total ? (a.total > b.total ? -1 : 1) : a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const out = [`${valid} ${skipped}`, 'campaign,donations,donors,total'];
  for (const c of campaigns) out.push(`${csvName(c.name)},${c.donations},${c.donors.length},${formatCents(c.total)}`);
  return out;
}

const text = fs.readFileSync(0, 'latin1');
process.stdout.write(`${buildReport(text).join('\n')}\n`);

import * as fs from 'fs';

const MONDAY = -25567 - 7; // day number of Monday 1899-12-25 (day 0 is 1970-01-01)

function daysFromCivil(y: number, m: number, d: number): number {
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function civilFromDays(z: number): string {
  z += 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp + (mp < 10 ? 3 : -9);
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const parseDate = (s: string): number => daysFromCivil(Number(s.slice(0, 4)), Number(s.slice(5, 7)), Number(s.slice(8, 10)));

function settle(holidays: number[], queries: [number, number][]): number[] {
  const holidaySet = new Set(holidays);
  return queries.map(([day, k]) => {
    // Walk forward one calendar day at a time.
    let x = day;
    while (k > 0) {
      x++;
      if ((x - MONDAY) % 7 < 5 && !holidaySet.has(x)) k--;
    }
    return x;
  });
}

const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter((token) => token.length > 0);
const h = Number(tokens[0]);
const holidays = tokens.slice(1, 1 + h).map(parseDate);
const q = Number(tokens[1 + h]);
const queries: [number, number][] = [];
for (let i = 0; i < q; i++) queries.push([parseDate(tokens[2 + h + 2 * i]), Number(tokens[3 + h + 2 * i])]);
const lines = settle(holidays, queries).map(civilFromDays);
process.stdout.write(lines.length ? `${lines.join('\n')}\n` : '');

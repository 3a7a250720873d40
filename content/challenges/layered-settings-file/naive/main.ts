import * as fs from 'fs';

const MISSING = '(missing)';
const EMPTY = '(empty)';

const isName = (text: string): boolean => /^[A-Za-z0-9_-]+$/.test(text);
const trimSpaces = (text: string): string => text.replace(/^ +| +$/g, '');

// { kind: 'section', name } for a header, { kind: 'setting', name, value } for an assignment, null otherwise.
type Parsed = { kind: 'section'; name: string } | { kind: 'setting'; name: string; value: string };

function parseLine(line: string): Parsed | null {
  const text = trimSpaces(line);
  if (text === '' || text[0] === '#' || text[0] === ';') return null;
  if (text[0] === '[') {
    const name = trimSpaces(text.slice(1, -1));
    return text.length >= 2 && text.endsWith(']') && isName(name) ? { kind: 'section', name: name.toLowerCase() } : null;
  }
  const eq = text.indexOf('=');
  if (eq < 0) return null;
  const key = trimSpaces(text.slice(0, eq));
  if (!isName(key)) return null;
  let value = trimSpaces(text.slice(eq + 1));
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  return { kind: 'setting', name: key.toLowerCase(), value };
}

// Reads the whole file again for every query; the last assignment wins.
function lookup(lines: string[], sectionWanted: string, keyWanted: string): string | undefined {
  let found: string | undefined;
  let section = 'global';
  for (const line of lines) {
    const parsed = parseLine(line);
    if (parsed === null) continue;
    if (parsed.kind === 'section') section = parsed.name;
    else if (section === sectionWanted && parsed.name === keyWanted) found = parsed.value;
  }
  return found;
}

function answerQueries(lines: string[], queries: string[]): string[] {
  return queries.map((query) => {
    const [section, key] = trimSpaces(query).toLowerCase().split('.');
    const value = lookup(lines, section, key);
    return value === undefined ? MISSING : value === '' ? EMPTY : value;
  });
}

const input: string[] = fs.readFileSync(0, 'utf8').split('\n').map((line) => line.replace(/\r$/, ''));
const [n, q] = input[0].trim().split(/\s+/).map(Number);
console.log(answerQueries(input.slice(1, 1 + n), input.slice(1 + n, 1 + n + q)).join('\n'));

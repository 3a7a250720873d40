import type { SourceCheck } from '../languages/language-spec.js';

/**
 * Whether a SQL answer is one read query, told from its tokens alone (it is never run for this): comments, quoted
 * strings, quoted identifiers and dollar-quoted bodies are skipped the way PostgreSQL's lexer skips them, so a
 * semicolon or a keyword inside one is not counted. The query that runs is the source without its trailing
 * semicolon. The box still runs it in a read-only transaction; this check is what gives the candidate a clear message.
 */
const READ_STARTS = new Set(['SELECT', 'WITH', 'VALUES', 'TABLE']);
const WRITE_WORDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'INTO', 'COPY', 'CALL', 'DO']);
const HOW_TO = 'Write a single SELECT (or WITH … SELECT, VALUES, TABLE).';

interface Token {
  kind: 'word' | 'symbol' | 'other';
  text: string;
  start: number;
  end: number;
}

/**
 * Where a quoted string or name that started before `from` ends (just past its closing quote), or -1 if it never
 * does: a doubled quote is one quote inside it, and with `escapes` (E'…') a backslash escapes the next character.
 */
function closingQuote(source: string, from: number, quote: string, escapes: boolean): number {
  let i = from;
  while (i < source.length) {
    if (escapes && source[i] === '\\') i += 2;
    else if (source[i] === quote && source[i + 1] === quote) i += 2;
    else if (source[i] === quote) return i + 1;
    else i += 1;
  }
  return -1;
}

function tokenize(source: string): Token[] | string {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    const next = source[i + 1];
    if (/\s/.test(ch)) {
      i += 1;
    } else if (ch === '-' && next === '-') {
      while (i < source.length && source[i] !== '\n') i += 1;
    } else if (ch === '/' && next === '*') {
      // Block comments nest in PostgreSQL.
      let depth = 0;
      do {
        if (source.startsWith('/*', i)) {
          depth += 1;
          i += 2;
        } else if (source.startsWith('*/', i)) {
          depth -= 1;
          i += 2;
        } else i += 1;
      } while (depth > 0 && i < source.length);
      if (depth > 0) return 'A comment is not closed (/* without */).';
    } else if (ch === "'" || ((ch === 'E' || ch === 'e') && next === "'")) {
      const escapes = ch !== "'";
      const end = closingQuote(source, i + (escapes ? 2 : 1), "'", escapes);
      if (end < 0) return 'A string is not closed (a quote is missing).';
      tokens.push({ kind: 'other', text: source.slice(i, end), start: i, end });
      i = end;
    } else if (ch === '"') {
      const end = closingQuote(source, i + 1, '"', false);
      if (end < 0) return 'A quoted name is not closed (a " is missing).';
      tokens.push({ kind: 'other', text: source.slice(i, end), start: i, end });
      i = end;
    } else if (ch === '$' && /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.test(source.slice(i))) {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(source.slice(i))![0];
      const close = source.indexOf(tag, i + tag.length);
      if (close < 0) return `A dollar-quoted string is not closed (${tag} is missing).`;
      tokens.push({ kind: 'other', text: source.slice(i, close + tag.length), start: i, end: close + tag.length });
      i = close + tag.length;
    } else if (/[A-Za-z_]/.test(ch)) {
      const start = i;
      while (i < source.length && /[A-Za-z0-9_$]/.test(source[i]!)) i += 1;
      tokens.push({ kind: 'word', text: source.slice(start, i).toUpperCase(), start, end: i });
    } else if (ch === ';' || ch === '(' || ch === ')') {
      tokens.push({ kind: 'symbol', text: ch, start: i, end: i + 1 });
      i += 1;
    } else {
      const start = i;
      i += 1;
      tokens.push({ kind: 'other', text: source.slice(start, i), start, end: i });
    }
  }
  return tokens;
}

export function checkReadQuery(source: string): SourceCheck {
  const tokens = tokenize(source);
  if (typeof tokens === 'string') return { problem: tokens };
  // Trailing semicolons end the one statement; any other splits it in two.
  let last = tokens.length;
  while (last > 0 && tokens[last - 1]!.text === ';') last -= 1;
  const body = tokens.slice(0, last);
  if (body.length === 0) return { problem: `There is no query to run. ${HOW_TO}` };
  const statements = 1 + body.filter((token) => token.text === ';').length;
  if (statements > 1) return { problem: `Only one statement can run, and this has ${statements}. ${HOW_TO}` };
  const first = body[0]!;
  if (first.kind !== 'word' || !READ_STARTS.has(first.text)) {
    return {
      problem: `Only a read query can run, and this starts with ${first.kind === 'word' ? first.text : `"${first.text}"`}. ${HOW_TO}`,
    };
  }
  const writing = body.find((token) => token.kind === 'word' && WRITE_WORDS.has(token.text));
  if (writing)
    return {
      problem: `Only a read query can run, and this uses ${writing.text === 'INTO' ? 'SELECT … INTO' : writing.text}. ${HOW_TO}`,
    };
  let depth = 0;
  for (const token of body) {
    if (token.text === '(') depth += 1;
    if (token.text === ')') depth -= 1;
    if (depth < 0) return { problem: 'A closing parenthesis has no opening one.' };
  }
  if (depth > 0) return { problem: 'A parenthesis is not closed.' };
  return { source: `${source.slice(0, body[body.length - 1]!.end)}\n` };
}

import type { LanguageId } from '@assay/contracts';
import { dropImports } from './imports.js';
import { KEYWORDS } from './keywords.js';
import type { Token } from './token.js';

interface Syntax {
  lineComments: string[];
  blockComment: boolean;
  /** Quotes that open a string (or a character literal). */
  quotes: string;
  tripleQuotes: boolean;
  /** Letters that may prefix a string (r"…", f'…', b"…", u8"…"). */
  prefixes: RegExp | null;
  caseInsensitive: boolean;
}

const C_LIKE: Syntax = {
  lineComments: ['//'],
  blockComment: true,
  quotes: `"'`,
  tripleQuotes: false,
  prefixes: null,
  caseInsensitive: false,
};
const SYNTAX: Record<LanguageId, Syntax> = {
  javascript: { ...C_LIKE, quotes: '"\'`' },
  typescript: { ...C_LIKE, quotes: '"\'`' },
  python: {
    ...C_LIKE,
    lineComments: ['#'],
    blockComment: false,
    tripleQuotes: true,
    prefixes: /^(?:[rbfu]|rb|br|fr|rf)$/i,
  },
  c: { ...C_LIKE, prefixes: /^(?:u8|u|U|L)$/ },
  cpp: { ...C_LIKE, prefixes: /^(?:u8|u|U|L|R|u8R|uR|UR|LR)$/ },
  java: { ...C_LIKE, tripleQuotes: true },
  go: { ...C_LIKE, quotes: '"\'`' },
  rust: { ...C_LIKE, prefixes: /^(?:b|r|br|c|cr)$/ },
  // SQL: '…' is a string, "…" and `…` are quoted names.
  sql: { ...C_LIKE, lineComments: ['--'], quotes: '\'"`', caseInsensitive: true },
};

// Longest first, so `>>>=` wins over `>>`; a language's comment markers are looked for before these.
const OPERATORS = [
  '>>>=',
  '<<=',
  '>>=',
  '>>>',
  '...',
  '===',
  '!==',
  '**=',
  '//=',
  '..=',
  '->',
  '=>',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '++',
  '--',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '&=',
  '|=',
  '^=',
  '<<',
  '>>',
  '::',
  '**',
  '//',
  ':=',
  '??',
  '?.',
  '<-',
  '..',
  '<>',
];
const IDENTIFIER = /[A-Za-z_$\u00C0-\uFFFF][\w$\u00C0-\uFFFF]*/y;
const NUMBER =
  /(?:0[xX][\da-fA-F_]+|0[bB][01_]+|0[oO][0-7_]+|(?:\d[\d_]*(?:\.\d[\d_]*)?|\.\d[\d_]*)(?:[eE][+-]?\d+)?)[A-Za-z\d_]*/y;

/** Comments and whitespace dropped, names and literals normalised; import lines dropped too (see imports.ts). */
export function tokenize(code: string, language: LanguageId): Token[] {
  return dropImports(lex(code, language), language);
}

export function lex(code: string, language: LanguageId): Token[] {
  const syntax = SYNTAX[language];
  const keywords = KEYWORDS[language];
  const tokens: Token[] = [];
  let line = 1;
  let at = 0;
  /** Moves past `to`, counting the lines crossed. */
  const advance = (to: number) => {
    for (let index = at; index < to; index += 1) if (code.charCodeAt(index) === 10) line += 1;
    at = to;
  };
  const push = (kind: Token['kind'], value: string, startLine: number, text = value) =>
    tokens.push({ kind, value, text, line: startLine });

  while (at < code.length) {
    const char = code[at]!;
    const startLine = line;
    if (/\s/.test(char)) {
      advance(at + 1);
      continue;
    }
    const lineComment = syntax.lineComments.find((marker) => code.startsWith(marker, at));
    if (lineComment) {
      const end = code.indexOf('\n', at);
      advance(end < 0 ? code.length : end);
      continue;
    }
    if (syntax.blockComment && code.startsWith('/*', at)) {
      const end = code.indexOf('*/', at + 2);
      advance(end < 0 ? code.length : end + 2);
      continue;
    }
    if (syntax.quotes.includes(char)) {
      if (language === 'rust' && char === "'" && isLifetime(code, at)) {
        IDENTIFIER.lastIndex = at + 1;
        IDENTIFIER.exec(code);
        const lifetime = code.slice(at, IDENTIFIER.lastIndex);
        advance(IDENTIFIER.lastIndex);
        push('identifier', '$id', startLine, lifetime);
        continue;
      }
      advance(stringEnd(code, at, syntax, language));
      // A quoted name in SQL ("order", `user`) is a name.
      if (language === 'sql' && char !== "'") push('identifier', '$id', startLine, char);
      else push('string', '$str', startLine, char);
      continue;
    }
    IDENTIFIER.lastIndex = at;
    const word = IDENTIFIER.exec(code)?.[0];
    if (word) {
      const next = code[at + word.length];
      if (syntax.prefixes?.test(word) && next !== undefined && (syntax.quotes.includes(next) || next === '#')) {
        const end = prefixedStringEnd(code, at + word.length, word, syntax, language);
        if (end !== null) {
          advance(end);
          push('string', '$str', startLine, word);
          continue;
        }
      }
      advance(at + word.length);
      const normal = syntax.caseInsensitive ? word.toLowerCase() : word;
      if (keywords.has(normal)) push('keyword', normal, startLine, word);
      else push('identifier', '$id', startLine, word);
      continue;
    }
    NUMBER.lastIndex = at;
    const number = /[\d.]/.test(char) ? NUMBER.exec(code)?.[0] : undefined;
    if (number) {
      advance(at + number.length);
      push('number', '$num', startLine, number);
      continue;
    }
    const operator = OPERATORS.find((candidate) => code.startsWith(candidate, at)) ?? char;
    advance(at + operator.length);
    push('operator', operator, startLine);
  }
  return tokens;
}

/** Rust's `'a` and `'static` are lifetimes, not characters: no closing quote right after the one character. */
function isLifetime(code: string, at: number): boolean {
  if (!/[A-Za-z_]/.test(code[at + 1] ?? '')) return false;
  return code[at + 2] !== "'";
}

/** Where a string opened at `at` ends (just past its closing quote); an unclosed one-line string ends at the line. */
function stringEnd(code: string, at: number, syntax: Syntax, language: LanguageId, raw = false): number {
  const quote = code[at]!;
  if (syntax.tripleQuotes && code.startsWith(quote.repeat(3), at)) {
    const end = code.indexOf(quote.repeat(3), at + 3);
    return end < 0 ? code.length : end + 3;
  }
  // Backtick strings (JS templates, Go raw strings) span lines; so does every string in SQL.
  const multiline = quote === '`' || language === 'sql';
  for (let index = at + 1; index < code.length; index += 1) {
    const char = code[index];
    if (char === '\\' && !raw && !(language === 'sql')) index += 1;
    else if (char === quote) {
      // SQL doubles a quote to escape it: 'it''s' is one string.
      if (language === 'sql' && code[index + 1] === quote) index += 1;
      else return index + 1;
    } else if (char === '\n' && !multiline) return index;
  }
  return code.length;
}

/** The end of a prefixed string (r"…", r#"…"#, R"d(…)d", f'…'), or null when the letters are a name after all. */
function prefixedStringEnd(
  code: string,
  at: number,
  prefix: string,
  syntax: Syntax,
  language: LanguageId,
): number | null {
  const raw = /r/i.test(prefix) && language !== 'cpp';
  if (language === 'rust' && raw && code[at] === '#') {
    const hashes = /#+/y;
    hashes.lastIndex = at;
    const fence = hashes.exec(code)![0];
    if (code[at + fence.length] !== '"') return null;
    const end = code.indexOf(`"${fence}`, at + fence.length + 1);
    return end < 0 ? code.length : end + 1 + fence.length;
  }
  if (code[at] === '#') return null;
  if (language === 'cpp' && prefix.endsWith('R') && code[at] === '"') {
    const open = code.indexOf('(', at);
    const delimiter = code.slice(at + 1, open);
    const end = code.indexOf(`)${delimiter}"`, open);
    return end < 0 ? code.length : end + delimiter.length + 2;
  }
  return stringEnd(code, at, syntax, language, raw);
}

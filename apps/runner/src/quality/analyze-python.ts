import type { CodeQuality } from '@assay/contracts';

/** Words that add a path through a Python function (McCabe, as token-based tools such as lizard count them). */
const DECISION = /\b(?:if|elif|for|while|except|and|or|case)\b/g;
const DEF = /^(\s*)(?:async\s+)?def\s/;

/**
 * Each physical line's code with strings emptied and comments dropped (triple-quoted strings span lines), so that
 * words inside them count for nothing. A lexer of our own, on text only: the code never runs here.
 */
function codeOfLines(source: string): string[] {
  const lines: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (char === '\n') {
      lines.push(current);
      current = '';
      if (quote && quote.length === 1) quote = null; // an unterminated one-line string ends with its line
      continue;
    }
    if (quote) {
      if (char === '\\') {
        index += source[index + 1] === '\n' ? 0 : 1;
        continue;
      }
      if (source.startsWith(quote, index)) {
        index += quote.length - 1;
        quote = null;
        current += '""';
      }
      continue;
    }
    if (char === '#') {
      const end = source.indexOf('\n', index);
      index = (end === -1 ? source.length : end) - 1;
      continue;
    }
    if (char === '"' || char === "'") {
      quote = source.startsWith(char.repeat(3), index) ? char.repeat(3) : char;
      index += quote.length - 1;
      current += quote.length === 3 ? '"' : '';
      continue;
    }
    current += char;
  }
  lines.push(current);
  return lines;
}

const indentOf = (line: string) => /^\s*/.exec(line)![0].replace(/\t/g, '        ').length;

/** Lines of code and the largest function's cyclomatic complexity of a Python program (no linter here: lint is null). */
export function analyzePython(source: string): CodeQuality {
  const lines = codeOfLines(source);
  // Open functions, innermost last: the indent of their `def` and the decisions counted in them so far.
  const open: { indent: number; count: number }[] = [];
  const topLevel = { indent: -1, count: 1 };
  let max = 1;
  let linesOfCode = 0;
  const close = (frame: { count: number }) => {
    max = Math.max(max, frame.count);
  };
  for (const line of lines) {
    if (line.trim() === '') continue;
    linesOfCode += 1;
    const indent = indentOf(line);
    while (open.length > 0 && indent <= open.at(-1)!.indent) close(open.pop()!);
    const decisions = line.match(DECISION)?.length ?? 0;
    const def = DEF.exec(line);
    if (def) {
      open.push({ indent, count: 1 });
      continue;
    }
    (open.at(-1) ?? topLevel).count += decisions;
  }
  open.forEach(close);
  close(topLevel);
  return { linesOfCode, maxComplexity: max, lint: null };
}

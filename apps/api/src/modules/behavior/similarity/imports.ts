import type { LanguageId } from '@assay/contracts';
import type { Token } from './token.js';

/**
 * Drops import statements (`#include`, `import`, `use`, `package`): every solution of a task names the same few
 * libraries, so in a short program they are a large share of the tokens two independent solutions would share, and
 * they say nothing about who wrote the code. A statement counts only where it starts a line, so Python's
 * `yield from x` or a JavaScript `import(…)` call stays.
 */
export function dropImports(tokens: Token[], language: LanguageId): Token[] {
  const kept: Token[] = [];
  let index = 0;
  while (index < tokens.length) {
    const end = importEnd(tokens, index, language);
    if (end > index) index = end;
    else kept.push(tokens[index++]!);
  }
  return kept;
}

/** The index just past the import statement starting at `index`, or `index` when none starts there. */
function importEnd(tokens: Token[], index: number, language: LanguageId): number {
  const token = tokens[index]!;
  const startsLine = index === 0 || tokens[index - 1]!.line < token.line;
  if (!startsLine) return index;
  const next = tokens[index + 1];
  const restOfLine = () => {
    let end = index + 1;
    while (end < tokens.length && tokens[end]!.line === token.line) end += 1;
    return end;
  };
  const through = (value: string) => {
    let end = index + 1;
    while (end < tokens.length && tokens[end]!.value !== value) end += 1;
    return Math.min(end + 1, tokens.length);
  };
  switch (language) {
    case 'c':
    case 'cpp':
      // #include, #import, #pragma; a #define is code and stays.
      return token.value === '#' && next?.line === token.line && /^(?:include|import|pragma)$/.test(next.text)
        ? restOfLine()
        : index;
    case 'python':
      return token.value === 'import' || token.value === 'from' ? restOfLine() : index;
    case 'java':
      return token.value === 'import' || token.value === 'package' ? through(';') : index;
    case 'rust':
      return token.value === 'use' || (token.value === 'extern' && next?.value === 'crate') ? through(';') : index;
    case 'go':
      if (token.value === 'package') return Math.min(index + 2, tokens.length);
      if (token.value !== 'import') return index;
      return next?.value === '(' ? through(')') : Math.min(index + 2, tokens.length);
    case 'javascript':
    case 'typescript': {
      if (token.value !== 'import' || next?.value === '(' || next?.value === '.') return index;
      // import … from 'module'; or import 'module';: through the module's string and an optional semicolon.
      let end = index + 1;
      while (end < tokens.length && tokens[end]!.kind !== 'string') end += 1;
      end = Math.min(end + 1, tokens.length);
      return tokens[end]?.value === ';' ? end + 1 : end;
    }
    default:
      return index;
  }
}

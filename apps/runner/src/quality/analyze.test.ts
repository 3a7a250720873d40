import { describe, expect, it } from 'vitest';
import { analyzeSource } from './analyze.js';

const PYTHON = [
  '# FizzBuzz, with a helper',
  'def label(i):',
  '    """Says what i is: if, for and or in a docstring count for nothing."""',
  '    if i % 15 == 0:',
  '        return "FizzBuzz"',
  '    elif i % 3 == 0 or i % 5 == 0:',
  '        return "Fizz" if i % 3 == 0 else "Buzz"  # and this comment neither: if for while',
  '    return str(i)',
  '',
  'def main():',
  '    n = int(input())',
  '    for i in range(1, n + 1):',
  '        print(label(i))',
  '',
  'main()',
].join('\n');

describe('quality figures read off the source', () => {
  it('Python: counts code lines, and the largest function’s decisions (if, elif, or, the ternary’s if)', async () => {
    // 12 lines of code (the docstring is one; comments and blank lines are not). label: 1 + if + elif + or + if = 5;
    // main: 1 + for = 2; the top level: 1.
    expect(await analyzeSource('python', PYTHON)).toEqual({ linesOfCode: 12, maxComplexity: 5, lint: null });
  });

  it('Python: words in strings and nested functions count where they belong', async () => {
    const source =
      'def outer(x):\n    def inner(y):\n        return y if y else 0\n    while x and x > 1:\n        x -= 1\n    return "if for while"\n';
    // outer: 1 + while + and = 3; inner: 1 + if = 2.
    expect(await analyzeSource('python', source)).toMatchObject({ linesOfCode: 6, maxComplexity: 3 });
  });

  it('JavaScript: complexity per function, code lines from the tokens, and lint findings with their lines', async () => {
    const source = [
      '// reads n, prints FizzBuzz',
      'var unused = 1;',
      'function label(i) {',
      '  if (i % 15 == 0) return "FizzBuzz";',
      '  return i % 3 === 0 ? "Fizz" : i % 5 === 0 || i > 100 ? "Buzz" : String(i);',
      '}',
      '',
      'const n = Number(require("fs").readFileSync(0, "utf8"));',
      'for (let i = 1; i <= n; i += 1) console.log(label(i));',
    ].join('\n');
    const quality = await analyzeSource('javascript', source);
    // label: 1 + if + two ternaries + || = 5; the top level: 1 + for = 2.
    expect(quality).toMatchObject({ linesOfCode: 7, maxComplexity: 5 });
    expect(quality?.lint?.map((finding) => [finding.line, finding.rule])).toEqual([
      [2, 'no-var'],
      [2, 'no-unused-vars'],
      [4, 'eqeqeq'],
    ]);
  });

  it('TypeScript: types are understood, not reported', async () => {
    const source =
      'interface Pair { a: number; b: number }\nconst sum = (pair: Pair): number => pair.a + pair.b;\nlet total: number = sum({ a: 1, b: 2 });\nconsole.log(total);\n';
    expect(await analyzeSource('typescript', source)).toEqual({
      linesOfCode: 4,
      maxComplexity: 1,
      lint: [{ line: 3, rule: 'prefer-const', message: expect.stringContaining('total') }],
    });
  });

  it('code that does not parse has no figures (its compile step says why)', async () => {
    expect(await analyzeSource('typescript', 'const n: number = ;')).toBeNull();
  });

  it("languages without an analyzer have no figures, rather than a JavaScript parser's reading of them", async () => {
    expect(await analyzeSource('c', 'int x = 1;')).toBeNull();
    expect(await analyzeSource('sql', 'SELECT 1')).toBeNull();
  });
});

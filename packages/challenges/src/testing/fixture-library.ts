import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The generated test of the fixture: one line of 5 000 numbers, made the same way every time. */
export const FIXTURE_GENERATOR =
  'export default function generate(id) {\n  if (id !== "big") throw new Error(id);\n  return Array.from({ length: 5000 }, (_, i) => (i * 7919) % 1000).join(" ") + "\\n";\n}\n';
const bigInput = Array.from({ length: 5000 }, (_, index) => (index * 7919) % 1000).join(' ') + '\n';
const bigSum = Array.from({ length: 5000 }, (_, index) => (index * 7919) % 1000).reduce((sum, value) => sum + value, 0);

/**
 * A one-challenge library in a temporary directory, for tests of the loader and the seed: "line-sum" (sum the
 * numbers of a line) in Python, ten tests, one of them generated. Returns the library's root.
 */
export function writeFixtureLibrary(overrides: { title?: string } = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'assay-library-'));
  const dir = join(root, 'line-sum');
  for (const folder of ['tests', 'starter', 'solution', 'naive']) mkdirSync(join(dir, folder), { recursive: true });
  const small = Array.from({ length: 9 }, (_, index) => ({
    id: `t${index}`,
    input: `${index} ${index * 2}\n`,
    output: `${index * 3}\n`,
  }));
  const tests = [
    ...small.map((test, index) => ({ id: test.id, name: `small ${index}`, hidden: index >= 2, weight: 1 })),
    {
      id: 'big',
      name: '5 000 numbers',
      hidden: true,
      weight: 2,
      performance: true,
      generated: true,
      input_sha256: createHash('sha256').update(bigInput).digest('hex'),
    },
  ];
  writeFileSync(
    join(dir, 'challenge.json'),
    JSON.stringify(
      {
        title: overrides.title ?? 'Line Sum',
        difficulty: 'easy',
        category: 'arrays-and-strings',
        kind: 'solve',
        tags: ['sums'],
        estimated_minutes: 5,
        comparison: 'whitespace',
        time_limit_ms: 1000,
        memory_limit_mb: 128,
        tests,
        hints: ['Read the line.', 'Split it.', 'Add the numbers.'],
        rubric: [{ name: 'Correctness', description: 'Every number counted.', weight: 1 }],
      },
      null,
      2,
    ),
  );
  writeFileSync(join(dir, 'statement.md'), 'Print the sum of the numbers on the line.\n');
  for (const test of small) {
    writeFileSync(join(dir, 'tests', `${test.id}.in`), test.input);
    writeFileSync(join(dir, 'tests', `${test.id}.out`), test.output);
  }
  writeFileSync(join(dir, 'tests', 'big.out'), `${bigSum}\n`);
  writeFileSync(join(dir, 'tests', 'generate.mjs'), FIXTURE_GENERATOR);
  writeFileSync(
    join(dir, 'starter', 'main.py'),
    'def line_sum(numbers):\n    # Write your solution here\n    return 0\n\nprint(line_sum([int(x) for x in input().split()]))\n',
  );
  writeFileSync(
    join(dir, 'solution', 'main.py'),
    'def line_sum(numbers):\n    return sum(numbers)\n\nprint(line_sum([int(x) for x in input().split()]))\n',
  );
  writeFileSync(join(dir, 'naive', 'main.py'), 'numbers = [int(x) for x in input().split()]\nwhile True:\n    pass\n');
  return root;
}

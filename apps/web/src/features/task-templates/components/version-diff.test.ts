import { templateContentSchema } from '@assay/contracts';
import { describe, expect, it } from 'vitest';
import { versionChanges } from '@/features/task-templates/components/version-diff';

const first = templateContentSchema.parse({
  title: 'Add two numbers',
  statement: 'Read two integers.\nPrint their sum.',
  difficulty: 'easy',
  languages: [{ language: 'python', starter_code: '# code\n', reference_solution: 'print(1)' }],
  tests: [
    { id: 'a', name: 'small', input: '1 2\n', expected_output: '3\n' },
    { id: 'b', name: 'gone', input: '0 0\n', expected_output: '0\n' },
  ],
});

describe('changes between two versions', () => {
  it('shows nothing when nothing changed', () => {
    expect(versionChanges(first, first)).toEqual([]);
  });

  it('names each changed part: settings, statement lines, code per language, and tests added, removed or changed', () => {
    const second = {
      ...first,
      difficulty: 'medium' as const,
      statement: 'Read two integers.\nPrint their sum on one line.',
      languages: [
        { language: 'python' as const, starter_code: '# code\n', reference_solution: 'print(2)' },
        { language: 'javascript' as const, starter_code: '// code\n', reference_solution: 'console.log(3)' },
      ],
      tests: [
        { ...first.tests[0]!, hidden: true },
        { id: 'c', name: 'new', hidden: false, weight: 2, input: '5 5\n', expected_output: '10\n' },
      ],
    };
    const changes = versionChanges(first, second);
    expect(changes.map((section) => section.title)).toEqual([
      'Settings',
      'Statement',
      'Python 3 reference solution',
      'JavaScript (Node.js) starter code',
      'JavaScript (Node.js) reference solution',
      'Tests',
    ]);
    expect(changes[0]!.lines).toEqual([
      { sign: '-', text: 'Difficulty: "easy"' },
      { sign: '+', text: 'Difficulty: "medium"' },
    ]);
    expect(changes[1]!.lines).toEqual([
      { sign: ' ', text: 'Read two integers.' },
      { sign: '-', text: 'Print their sum.' },
      { sign: '+', text: 'Print their sum on one line.' },
    ]);
    expect(changes[3]!.lines).toEqual([{ sign: '+', text: '// code' }]);
    const tests = changes[5]!.lines;
    expect(tests.map((line) => `${line.sign} ${line.text.split(':')[0]}`)).toEqual([
      '- small, weight 1',
      '+ small (hidden), weight 1',
      '+ new, weight 2',
      '- gone, weight 1',
    ]);
  });
});

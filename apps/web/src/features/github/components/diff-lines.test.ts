import { describe, expect, it } from 'vitest';
import { parsePatch } from '@/features/github/components/diff-lines';

describe('parsePatch', () => {
  it('numbers the old and the new side from each hunk header', () => {
    const lines = parsePatch('@@ -3,3 +3,4 @@ function retry()\n a\n-b\n+c\n+d\n e\n\\ No newline at end of file\n');
    expect(lines.map((line) => [line.kind, line.text, line.oldLine, line.newLine])).toEqual([
      ['hunk', '@@ -3,3 +3,4 @@ function retry()', null, null],
      ['context', 'a', 3, 3],
      ['del', 'b', 4, null],
      ['add', 'c', null, 4],
      ['add', 'd', null, 5],
      ['context', 'e', 5, 6],
      ['note', '\\ No newline at end of file', null, null],
    ]);
  });
});

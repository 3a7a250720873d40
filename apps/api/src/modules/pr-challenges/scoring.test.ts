import type { RepositoryTestResult } from '@assay/contracts';
import { describe, expect, it } from 'vitest';
import { answerKeyOf, isSubstantive, scoreImplementation, scoreReview, splitTests } from './scoring.js';

const test = (
  name: string,
  outcome: RepositoryTestResult['outcome'],
  file = 'test/a.test.js',
): RepositoryTestResult => ({
  file,
  name,
  outcome,
  message: null,
  durationMs: 1,
});

describe('PR challenges: scoring', () => {
  it('splits tests into fail-to-pass and pass-to-pass as SWE-bench does', () => {
    const before = [test('kept', 'passed'), test('fixed', 'failed'), test('still broken', 'failed')];
    const after = [
      test('kept', 'passed'),
      test('fixed', 'passed'),
      test('new', 'passed'),
      test('still broken', 'failed'),
    ];
    expect(splitTests(before, after)).toEqual({
      failToPass: ['test/a.test.js › fixed', 'test/a.test.js › new'],
      passToPass: ['test/a.test.js › kept'],
    });
    // The same name in two files is two tests.
    expect(splitTests([test('x', 'passed', 'a')], [test('x', 'passed', 'a'), test('x', 'passed', 'b')])).toEqual({
      failToPass: ['b › x'],
      passToPass: ['a › x'],
    });
  });

  it('scores an implementation: 0 at the base, 100 with the change, a share lost per broken test', () => {
    const challenge = { failToPass: ['f › one', 'f › two'], passToPass: ['f › kept'] };
    const run = (one: string, two: string, kept: string) =>
      scoreImplementation(challenge, [
        test('one', one as never, 'f'),
        test('two', two as never, 'f'),
        test('kept', kept as never, 'f'),
      ]);
    expect(run('failed', 'failed', 'passed').score).toBe(0);
    expect(run('passed', 'passed', 'passed')).toEqual({
      score: 100,
      implement: {
        fail_to_pass: { passed: 2, total: 2 },
        pass_to_pass: { passed: 1, total: 1 },
        broken: [],
        error: null,
      },
    });
    expect(run('passed', 'failed', 'passed').score).toBe(50);
    expect(run('passed', 'passed', 'failed')).toMatchObject({ score: 50, implement: { broken: ['kept'] } });
    expect(run('passed', 'failed', 'failed').score).toBe(0);
    // A test missing from the run (its file did not load) is not passing.
    expect(scoreImplementation(challenge, []).score).toBe(0);
  });

  it('keeps substantive review comments only', () => {
    expect(isSubstantive({ line: 3, body: 'LGTM!' })).toBe(false);
    expect(isSubstantive({ line: 3, body: 'nice' })).toBe(false);
    expect(isSubstantive({ line: null, body: 'This whole file needs a second look.' })).toBe(false);
    expect(isSubstantive({ line: 3, body: 'Could we cover a title that is only punctuation?' })).toBe(true);
    const key = answerKeyOf([
      {
        id: 1,
        path: 'a.js',
        line: 4,
        side: 'RIGHT',
        body: 'This loses the last dash here.',
        author: 'r',
        diffHunk: '',
        createdAt: '2026-01-01T00:00:00Z',
      },
      {
        id: 2,
        path: 'a.js',
        line: 9,
        side: 'RIGHT',
        body: '👍',
        author: 'r',
        diffHunk: '',
        createdAt: '2026-01-01T00:00:00Z',
      },
    ]);
    expect(key.map((comment) => comment.id)).toEqual([1]);
  });

  it('scores a review by the real comments it locates, less half a share per false alarm', () => {
    const real = [
      { id: 1, path: 'src/a.js', line: 10, body: 'x', author: null, createdAt: '' },
      { id: 2, path: 'test/a.test.js', line: 20, body: 'y', author: null, createdAt: '' },
    ];
    const comment = (path: string, line: number) => ({ path, line, body: 'Here is a problem.' });
    expect(scoreReview(real, [comment('src/a.js', 12), comment('test/a.test.js', 20)])).toMatchObject({
      score: 100,
      review: { located: 2, real: 2, false_alarms: 0 },
    });
    // Four lines away, or another file: not located.
    expect(scoreReview(real, [comment('src/a.js', 14), comment('src/b.js', 20)])).toMatchObject({
      score: 0,
      review: { located: 0, false_alarms: 2 },
    });
    const mixed = scoreReview(real, [comment('src/a.js', 10), comment('src/a.js', 11), comment('src/a.js', 40)]);
    expect(mixed.review.comments.map((mark) => mark.located)).toEqual([true, false, false]);
    expect(mixed.score).toBe(0); // 50 for one located, 25 off for each of two false alarms
    expect(scoreReview(real, [comment('src/a.js', 9)]).score).toBe(50);
  });
});

import { readFileSync } from 'node:fs';
import { type LanguageId, SIGNAL_THRESHOLDS, SIMILARITY_WINNOWING } from '@assay/contracts';
import { describe, expect, it } from 'vitest';
import { compare } from './compare.js';
import { fingerprint, kgrams, winnow } from './winnow.js';
import { tokenize } from './tokenize.js';

const LANGUAGES: Record<string, LanguageId> = { py: 'python', js: 'javascript', java: 'java', c: 'c' };
/** A fixture by its name and language's extension; JavaScript's are stored as `.js.txt` (fixtures/README.md). */
const read = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}${name.endsWith('.js') ? '.txt' : ''}`, import.meta.url), 'utf8');
const printsOf = (name: string) => fingerprint(read(name), LANGUAGES[name.split('.').pop()!]!, SIMILARITY_WINNOWING);
const score = (self: string, other: string) => compare(printsOf(self), printsOf(other)).score;

describe('winnowing', () => {
  it('keeps a signed 32-bit hash per window, with the lines of its k-gram', () => {
    const tokens = tokenize(read('wordfreq/a.py'), 'python');
    const grams = kgrams(tokens, SIMILARITY_WINNOWING.k);
    expect(grams).toHaveLength(tokens.length - SIMILARITY_WINNOWING.k + 1);
    const kept = winnow(grams, SIMILARITY_WINNOWING.window);
    for (const [hash, line, endLine] of kept) {
      expect(hash).toBe(hash | 0);
      expect(endLine).toBeGreaterThanOrEqual(line);
    }
    // Every window of `window` consecutive k-grams has one of its k-grams kept (the guarantee of winnowing).
    const positions = new Set(kept.map((print) => grams.indexOf(print)));
    for (let start = 0; start + SIMILARITY_WINNOWING.window <= grams.length; start += 1) {
      const inWindow = [...positions].some((at) => at >= start && at < start + SIMILARITY_WINNOWING.window);
      expect(inWindow, `window at ${start}`).toBe(true);
    }
  });

  it('code shorter than k tokens has no fingerprints; shorter than a window, one', () => {
    expect(fingerprint('print(1)', 'python', SIMILARITY_WINNOWING)).toEqual([]);
    expect(fingerprint('x = [1, 2, 3, 4, 5, 6]', 'python', SIMILARITY_WINNOWING)).toHaveLength(1);
  });

  it('leaves out whatever the starter code holds', () => {
    const starter =
      'def solve(a, b):\n    # write your code here\n    pass\n\nprint(solve(int(input()), int(input())))\n';
    const untouched = fingerprint(starter, 'python', { ...SIMILARITY_WINNOWING, starterCode: starter });
    expect(untouched).toEqual([]);
    const solved = starter.replace('pass', 'result = a + b\n    return result if result > 0 else -result');
    const prints = fingerprint(solved, 'python', { ...SIMILARITY_WINNOWING, starterCode: starter });
    const all = fingerprint(solved, 'python', SIMILARITY_WINNOWING);
    expect(prints.length).toBeGreaterThan(0);
    expect(prints.length).toBeLessThan(all.length);
  });
});

describe('similarity of the fixtures (known answers)', () => {
  it.each(['py', 'js', 'java', 'c'])('a renamed, re-commented, re-spaced copy (%s) is strong', (extension) => {
    expect(score(`fizzbuzz/a-renamed.${extension}`, `fizzbuzz/a.${extension}`)).toBeGreaterThanOrEqual(
      SIGNAL_THRESHOLDS.similarityStrong,
    );
  });

  it('a copy with its functions reordered and renamed is well above review', () => {
    expect(score('wordfreq/a-reordered.py', 'wordfreq/a.py')).toBeGreaterThanOrEqual(
      SIGNAL_THRESHOLDS.similarityReview,
    );
  });

  it.each([
    ['fizzbuzz/a.py', 'fizzbuzz/b.py'],
    ['fizzbuzz/a.py', 'fizzbuzz/c.py'],
    ['fizzbuzz/b.py', 'fizzbuzz/c.py'],
    ['fizzbuzz/a.js', 'fizzbuzz/b.js'],
    ['fizzbuzz/a.java', 'fizzbuzz/b.java'],
    ['fizzbuzz/a.c', 'fizzbuzz/b.c'],
    ['wordfreq/a.py', 'wordfreq/b.py'],
    ['wordfreq/a.js', 'wordfreq/b.js'],
  ])('independent solutions %s and %s stay below review, both ways', (a, b) => {
    expect(score(a, b)).toBeLessThan(SIGNAL_THRESHOLDS.similarityReview);
    expect(score(b, a)).toBeLessThan(SIGNAL_THRESHOLDS.similarityReview);
  });

  it('a copy of two functions points at them on both sides', () => {
    // c-partial.js lines 5–15 are a.js's countWords and topWords (lines 12–23), renamed.
    const { score: share, regions } = compare(printsOf('wordfreq/c-partial.js'), printsOf('wordfreq/a.js'));
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(SIGNAL_THRESHOLDS.similarityStrong);
    const largest = regions[0]!;
    expect(largest.this.from).toBe(5);
    expect(largest.this.to).toBeGreaterThanOrEqual(13);
    expect(largest.this.to).toBeLessThanOrEqual(15);
    expect(largest.other.from).toBe(12);
    expect(largest.other.to).toBeGreaterThanOrEqual(21);
    expect(largest.other.to).toBeLessThanOrEqual(23);
  });

  it('reordered functions become separate regions, each paired with its original', () => {
    const { regions } = compare(printsOf('wordfreq/a-reordered.py'), printsOf('wordfreq/a.py'));
    // split_terms (lines 26–32 of the copy) is read_words (lines 5–11 of the original).
    const splitTerms = regions.find((region) => region.this.from >= 25 && region.this.from <= 27);
    expect(splitTerms?.other.from).toBe(5);
    // tally (lines 19–23) is count_words (lines 14–18).
    const tally = regions.find((region) => region.this.from === 19);
    expect(tally?.other.from).toBe(14);
    expect(regions.length).toBeLessThanOrEqual(10);
  });

  it('ignored (common) hashes count on neither side', () => {
    const a = printsOf('fizzbuzz/a.py');
    const ignore = new Set(a.slice(0, 3).map(([hash]) => hash));
    const { score: share, shared } = compare(a, printsOf('fizzbuzz/a-renamed.py'), { ignore });
    expect(share).toBe(1);
    expect(shared).toBe(new Set(a.map(([hash]) => hash)).size - ignore.size);
  });
});

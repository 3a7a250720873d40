import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listChallenges, loadChallenge } from './library.js';
import { writeFixtureLibrary } from './testing/fixture-library.js';

const only = (root: string) => listChallenges(root)[0]!;

describe('loading a challenge folder', () => {
  it('builds the template content: category as first tag, tests with their data, the generated one included', async () => {
    const root = writeFixtureLibrary();
    const challenge = await loadChallenge(only(root));
    expect(challenge).toMatchObject({
      slug: 'line-sum',
      templateId: 'library-line-sum',
      category: 'arrays-and-strings',
      kind: 'solve',
      performanceTests: ['big'],
    });
    expect(challenge.content).toMatchObject({
      title: 'Line Sum',
      tags: ['arrays-and-strings', 'sums'],
      test_kind: 'stdio',
      time_limit_ms: 1000,
      languages: [{ language: 'python' }],
    });
    expect(challenge.content.tests).toHaveLength(10);
    expect(challenge.content.tests[0]).toEqual({
      id: 't0',
      name: 'small 0',
      hidden: false,
      weight: 1,
      input: '0 0\n',
      expected_output: '0\n',
    });
    expect(challenge.content.tests[9]!.input.split(' ')).toHaveLength(5000);
    expect(challenge.naive.map((entry) => entry.language)).toEqual(['python']);
  });

  it('fingerprints the folder: the same files the same print, any change a new one', () => {
    const root = writeFixtureLibrary();
    const before = only(root).fingerprint;
    expect(only(root).fingerprint).toBe(before);
    writeFileSync(join(root, 'line-sum', 'statement.md'), 'Print the sum.\n');
    expect(only(root).fingerprint).not.toBe(before);
  });

  it.each<[string, (dir: string) => void, RegExp]>([
    [
      'a generator whose output changed',
      (dir) => writeFileSync(join(dir, 'tests', 'generate.mjs'), 'export default () => "1 2\\n";\n'),
      /line-sum: test "big": the generated input's SHA-256 is [0-9a-f]{64}, not the/,
    ],
    [
      'a missing expected output',
      (dir) =>
        writeFileSync(
          join(dir, 'challenge.json'),
          readFileSync(join(dir, 'challenge.json'), 'utf8').replace('"t3"', '"t3b"'),
        ),
      /line-sum: test "t3b" has no tests\/t3b\.in/,
    ],
    [
      'an unknown category',
      (dir) =>
        writeFileSync(
          join(dir, 'challenge.json'),
          readFileSync(join(dir, 'challenge.json'), 'utf8').replace('arrays-and-strings', 'puzzles'),
        ),
      /line-sum: challenge\.json: category: /,
    ],
    [
      'a starter without its solution',
      (dir) => writeFileSync(join(dir, 'starter', 'main.js'), 'console.log(0)\n'),
      /javascript: starter\/main\.js and solution\/main\.js go together/,
    ],
  ])('names the challenge and the problem for %s', async (_name, breakIt, message) => {
    const root = writeFixtureLibrary();
    breakIt(join(root, 'line-sum'));
    await expect(loadChallenge(only(root))).rejects.toThrow(message);
  });
});

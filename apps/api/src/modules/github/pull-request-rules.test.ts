import { describe, expect, it } from 'vitest';
import { isTestPath, linkedIssueNumber, parseRepositoryRef } from './pull-request-rules.js';

describe('pull-request rules', () => {
  it('reads a repository from owner/name and every URL form GitHub shows, and nothing else', () => {
    const ref = { owner: 'octo-org', name: 'hello.world' };
    for (const text of [
      'octo-org/hello.world',
      ' octo-org/hello.world ',
      'https://github.com/octo-org/hello.world',
      'https://github.com/octo-org/hello.world.git',
      'https://github.com/octo-org/hello.world/',
      'https://github.com/octo-org/hello.world/pull/12',
      'http://ghe.example.test/octo-org/hello.world',
      'git@github.com:octo-org/hello.world.git',
    ])
      expect(parseRepositoryRef(text), text).toEqual(ref);
    for (const text of ['', 'octo-org', 'a/b/c', 'https://github.com/octo-org', 'octo org/x', '../etc/passwd', 'a/..'])
      expect(parseRepositoryRef(text), text).toBeNull();
  });

  it('finds the issue a description closes by GitHub’s keywords', () => {
    expect(linkedIssueNumber('This fixes #12 and more')).toBe(12);
    expect(linkedIssueNumber('Closes: #3')).toBe(3);
    expect(linkedIssueNumber('resolved #7; fixes #8')).toBe(7);
    expect(linkedIssueNumber('See #12 for context')).toBeNull();
    expect(linkedIssueNumber('prefix #1')).toBeNull();
  });

  it('tells test files from code by the common conventions', () => {
    for (const path of [
      'test/slugify.test.js',
      'tests/test_parser.py',
      'src/__tests__/a.ts',
      'lib/a.spec.ts',
      'pkg/parser_test.go',
      'app/test_models.py',
      'src/test/java/AppTest.java',
    ])
      expect(isTestPath(path), path).toBe(true);
    for (const path of ['src/slugify.js', 'README.md', 'src/testing-utils.ts', 'src/latest.py', 'contest/a.js'])
      expect(isTestPath(path), path).toBe(false);
  });
});

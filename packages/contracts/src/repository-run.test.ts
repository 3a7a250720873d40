import { describe, expect, it } from 'vitest';
import { RUN_LIMITS, type RunnerJob } from './execution.js';
import { anyRunnerJobSchema, isRepositoryJob, workTreePathSchema, type RepositoryJob } from './repository-run.js';

const repositoryJob: RepositoryJob = {
  id: 'r1',
  kind: 'repository',
  toolchain: 'node',
  tree: '/data/trees/abc',
  dependencies: null,
  files: [{ path: 'src/index.js', content: 'module.exports = 1;\n' }],
  testFiles: ['test/index.test.js'],
  limits: { wallMs: 30_000, memoryMb: 512, outputBytes: 64 * 1024, workDirMb: 64 },
};
const codeJob: RunnerJob = {
  id: 'c1',
  language: 'python',
  source: 'print(1)',
  limits: RUN_LIMITS,
  tests: [{ id: 't1', kind: 'stdio', stdin: '' }],
};

describe('workTreePathSchema', () => {
  it.each(['src/index.js', 'a/b/c.test.js', '.github/workflows/ci.yml', 'tests/test_x.py'])('accepts %s', (path) => {
    expect(workTreePathSchema.safeParse(path).success).toBe(true);
  });
  it.each([
    '',
    '/etc/passwd',
    '../up.js',
    'a/../b.js',
    'a/./b.js',
    'a//b.js',
    '.git/config',
    'a\\b.js',
    'a\nb.js',
    'a\tb',
    'a\0b',
  ])('refuses %j', (path) => {
    expect(workTreePathSchema.safeParse(path).success).toBe(false);
  });
});

describe('anyRunnerJobSchema', () => {
  it('takes either job, each as itself', () => {
    expect(anyRunnerJobSchema.parse(repositoryJob)).toEqual(repositoryJob);
    expect(anyRunnerJobSchema.parse(codeJob)).toEqual(codeJob);
    expect(isRepositoryJob(repositoryJob)).toBe(true);
    expect(isRepositoryJob(codeJob)).toBe(false);
  });
  it('refuses a repository job whose test file leaves the tree', () => {
    expect(anyRunnerJobSchema.safeParse({ ...repositoryJob, testFiles: ['../x.test.js'] }).success).toBe(false);
  });
});

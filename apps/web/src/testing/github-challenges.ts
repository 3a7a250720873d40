import type { GithubAttempt, GithubChallenge, GithubChallengeSummary, RepositoryRunResult } from '@assay/contracts';

export const IMPLEMENT_ID = 'github_pr_7_1767225600.123';
export const REVIEW_ID = 'github_pr_8_1767225600.456';

export const challengeSummary = (overrides: Partial<GithubChallengeSummary> = {}): GithubChallengeSummary => ({
  id: IMPLEMENT_ID,
  kind: 'implement',
  title: 'Retry gives up too early',
  repository: 'acme/widgets',
  pull_request_number: 7,
  pull_request_url: 'https://github.com/acme/widgets/pull/7',
  language: 'TypeScript',
  difficulty: 'medium',
  visibility: 'public',
  changed_lines: 42,
  created_at: '2026-01-01T00:00:00.000Z',
  best_score: null,
  ...overrides,
});

export const implementChallenge: GithubChallenge = {
  ...challengeSummary(),
  statement: '## Retries give up too early\n\nThe client stops after **one** retry.',
  base_sha: 'a'.repeat(40),
  implement: {
    toolchain: 'node',
    files: [
      { path: 'src/retry.js', content: 'export const retries = 1;\n', is_test: false },
      { path: 'src/backoff.js', content: 'export const delay = 100;\n', is_test: false },
    ],
    tree: ['README.md', 'src/retry.js', 'src/backoff.js', 'test/retry.test.js'],
    visible_test_files: ['test/retry.test.js'],
    hidden_test_count: 3,
  },
  review: null,
};

export const reviewChallenge: GithubChallenge = {
  ...challengeSummary({ id: REVIEW_ID, kind: 'review', pull_request_number: 8, title: 'Add a cache' }),
  statement: 'Adds a cache in front of the store.',
  base_sha: 'b'.repeat(40),
  implement: null,
  review: {
    diff: [
      {
        filename: 'src/cache.js',
        status: 'modified',
        additions: 2,
        deletions: 1,
        patch:
          '@@ -1,3 +1,4 @@\n const store = new Map();\n-export const get = (k) => store.get(k);\n+export const get = (k) => cache[k];\n+const cache = {};\n export default store;',
      },
    ],
    real_comment_count: 2,
  },
};

export const runResult: RepositoryRunResult = {
  status: 'ok',
  tests: [
    { file: 'test/retry.test.js', name: 'retries three times', outcome: 'passed', message: null, durationMs: 4 },
    {
      file: 'test/retry.test.js',
      name: 'waits between retries',
      outcome: 'failed',
      message: 'Expected 200, got 100',
      durationMs: 3,
    },
  ],
  passed: 1,
  failed: 1,
  output: '',
  error: null,
  duration_ms: 1234,
};

export const implementAttempt: GithubAttempt = {
  id: 'attempt-1',
  task_id: IMPLEMENT_ID,
  kind: 'implement',
  score: 67,
  submitted_at: new Date().toISOString(),
  implement: {
    fail_to_pass: { passed: 2, total: 3 },
    pass_to_pass: { passed: 9, total: 10 },
    broken: ['keeps the default timeout'],
    error: null,
  },
  review: null,
};

export const reviewAttempt: GithubAttempt = {
  id: 'attempt-2',
  task_id: REVIEW_ID,
  kind: 'review',
  score: 50,
  submitted_at: new Date().toISOString(),
  implement: null,
  review: {
    located: 1,
    real: 2,
    false_alarms: 0,
    comments: [{ path: 'src/cache.js', line: 2, body: 'The cache is used before it is declared.', located: true }],
  },
};

import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { StandInPullRequest, StandInPullRequestFile, StandInReviewComment } from './github-stand-in.js';

/**
 * Real git repositories for the GitHub integration's tests (issue 28): a tiny Node project with a merged pull request
 * that fixes a bug and adds a fail-to-pass test, built with the git CLI at fixed dates (so its shas are the same on
 * every run), published as a bare repository (git-http-server.ts serves it over git's smart HTTP protocol).
 */

const execFileAsync = promisify(execFile);

/** git's environment: no system or global configuration, no prompts, nothing from a proxy. */
export function gitEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) {
    if (/^(GIT_|https?_proxy$|all_proxy$|no_proxy$)/i.test(name)) delete env[name];
  }
  return {
    ...env,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_TERMINAL_PROMPT: '0',
    ...extra,
  };
}

/** Runs git in `cwd`; returns its stdout (trimmed of the final newline). */
export async function git(cwd: string, args: string[], extraEnv: Record<string, string> = {}): Promise<string> {
  const { stdout } = await execFileAsync('git', args, {
    cwd,
    env: gitEnvironment(extraEnv),
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout.replace(/\n$/, '');
}

export interface MergedPrSpec {
  authorName?: string;
  authorEmail?: string;
  /** The first commit's time (ISO 8601, UTC); later commits follow a minute apart. */
  startDate?: string;
}

export interface MergedPrRepository {
  dir: string;
  defaultBranch: 'main';
  headBranch: 'fix-slugify';
  /** main before the merge: the bug, and tests that pass. */
  baseSha: string;
  /** The branch's last commit: the fix and its test. */
  headSha: string;
  /** The merge commit on main (--no-ff), parents baseSha and headSha. */
  mergeSha: string;
  /** Every path the pull request changes, then split into code and tests. */
  changedFiles: string[];
  codeFiles: string[];
  testFiles: string[];
  /** The test that fails on baseSha and passes on headSha and mergeSha (node:test's name). */
  failToPassTests: string[];
  /** Tests that pass on both. */
  passToPassTests: string[];
  /** How the project runs its tests (in its directory). */
  testCommand: string[];
  /** Commit times (ISO 8601): base, branch commits, merge. */
  dates: { base: string; head: string; merge: string };
  commits: number;
}

const FILES_BASE: Record<string, string> = {
  'package.json': `${JSON.stringify(
    {
      name: 'slugify-demo',
      version: '1.0.0',
      private: true,
      type: 'module',
      scripts: { test: 'node --test' },
    },
    null,
    2,
  )}\n`,
  'README.md': '# slugify-demo\n\nTurns titles into URL slugs. Run the tests with `npm test` (`node --test`).\n',
  'src/slugify.js': `/** Turns a title into a URL slug: lower case, letters and digits, words joined by single dashes. */
export function slugify(title) {
  return title
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9\\s-]/g, '')
    .replace(/\\s/g, '-');
}
`,
  'test/slugify.test.js': `import assert from 'node:assert/strict';
import { test } from 'node:test';
import { slugify } from '../src/slugify.js';

test('lower-cases words and joins them with dashes', () => {
  assert.equal(slugify('Hello World'), 'hello-world');
});

test('drops punctuation', () => {
  assert.equal(slugify('Ready, set: go!'), 'ready-set-go');
});
`,
};

const FIXED_SLUGIFY = `/** Turns a title into a URL slug: lower case, letters and digits, words joined by single dashes. */
export function slugify(title) {
  return title
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9\\s-]/g, '')
    .replace(/[\\s-]+/g, '-')
    .replace(/^-|-$/g, '');
}
`;

const FIXED_TEST = `${FILES_BASE['test/slugify.test.js']}
test('collapses runs of spaces and dashes into one dash', () => {
  assert.equal(slugify('Hello   big - world'), 'hello-big-world');
  assert.equal(slugify('- edge case -'), 'edge-case');
});
`;

function writeFiles(dir: string, files: Record<string, string>) {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
}

/**
 * Builds the project in `dir` (created if needed; should be empty): main with the bug, branch fix-slugify with two
 * commits (the fix, then its test), merged into main with --no-ff. Same spec, same shas.
 */
export async function createRepositoryWithMergedPr(dir: string, spec: MergedPrSpec = {}): Promise<MergedPrRepository> {
  const name = spec.authorName ?? 'Ada Example';
  const email = spec.authorEmail ?? 'ada@example.test';
  const start = Date.parse(spec.startDate ?? '2026-03-02T09:00:00Z');
  const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString().replace('.000Z', 'Z');
  const identity = ['-c', `user.name=${name}`, '-c', `user.email=${email}`, '-c', 'commit.gpgsign=false'];
  const commitEnv = (date: string) => ({ GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
  const commit = async (message: string, date: string) => {
    await git(dir, ['add', '--all']);
    await git(dir, [...identity, 'commit', '--quiet', '--no-verify', '-m', message], commitEnv(date));
    return git(dir, ['rev-parse', 'HEAD']);
  };

  mkdirSync(dir, { recursive: true });
  await git(dir, ['init', '--quiet', '--initial-branch=main']);
  writeFiles(dir, FILES_BASE);
  const dates = { base: at(0), head: at(2), merge: at(3) };
  const baseSha = await commit('Add slugify with tests', dates.base);

  await git(dir, ['checkout', '--quiet', '-b', 'fix-slugify']);
  writeFiles(dir, { 'src/slugify.js': FIXED_SLUGIFY });
  await commit('Collapse repeated spaces and dashes in slugify', at(1));
  writeFiles(dir, { 'test/slugify.test.js': FIXED_TEST });
  const headSha = await commit('Test slugs of titles with repeated spaces', dates.head);

  await git(dir, ['checkout', '--quiet', 'main']);
  await git(
    dir,
    [
      ...identity,
      'merge',
      '--quiet',
      '--no-ff',
      '--no-verify',
      '-m',
      'Merge pull request #7 from ada/fix-slugify\n\nCollapse repeated spaces in slugs',
      'fix-slugify',
    ],
    commitEnv(dates.merge),
  );
  const mergeSha = await git(dir, ['rev-parse', 'HEAD']);

  return {
    dir,
    defaultBranch: 'main',
    headBranch: 'fix-slugify',
    baseSha,
    headSha,
    mergeSha,
    changedFiles: ['src/slugify.js', 'test/slugify.test.js'],
    codeFiles: ['src/slugify.js'],
    testFiles: ['test/slugify.test.js'],
    failToPassTests: ['collapses runs of spaces and dashes into one dash'],
    passToPassTests: ['lower-cases words and joins them with dashes', 'drops punctuation'],
    testCommand: ['node', '--test'],
    dates,
    commits: 2,
  };
}

/**
 * Publishes `repository` as a bare repository at `rootDir/owner/name.git` (for startGitHttpServer), allowing fetches
 * of any sha. Returns the bare repository's path.
 */
export async function publishBare(repository: { dir: string }, rootDir: string, fullName: string): Promise<string> {
  const bare = join(rootDir, `${fullName}.git`);
  mkdirSync(dirname(bare), { recursive: true });
  await git(rootDir, ['clone', '--quiet', '--bare', repository.dir, bare]);
  await git(bare, ['config', 'uploadpack.allowReachableSHA1InWant', 'true']);
  await git(bare, ['config', 'uploadpack.allowAnySHA1InWant', 'true']);
  await git(bare, ['config', 'uploadpack.allowFilter', 'true']);
  return bare;
}

/** GitHub's `patch` for one file: the unified diff's hunks, without the diff --git/index/---/+++ header. */
async function patchOf(dir: string, from: string, to: string, path: string): Promise<string> {
  const diff = await git(dir, ['diff', '--no-color', '--no-ext-diff', from, to, '--', path]);
  const start = diff.indexOf('\n@@');
  return start === -1 ? '' : diff.slice(start + 1);
}

const STATUS: Record<string, StandInPullRequestFile['status']> = {
  A: 'added',
  M: 'modified',
  D: 'removed',
  R: 'renamed',
  C: 'copied',
  T: 'changed',
};

/** The pull request's files as GitHub lists them, from `git diff base...head`. */
export async function pullRequestFiles(
  dir: string,
  baseSha: string,
  headSha: string,
): Promise<StandInPullRequestFile[]> {
  const numstat = await git(dir, ['diff', '--numstat', '--no-renames', baseSha, headSha]);
  const nameStatus = await git(dir, ['diff', '--name-status', '--no-renames', baseSha, headSha]);
  const statuses = new Map(
    nameStatus
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [code = 'M', path = ''] = line.split('\t');
        return [path, STATUS[code[0] ?? 'M'] ?? 'modified'] as const;
      }),
  );
  const files: StandInPullRequestFile[] = [];
  for (const line of numstat.split('\n').filter(Boolean)) {
    const [added = '0', deleted = '0', filename = ''] = line.split('\t');
    const additions = Number(added);
    const deletions = Number(deleted);
    const status = statuses.get(filename) ?? 'modified';
    files.push({
      filename,
      status,
      additions,
      deletions,
      changes: additions + deletions,
      patch: await patchOf(dir, baseSha, headSha, filename),
      sha:
        status === 'removed'
          ? await git(dir, ['rev-parse', `${baseSha}:${filename}`])
          : await git(dir, ['rev-parse', `${headSha}:${filename}`]),
    });
  }
  return files;
}

/**
 * A review comment on the new-side line `line` of `file`, as GitHub records it: `position` counts the patch's lines
 * after the first @@, `diff_hunk` is the patch up to that line.
 */
export function reviewCommentOn(
  file: StandInPullRequestFile,
  line: number,
  comment: Omit<StandInReviewComment, 'path' | 'line' | 'original_line' | 'side' | 'diff_hunk' | 'position'>,
): StandInReviewComment {
  const lines = (file.patch ?? '').split('\n');
  let newLine = 0;
  for (let index = 0; index < lines.length; index += 1) {
    const text = lines[index] ?? '';
    const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(text);
    if (header) {
      newLine = Number(header[1]) - 1;
      continue;
    }
    if (text.startsWith('-')) continue;
    newLine += 1;
    if (newLine === line) {
      const hunkStart = lines.slice(0, index + 1).findLastIndex((candidate) => candidate.startsWith('@@'));
      return {
        ...comment,
        path: file.filename,
        line,
        original_line: line,
        side: 'RIGHT',
        position: index,
        original_position: index,
        diff_hunk: lines.slice(hunkStart, index + 1).join('\n'),
      };
    }
  }
  throw new Error(`Line ${line} of ${file.filename} is not in the pull request's diff`);
}

export interface PullRequestRecordOptions {
  number?: number;
  /** owner/name, for html_url. */
  fullName?: string;
  author?: string;
  reviewer?: string;
  title?: string;
  /** Defaults to a body that links issue 12 ("Fixes #12"). */
  body?: string;
}

/**
 * The stand-in's record of the merged pull request in `repository`: shas and dates from git, files with git's real
 * patches, and two review comments on lines the pull request adds (one in the code, one in the test).
 */
export async function pullRequestRecordFor(
  repository: MergedPrRepository,
  options: PullRequestRecordOptions = {},
): Promise<StandInPullRequest> {
  const number = options.number ?? 7;
  const fullName = options.fullName ?? 'acme/slugify-demo';
  const reviewer = options.reviewer ?? 'grace';
  const files = await pullRequestFiles(repository.dir, repository.baseSha, repository.headSha);
  const code = files.find((file) => file.filename === 'src/slugify.js');
  const test = files.find((file) => file.filename === 'test/slugify.test.js');
  if (!code || !test) throw new Error('The pull request should change src/slugify.js and test/slugify.test.js');
  const lineOf = async (path: string, needle: string) => {
    const text = await git(repository.dir, ['show', `${repository.headSha}:${path}`]);
    return text.split('\n').findIndex((candidate) => candidate.includes(needle)) + 1;
  };
  const common = { user: { login: reviewer }, created_at: repository.dates.head, commit_id: repository.headSha };
  const comments = [
    reviewCommentOn(code, await lineOf('src/slugify.js', '[\\s-]+'), {
      ...common,
      id: 9001,
      body: 'Nice: one character class catches both the spaces and the dashes.',
    }),
    reviewCommentOn(test, await lineOf('test/slugify.test.js', "'- edge case -'"), {
      ...common,
      id: 9002,
      body: 'Could we also cover a title that is only punctuation?',
    }),
  ];
  return {
    number,
    title: options.title ?? 'Collapse repeated spaces in slugs',
    body: options.body ?? 'Titles with several spaces in a row made slugs with several dashes.\n\nFixes #12',
    state: 'closed',
    merged_at: repository.dates.merge,
    merge_commit_sha: repository.mergeSha,
    base: { ref: repository.defaultBranch, sha: repository.baseSha },
    head: { ref: repository.headBranch, sha: repository.headSha },
    user: { login: options.author ?? 'ada' },
    additions: files.reduce((sum, file) => sum + file.additions, 0),
    deletions: files.reduce((sum, file) => sum + file.deletions, 0),
    changed_files: files.length,
    commits: repository.commits,
    html_url: `https://github.com/${fullName}/pull/${number}`,
    created_at: repository.dates.base,
    updated_at: repository.dates.merge,
    closed_at: repository.dates.merge,
    files,
    comments,
    diff: `${await git(repository.dir, ['diff', '--no-color', '--no-ext-diff', repository.baseSha, repository.headSha])}\n`,
  };
}

/** The issue a pull request's body links ("Fixes #12"). */
export const LINKED_ISSUE = {
  number: 12,
  title: 'Slugs keep repeated dashes',
  body: '`slugify("Hello   world")` gives `hello---world`; it should be `hello-world`.',
  state: 'closed' as const,
};

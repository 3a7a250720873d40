import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LINKED_ISSUE,
  createRepositoryWithMergedPr,
  git,
  publishBare,
  pullRequestRecordFor,
  type MergedPrRepository,
} from './git-fixtures.js';
import { startGitHttpServer } from './git-http-server.js';
import { startGithubStandIn, type GithubStandIn, type StandInPullRequest } from './github-stand-in.js';

const execFileAsync = promisify(execFile);

const USER_TOKEN = 'ghp_standInUserToken0000000000000000000';
const OTHER_TOKEN = 'ghp_standInOtherToken000000000000000000';
const INSTALLATION_TOKEN = 'ghs_standInInstallationToken00000000000';

const RetryingOctokit = Octokit.plugin(retry, throttling);

let standIn: GithubStandIn;
let workDir: string;
let repository: MergedPrRepository;
let gitServer: { url: string; close(): Promise<void> };
const onRateLimit = vi.fn(() => false);
const onSecondaryRateLimit = vi.fn(() => true);

/** Octokit as the product will make it: retries and throttling on, their waits shortened to milliseconds. */
function client(auth?: string) {
  return new RetryingOctokit({
    auth,
    baseUrl: standIn.url,
    retry: { retryAfterBaseValue: 5 },
    throttle: { onRateLimit, onSecondaryRateLimit, retryAfterBaseValue: 5 },
    log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
  });
}

function pull(number: number, overrides: Partial<StandInPullRequest> = {}): StandInPullRequest {
  const day = new Date(Date.UTC(2026, 0, 1) + number * 3_600_000).toISOString().replace('.000Z', 'Z');
  const sha = (seed: string) => `${seed}${String(number).padStart(39, '0')}`.slice(0, 40);
  return {
    number,
    title: `Change ${number}`,
    body: null,
    state: 'closed',
    merged_at: day,
    merge_commit_sha: sha('c'),
    base: { ref: 'main', sha: sha('a') },
    head: { ref: `change-${number}`, sha: sha('b') },
    user: { login: 'ada' },
    additions: 1,
    deletions: 1,
    changed_files: 1,
    created_at: day,
    updated_at: day,
    closed_at: day,
    ...overrides,
  };
}

beforeAll(async () => {
  standIn = await startGithubStandIn();
  workDir = mkdtempSync(join(tmpdir(), 'assay-github-stand-in-'));
  repository = await createRepositoryWithMergedPr(join(workDir, 'work', 'slugify-demo'));
  await publishBare(repository, join(workDir, 'served'), 'acme/slugify-demo');
  gitServer = await startGitHttpServer(join(workDir, 'served'));
});

afterAll(async () => {
  await standIn?.close();
  await gitServer?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

beforeEach(async () => {
  const { state } = standIn;
  state.tokens.clear();
  state.repositories.clear();
  state.requests.length = 0;
  state.rateLimit.remaining = state.rateLimit.limit;
  state.rateLimit.used = 0;
  onRateLimit.mockClear();
  onSecondaryRateLimit.mockClear();
  state.addToken(USER_TOKEN, { login: 'ada', id: 101, name: 'Ada Example', scopes: ['repo', 'read:user'] });
  state.addToken(OTHER_TOKEN, { login: 'grace', id: 102, name: 'Grace Example', scopes: ['public_repo'] });
  state.addToken(INSTALLATION_TOKEN, { login: 'assay-app[bot]', id: 103, kind: 'installation' });
  state.addRepository('acme/slugify-demo', {
    private: true,
    language: 'JavaScript',
    size: 12,
    description: 'Turns titles into URL slugs',
    clone_url: `${gitServer.url}/acme/slugify-demo.git`,
    visibleTo: [USER_TOKEN, INSTALLATION_TOKEN],
  });
  state.addPullRequest('acme/slugify-demo', await pullRequestRecordFor(repository, { fullName: 'acme/slugify-demo' }));
  state.addIssue('acme/slugify-demo', LINKED_ISSUE);
});

describe('the GitHub stand-in, read with the real Octokit', () => {
  it('answers /user with the token owner and the classic scopes in X-OAuth-Scopes', async () => {
    const response = await client(USER_TOKEN).rest.users.getAuthenticated();
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ login: 'ada', id: 101, name: 'Ada Example', type: 'User' });
    expect(response.headers['x-oauth-scopes']).toBe('repo, read:user');
    expect(standIn.state.requests).toEqual([
      { method: 'GET', path: '/user', query: {}, authorized: true, status: 200 },
    ]);
  });

  it('sends every response with the rate-limit headers, and counts requests against them', async () => {
    const octokit = client(USER_TOKEN);
    await octokit.rest.users.getAuthenticated();
    const response = await octokit.rest.repos.get({ owner: 'acme', repo: 'slugify-demo' });
    expect(response.headers['x-ratelimit-limit']).toBe('5000');
    expect(response.headers['x-ratelimit-remaining']).toBe('4998');
    expect(response.headers['x-ratelimit-used']).toBe('2');
    expect(response.headers['x-ratelimit-resource']).toBe('core');
    expect(Number(response.headers['x-ratelimit-reset'])).toBeGreaterThan(Date.now() / 1000);
    const limits = await octokit.rest.rateLimit.get();
    expect(limits.data.resources.core).toMatchObject({ limit: 5000, remaining: 4998, used: 2 });
  });

  it('rejects a missing or unknown token with a 401 RequestError', async () => {
    await expect(client('ghp_notAToken').rest.users.getAuthenticated()).rejects.toMatchObject({
      name: 'HttpError',
      status: 401,
      message: expect.stringContaining('Bad credentials'),
    });
    await expect(client().rest.repos.get({ owner: 'acme', repo: 'slugify-demo' })).rejects.toMatchObject({
      status: 401,
    });
    expect(standIn.state.requests.map((request) => request.authorized)).toEqual([true, false]);
  });

  it("hides a private repository from a token that cannot see it (GitHub's 404)", async () => {
    const owner = await client(USER_TOKEN).rest.repos.get({ owner: 'acme', repo: 'slugify-demo' });
    expect(owner.data).toMatchObject({
      full_name: 'acme/slugify-demo',
      private: true,
      visibility: 'private',
      default_branch: 'main',
      language: 'JavaScript',
      clone_url: `${gitServer.url}/acme/slugify-demo.git`,
    });
    await expect(client(OTHER_TOKEN).rest.repos.get({ owner: 'acme', repo: 'slugify-demo' })).rejects.toMatchObject({
      status: 404,
      response: { data: { message: 'Not Found' } },
    });
    await expect(
      client(OTHER_TOKEN).rest.pulls.get({ owner: 'acme', repo: 'slugify-demo', pull_number: 7 }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('lists an installation token its repositories, and refuses it /user as GitHub does', async () => {
    standIn.state.addRepository('acme/hidden', { private: true, visibleTo: [USER_TOKEN] });
    const octokit = client(INSTALLATION_TOKEN);
    const response = await octokit.rest.apps.listReposAccessibleToInstallation();
    expect(response.data.total_count).toBe(1);
    expect(response.data.repositories.map((repo) => repo.full_name)).toEqual(['acme/slugify-demo']);
    expect(response.headers['x-oauth-scopes']).toBeUndefined();
    await expect(octokit.rest.users.getAuthenticated()).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining('Resource not accessible by integration'),
    });
    await expect(client(USER_TOKEN).rest.apps.listReposAccessibleToInstallation()).rejects.toMatchObject({
      status: 403,
    });
  });

  it('follows the Link header through 250 pull requests with octokit.paginate', async () => {
    standIn.state.addRepository('ada/busy', { visibleTo: 'all' });
    for (let number = 1; number <= 250; number += 1) standIn.state.addPullRequest('ada/busy', pull(number));
    standIn.state.addPullRequest('ada/busy', pull(251, { state: 'open', merged_at: null, closed_at: null }));

    const pulls = await client(USER_TOKEN).paginate(client(USER_TOKEN).rest.pulls.list, {
      owner: 'ada',
      repo: 'busy',
      state: 'closed',
      sort: 'created',
      direction: 'asc',
      per_page: 100,
    });
    expect(pulls).toHaveLength(250);
    expect(pulls.map((item) => item.number)).toEqual(Array.from({ length: 250 }, (_, index) => index + 1));
    expect(standIn.state.requests.map((request) => request.query.page ?? '1')).toEqual(['1', '2', '3']);

    const page2 = await fetch(`${standIn.url}/repos/ada/busy/pulls?state=closed&per_page=100&page=2`, {
      headers: { authorization: `Bearer ${USER_TOKEN}` },
    });
    const base = `${standIn.url}/repos/ada/busy/pulls?state=closed&per_page=100`;
    expect(page2.headers.get('link')).toBe(
      `<${base}&page=1>; rel="prev", <${base}&page=3>; rel="next", <${base}&page=3>; rel="last", <${base}&page=1>; rel="first"`,
    );
  });

  it('pages /user/repos: 30 a page by default, 100 at most', async () => {
    for (let index = 0; index < 45; index += 1) {
      standIn.state.addRepository(`ada/repo-${String(index).padStart(2, '0')}`, { visibleTo: 'all' });
    }
    const octokit = client(USER_TOKEN);
    const first = await octokit.rest.repos.listForAuthenticatedUser();
    expect(first.data).toHaveLength(30);
    expect(first.headers.link).toContain('rel="next"');
    const all = await octokit.paginate(octokit.rest.repos.listForAuthenticatedUser, { per_page: 500 });
    expect(all.map((repo) => repo.full_name)).toContain('acme/slugify-demo');
    expect(all).toHaveLength(46);
  });

  it('retries a 502 queued twice (plugin-retry) and then succeeds', async () => {
    standIn.state.failNext('/repos/acme/slugify-demo/pulls/*', { status: 502, times: 2 });
    const response = await client(USER_TOKEN).rest.pulls.get({ owner: 'acme', repo: 'slugify-demo', pull_number: 7 });
    expect(response.data.number).toBe(7);
    expect(standIn.state.requests.map((request) => request.status)).toEqual([502, 502, 200]);
  });

  it('waits out a secondary rate limit (403 with retry-after) and reports the primary limit (plugin-throttling)', async () => {
    standIn.state.failNext('/repos/*/*', { status: 403, headers: { 'retry-after': '1' } });
    const response = await client(USER_TOKEN).rest.repos.get({ owner: 'acme', repo: 'slugify-demo' });
    expect(response.status).toBe(200);
    expect(onSecondaryRateLimit).toHaveBeenCalledTimes(1);
    expect(onSecondaryRateLimit.mock.calls[0]).toContain(1);
    expect(standIn.state.requestsTo('/repos/acme/slugify-demo')).toHaveLength(2);

    standIn.state.rateLimit.remaining = 0;
    await expect(client(USER_TOKEN).rest.repos.get({ owner: 'acme', repo: 'slugify-demo' })).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining('API rate limit exceeded for user ID 101'),
      response: { headers: { 'x-ratelimit-remaining': '0' } },
    });
    expect(onRateLimit).toHaveBeenCalledTimes(1);
  });

  it('serves the merged pull request built from git: files with patches, review comments, the linked issue', async () => {
    const octokit = client(USER_TOKEN);
    const params = { owner: 'acme', repo: 'slugify-demo', pull_number: 7 };
    const { data: pr } = await octokit.rest.pulls.get(params);
    expect(pr).toMatchObject({
      state: 'closed',
      merged: true,
      merge_commit_sha: repository.mergeSha,
      base: { ref: 'main', sha: repository.baseSha },
      head: { ref: 'fix-slugify', sha: repository.headSha },
      changed_files: 2,
      commits: 2,
      user: { login: 'ada' },
    });
    expect(pr.body).toContain('Fixes #12');

    const files = await octokit.paginate(octokit.rest.pulls.listFiles, params);
    expect(files.map((file) => file.filename)).toEqual(repository.changedFiles);
    expect(files[0]).toMatchObject({ status: 'modified', additions: 2, deletions: 1, changes: 3 });
    expect(files[0]?.patch).toMatch(/^@@ -\d+,\d+ \+\d+,\d+ @@/);
    expect(files[0]?.patch).toContain("+    .replace(/[\\s-]+/g, '-')");

    const comments = await octokit.paginate(octokit.rest.pulls.listReviewComments, params);
    expect(comments).toHaveLength(2);
    const headFile = async (path: string) => git(repository.dir, ['show', `${repository.headSha}:${path}`]);
    for (const comment of comments) {
      const line = (await headFile(comment.path)).split('\n')[(comment.line ?? 0) - 1];
      expect(comment.diff_hunk.split('\n').at(-1)).toBe(`+${line}`);
      expect(comment).toMatchObject({ side: 'RIGHT', commit_id: repository.headSha });
    }

    // The diff media type: git's own diff, which applies to the base.
    const diff = await octokit.rest.pulls.get({ ...params, mediaType: { format: 'diff' } });
    expect(diff.headers['content-type']).toContain('application/vnd.github.diff');
    expect(String(diff.data)).toBe(`${await git(repository.dir, ['diff', repository.baseSha, repository.headSha])}\n`);

    // A record with no diff of its own: one made of the files' patches, which applies to the base too.
    const record = standIn.state.repositories.get('acme/slugify-demo')?.pulls?.[0];
    standIn.state.addPullRequest('acme/slugify-demo', { ...record!, number: 8, diff: undefined });
    const made = await octokit.rest.pulls.get({ ...params, pull_number: 8, mediaType: { format: 'diff' } });
    const patchFile = join(workDir, 'pr-8.diff');
    writeFileSync(patchFile, String(made.data));
    const index = { GIT_INDEX_FILE: join(workDir, 'pr-8.index') };
    await git(repository.dir, ['read-tree', repository.baseSha], index);
    await git(repository.dir, ['apply', '--cached', patchFile], index);
    expect(await git(repository.dir, ['write-tree'], index)).toBe(
      await git(repository.dir, ['rev-parse', `${repository.headSha}^{tree}`]),
    );

    const { data: issue } = await octokit.rest.issues.get({ owner: 'acme', repo: 'slugify-demo', issue_number: 12 });
    expect(issue).toMatchObject({ number: 12, title: LINKED_ISSUE.title, state: 'closed' });
    expect(issue.pull_request).toBeUndefined();
    const { data: asIssue } = await octokit.rest.issues.get({ owner: 'acme', repo: 'slugify-demo', issue_number: 7 });
    expect(asIssue.pull_request?.merged_at).toBe(repository.dates.merge);
  });

  it('answers anything else with 404 Not Found', async () => {
    const response = await fetch(`${standIn.url}/repos/acme/slugify-demo/branches`, {
      headers: { authorization: `token ${USER_TOKEN}` },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Not Found' });
  });
});

describe('the git fixtures', () => {
  const nodeTest = (cwd: string) => {
    const env = { ...process.env };
    delete env.NODE_OPTIONS;
    delete env.NODE_TEST_CONTEXT;
    return execFileAsync(process.execPath, ['--test'], { cwd, env }).then(
      () => 'pass',
      (error: { stdout?: string }) => `fail\n${error.stdout ?? ''}`,
    );
  };

  it('builds the same commits every time', async () => {
    const again = await createRepositoryWithMergedPr(join(workDir, 'work', 'again'));
    expect([again.baseSha, again.headSha, again.mergeSha]).toEqual([
      repository.baseSha,
      repository.headSha,
      repository.mergeSha,
    ]);
    expect(await git(repository.dir, ['rev-parse', `${repository.mergeSha}^1`, `${repository.mergeSha}^2`])).toBe(
      `${repository.baseSha}\n${repository.headSha}`,
    );
  });

  it('clones over smart HTTP; the fail-to-pass test fails at the base and passes at the merge', async () => {
    const clone = join(workDir, 'clone');
    await git(workDir, ['clone', '--quiet', `${gitServer.url}/acme/slugify-demo.git`, clone]);
    expect(await git(clone, ['rev-parse', 'HEAD'])).toBe(repository.mergeSha);

    // The base's own tests pass; with the pull request's tests on the base's code, the new one fails.
    await git(clone, ['checkout', '--quiet', repository.baseSha]);
    expect(await nodeTest(clone)).toBe('pass');
    await git(clone, ['checkout', repository.mergeSha, '--', ...repository.testFiles]);
    const atBase = await nodeTest(clone);
    expect(atBase).toMatch(/^fail/);
    expect(atBase).toContain('# pass 2');
    expect(atBase).toContain('# fail 1');
    expect(atBase).toContain(`not ok 3 - ${repository.failToPassTests[0]}`);
    await git(clone, ['reset', '--quiet', '--hard']);

    await git(clone, ['checkout', '--quiet', repository.mergeSha]);
    expect(await nodeTest(clone)).toBe('pass');
  });

  it('fetches one sha that no branch points at, over protocol v2 and v0 (uploadpack.allow*SHA1InWant)', async () => {
    for (const version of ['2', '0']) {
      const shallow = join(workDir, `shallow-v${version}`);
      await git(workDir, ['init', '--quiet', shallow]);
      const url = `${gitServer.url}/acme/slugify-demo.git`;
      await git(shallow, [
        '-c',
        `protocol.version=${version}`,
        'fetch',
        '--quiet',
        '--depth=1',
        url,
        repository.baseSha,
      ]);
      await git(shallow, ['checkout', '--quiet', repository.baseSha]);
      expect(await git(shallow, ['log', '--format=%s'])).toBe('Add slugify with tests');
    }
  });

  it('answers an unknown repository with 404', async () => {
    const response = await fetch(`${gitServer.url}/acme/nothing.git/info/refs?service=git-upload-pack`);
    expect(response.status).toBe(404);
  });
});

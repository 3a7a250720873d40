import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  GITHUB_ERROR_CODES,
  type ImportPullRequestsResult,
  type PullRequestList,
  type StoredRepositoryList,
  type TestRepositoryResult,
} from '@assay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { signedUpCandidate } from '../../../test/game-events.js';
import {
  createRepositoryWithMergedPr,
  LINKED_ISSUE,
  type MergedPrRepository,
  pullRequestRecordFor,
} from '../../../test/github/git-fixtures.js';
import {
  type GithubStandIn,
  type StandInPullRequest,
  startGithubStandIn,
} from '../../../test/github/github-stand-in.js';
import { organizationMembers, organizations } from '../organizations/organizations.tables.js';
import { users } from '../users/users.tables.js';

const ORG_TOKEN = 'ghp_organizationToken0123456789abcdefABCD';
const OUTSIDER_TOKEN = 'ghp_outsiderToken0123456789abcdefABCDEFG';
const REPOSITORY = 'acme/slugify-demo';
const BUSY_REPOSITORY = 'acme/busy';

/** A pull request of no particular content, merged or not, numbered `number`. */
function plainPull(number: number, merged: boolean, state: 'open' | 'closed' = 'closed'): StandInPullRequest {
  const at = new Date(Date.UTC(2026, 9, 1) + number * 60_000).toISOString();
  return {
    number,
    title: `Change ${number}`,
    body: null,
    state,
    merged_at: merged ? at : null,
    merge_commit_sha: merged ? `${number}`.padStart(40, 'a') : null,
    base: { ref: 'main', sha: 'b'.repeat(40) },
    head: { ref: `change-${number}`, sha: `${number}`.padStart(40, 'c') },
    user: { login: 'someone' },
    additions: 1,
    deletions: 0,
    changed_files: 1,
    created_at: at,
    updated_at: at,
    closed_at: state === 'closed' ? at : null,
    files: [
      {
        filename: `src/file-${number}.js`,
        status: 'modified',
        additions: 1,
        deletions: 0,
        changes: 1,
        patch: '@@ -1 +1,2 @@\n a\n+b',
      },
    ],
    comments: [],
  };
}

/**
 * Pull-request imports against the GitHub stand-in, with a real repository's merged pull request (its files and patches
 * from git, two review comments, the issue it fixes) among others: what is imported, that importing again imports
 * nothing, and that one organization never sees another's.
 */
describe('GitHub: importing pull requests', () => {
  let t: TestApp;
  let standIn: GithubStandIn;
  let fixtureDir: string;
  let fixture: MergedPrRepository;
  const tokens: Record<'orgadmin' | 'interviewer' | 'outsider', string> = {} as never;
  const call = (who: keyof typeof tokens, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { origin: t.config.publicUrl, ...bearer(tokens[who]) },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    standIn = await startGithubStandIn();
    standIn.state.addToken(ORG_TOKEN, { login: 'acme-admin', id: 10, scopes: ['repo'] });
    standIn.state.addToken(OUTSIDER_TOKEN, { login: 'stranger', id: 11, scopes: ['repo'] });
    fixtureDir = mkdtempSync(join(tmpdir(), 'assay-github-import-'));
    fixture = await createRepositoryWithMergedPr(join(fixtureDir, 'work'));
    standIn.state.addRepository(REPOSITORY, { language: 'JavaScript', size: 12, visibleTo: [ORG_TOKEN] });
    standIn.state.addPullRequest(REPOSITORY, await pullRequestRecordFor(fixture, { number: 7, fullName: REPOSITORY }));
    standIn.state.addIssue(REPOSITORY, LINKED_ISSUE);
    standIn.state.addPullRequest(REPOSITORY, plainPull(8, false)); // closed without merging
    standIn.state.addPullRequest(REPOSITORY, plainPull(9, false, 'open'));
    standIn.state.addPullRequest(REPOSITORY, plainPull(10, true));
    standIn.state.addRepository(BUSY_REPOSITORY, { visibleTo: [ORG_TOKEN, OUTSIDER_TOKEN] });
    for (let number = 1; number <= 150; number += 1)
      standIn.state.addPullRequest(BUSY_REPOSITORY, plainPull(number, true));

    t = await buildTestApp({ SEED_DEMO: 'true', GITHUB_API_URL: standIn.url });
    for (const who of ['orgadmin', 'interviewer'] as const)
      tokens[who] = (await signIn(t.app, `${who}@demo.assay.dev`, t.config.DEMO_PASSWORD)).token;
    // An orgadmin of another organization.
    const { db } = t.app.services;
    await db.insert(organizations).values({ id: 'org-elsewhere', name: 'Elsewhere', createdBy: 'seed' });
    const outsider = await signedUpCandidate(t.app, 'Outsider Admin', 'org-elsewhere');
    await db.update(users).set({ role: 'orgadmin' }).where(eq(users.id, outsider.id));
    await db.update(organizationMembers).set({ role: 'orgadmin' }).where(eq(organizationMembers.userId, outsider.id));
    t.app.services.readCaches.clear();
    tokens.outsider = outsider.token;

    expect((await call('orgadmin', 'POST', '/github/connect', { token: ORG_TOKEN })).statusCode).toBe(200);
    expect((await call('outsider', 'POST', '/github/connect', { token: OUTSIDER_TOKEN })).statusCode).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await standIn.close();
    rmSync(fixtureDir, { recursive: true, force: true });
  });

  it('tests a repository: what it is when the token sees it, and why not otherwise', async () => {
    const seen = (
      await call('orgadmin', 'POST', '/github/test-repository', {
        repository_url: `https://github.com/${REPOSITORY}.git`,
      })
    ).json<TestRepositoryResult>();
    expect(seen).toMatchObject({
      success: true,
      repository: { full_name: REPOSITORY, default_branch: 'main', language: 'JavaScript', size_kb: 12 },
      error: null,
    });
    const hidden = (
      await call('outsider', 'POST', '/github/test-repository', {
        repository_url: REPOSITORY,
      })
    ).json<TestRepositoryResult>();
    expect(hidden).toMatchObject({
      success: false,
      repository: null,
      error_code: GITHUB_ERROR_CODES.repositoryNotFound,
    });
    expect(hidden.error).toContain(REPOSITORY);
    const nonsense = (
      await call('orgadmin', 'POST', '/github/test-repository', {
        repository_url: 'not a repository',
      })
    ).json<TestRepositoryResult>();
    expect(nonsense).toMatchObject({ success: false, error_code: GITHUB_ERROR_CODES.invalidRepositoryUrl });
  });

  it('imports merged pull requests with what a challenge needs, once; force_refresh imports them again', async () => {
    const first = await call('orgadmin', 'POST', '/github/import-pull-requests', { repositories: [REPOSITORY] });
    expect(first.statusCode, first.body).toBe(200);
    const result = first.json<ImportPullRequestsResult>();
    expect(result).toMatchObject({ success: true, imported_count: 2, error: null, error_code: null });
    expect(result.pull_requests.map((pull) => pull.number).sort()).toEqual([10, 7]);
    const fix = result.pull_requests.find((pull) => pull.number === 7)!;
    expect(fix).toMatchObject({
      repository: REPOSITORY,
      base_sha: fixture.baseSha,
      merge_commit_sha: fixture.mergeSha,
      linked_issue: { number: LINKED_ISSUE.number, title: LINKED_ISSUE.title },
      review_comment_count: 2,
    });
    expect(fix.files.map((file) => [file.filename, file.is_test]).sort()).toEqual(
      [...fixture.codeFiles.map((file) => [file, false]), ...fixture.testFiles.map((file) => [file, true])].sort(),
    );
    // The diff is kept on the server, with git's own patches.
    const [stored] = await t.app.services.githubImports
      .pullRequests((await t.app.services.users.findRowByEmail('orgadmin@demo.assay.dev'))!, {
        repository: REPOSITORY,
        search: 'Change 10',
        page: 1,
        limit: 20,
      })
      .then((list) => list.items);
    expect(stored?.number).toBe(10);

    const again = (
      await call('orgadmin', 'POST', '/github/import-pull-requests', {
        repositories: [REPOSITORY],
      })
    ).json<ImportPullRequestsResult>();
    expect(again).toMatchObject({ success: true, imported_count: 0, pull_requests: [] });

    const refreshed = (
      await call('orgadmin', 'POST', '/github/import-pull-requests', {
        repositories: [REPOSITORY],
        force_refresh: true,
      })
    ).json<ImportPullRequestsResult>();
    expect(refreshed.imported_count).toBe(2);
    expect(refreshed.pull_requests.find((pull) => pull.number === 7)?.id).toBe(fix.id);
    const listed = (
      await call('orgadmin', 'GET', `/github/pull-requests?repository=${REPOSITORY}`)
    ).json<PullRequestList>();
    expect(listed.total).toBe(2);
  });

  it('follows GitHub’s pages up to max_prs, and names a repository it cannot see without losing the rest', async () => {
    const result = (
      await call('orgadmin', 'POST', '/github/import-pull-requests', {
        repositories: [BUSY_REPOSITORY, 'acme/nowhere'],
        max_prs: 120,
      })
    ).json<ImportPullRequestsResult>();
    expect(result).toMatchObject({
      success: false,
      imported_count: 120,
      error_code: GITHUB_ERROR_CODES.repositoryNotFound,
    });
    expect(result.error).toContain('acme/nowhere');
    expect(standIn.state.requestsTo(`/repos/${BUSY_REPOSITORY}/pulls`).length).toBe(2); // two pages of 100
  });

  it("keeps each organization's pull requests to itself; interviewers and candidates do not import", async () => {
    const theirs = (await call('outsider', 'GET', '/github/pull-requests')).json<PullRequestList>();
    expect(theirs).toMatchObject({ items: [], total: 0 });
    expect((await call('outsider', 'GET', '/github/repositories')).json<StoredRepositoryList>()).toEqual({
      repositories: [],
    });
    const imported = (
      await call('outsider', 'POST', '/github/import-pull-requests', {
        repositories: [BUSY_REPOSITORY],
        max_prs: 5,
      })
    ).json<ImportPullRequestsResult>();
    expect(imported.imported_count).toBe(5); // their own copy: another organization's import is not theirs
    expect((await call('outsider', 'GET', '/github/pull-requests')).json<PullRequestList>().total).toBe(5);
    expect(
      (await call('orgadmin', 'GET', `/github/pull-requests?repository=${BUSY_REPOSITORY}`)).json<PullRequestList>()
        .total,
    ).toBe(120);
    expect((await call('interviewer', 'GET', '/github/pull-requests')).statusCode).toBe(403);
  });

  it('a token GitHub no longer accepts asks to reconnect (401); its rate limit is 429', async () => {
    standIn.state.rateLimit.remaining = 0;
    const limited = await call('orgadmin', 'POST', '/github/import-pull-requests', { repositories: [REPOSITORY] });
    standIn.state.rateLimit.remaining = 5000;
    expect(limited.statusCode).toBe(429);

    standIn.state.tokens.delete(ORG_TOKEN);
    const revoked = await call('orgadmin', 'POST', '/github/import-pull-requests', { repositories: [REPOSITORY] });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().code).toBe(GITHUB_ERROR_CODES.authRequired);
  });
});

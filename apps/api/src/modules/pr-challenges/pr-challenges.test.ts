import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  GITHUB_TASK_ID_PATTERN,
  type GithubAttempt,
  type GithubChallenge,
  type GithubChallengeList,
  type GithubTasksCreated,
  type PublicCommentList,
  type PullRequestList,
  type RepositoryRunResult,
  type TestRepositoryTasksResult,
} from '@assay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { signedUpCandidate } from '../../../test/game-events.js';
import {
  createRepositoryWithMergedPr,
  git,
  LINKED_ISSUE,
  type MergedPrRepository,
  publishBare,
  pullRequestRecordFor,
} from '../../../test/github/git-fixtures.js';
import { startGitHttpServer } from '../../../test/github/git-http-server.js';
import { untilRunnersReady } from '../../../test/runner-processes.js';
import { type GithubStandIn, startGithubStandIn } from '../../../test/github/github-stand-in.js';
import { organizationMembers, organizations } from '../organizations/organizations.tables.js';
import { users } from '../users/users.tables.js';
import { githubChallenges } from './pr-challenges.tables.js';

const ORG_TOKEN = 'ghp_prChallengeOrgToken0123456789abcdefAB';
const ADMIN_TOKEN = 'ghp_prChallengeAdminToken0123456789abcdef';
const REPOSITORY = 'acme/slugify-demo';
/** A second copy of the project (other shas), whose pull request #8 is made a review challenge. */
const REVIEW_REPOSITORY = 'acme/slugify-copy';
/** The pull request's own test, which the base commit fails: hidden until submission. */
const HIDDEN_TEST_TEXT = "slugify('Hello   big - world')";

type Who = 'orgadmin' | 'candidate' | 'admin' | 'outsider' | 'anonymous';

/**
 * Pull-request challenges end to end against real parts: the GitHub stand-in for the API, the fixture repository on
 * git's smart HTTP protocol (wanting the token), and the forked runner running the repository's own tests in the
 * sandbox. An orgadmin previews and publishes, a member solves, another organization sees nothing, the admin
 * publishes publicly and anyone opens it.
 */
describe('GitHub: pull-request challenges', () => {
  let t: TestApp;
  let standIn: GithubStandIn;
  let gitServer: Awaited<ReturnType<typeof startGitHttpServer>>;
  let workDir: string;
  let fixture: MergedPrRepository;
  let fixedSlugify: string;
  let baseSlugify: string;
  let baseTest: string;
  let pullRequestId: string;
  let reviewPullRequestId: string;
  let implementId: string;
  let reviewId: string;
  const tokens = {} as Record<Exclude<Who, 'anonymous'>, string>;
  const bodies: string[] = [];
  const call = async (who: Who, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const response = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { origin: t.config.publicUrl, ...(who === 'anonymous' ? {} : bearer(tokens[who])) },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    bodies.push(response.body);
    return response;
  };

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'assay-pr-challenges-'));
    fixture = await createRepositoryWithMergedPr(join(workDir, 'work'));
    await publishBare(fixture, join(workDir, 'served'), REPOSITORY);
    const copy = await createRepositoryWithMergedPr(join(workDir, 'copy'), { startDate: '2026-04-01T09:00:00Z' });
    await publishBare(copy, join(workDir, 'served'), REVIEW_REPOSITORY);
    gitServer = await startGitHttpServer(join(workDir, 'served'), { tokens: [ORG_TOKEN, ADMIN_TOKEN] });
    // git() trims the output's last newline; the files end with one.
    const show = async (sha: string, path: string) => `${await git(fixture.dir, ['show', `${sha}:${path}`])}\n`;
    fixedSlugify = await show(fixture.mergeSha, 'src/slugify.js');
    baseSlugify = await show(fixture.baseSha, 'src/slugify.js');
    baseTest = await show(fixture.baseSha, 'test/slugify.test.js');

    standIn = await startGithubStandIn();
    standIn.state.addToken(ORG_TOKEN, { login: 'acme-admin', id: 10, scopes: ['repo'] });
    standIn.state.addToken(ADMIN_TOKEN, { login: 'platform-admin', id: 12, scopes: ['repo'] });
    standIn.state.addRepository(REPOSITORY, {
      language: 'JavaScript',
      size: 12,
      private: true,
      clone_url: `${gitServer.url}/${REPOSITORY}.git`,
      visibleTo: [ORG_TOKEN, ADMIN_TOKEN],
    });
    standIn.state.addPullRequest(REPOSITORY, await pullRequestRecordFor(fixture, { number: 7, fullName: REPOSITORY }));
    standIn.state.addIssue(REPOSITORY, LINKED_ISSUE);
    standIn.state.addRepository(REVIEW_REPOSITORY, {
      language: 'JavaScript',
      clone_url: `${gitServer.url}/${REVIEW_REPOSITORY}.git`,
      visibleTo: [ORG_TOKEN],
    });
    standIn.state.addPullRequest(
      REVIEW_REPOSITORY,
      await pullRequestRecordFor(copy, { number: 8, fullName: REVIEW_REPOSITORY }),
    );

    t = await buildTestApp({ SEED_DEMO: 'true', GITHUB_API_URL: standIn.url, RUNNER_PROCESSES: '1' });
    await untilRunnersReady(t.app);
    for (const who of ['orgadmin', 'candidate', 'admin'] as const)
      tokens[who] = (await signIn(t.app, `${who}@demo.assay.dev`, t.config.DEMO_PASSWORD)).token;
    const { db } = t.app.services;
    await db.insert(organizations).values({ id: 'org-elsewhere', name: 'Elsewhere', createdBy: 'seed' });
    const outsider = await signedUpCandidate(t.app, 'Outsider Admin', 'org-elsewhere');
    await db.update(users).set({ role: 'orgadmin' }).where(eq(users.id, outsider.id));
    await db.update(organizationMembers).set({ role: 'orgadmin' }).where(eq(organizationMembers.userId, outsider.id));
    t.app.services.readCaches.clear();
    tokens.outsider = outsider.token;

    expect((await call('orgadmin', 'POST', '/github/connect', { token: ORG_TOKEN })).statusCode).toBe(200);
    const imported = await call('orgadmin', 'POST', '/github/import-pull-requests', {
      repositories: [REPOSITORY, REVIEW_REPOSITORY],
    });
    expect(imported.json()).toMatchObject({ success: true, imported_count: 2 });
    const listed = (await call('orgadmin', 'GET', '/github/pull-requests')).json<PullRequestList>().items;
    pullRequestId = listed.find((pull) => pull.repository === REPOSITORY)!.id;
    reviewPullRequestId = listed.find((pull) => pull.repository === REVIEW_REPOSITORY)!.id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
    await gitServer?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('previews what the pull request makes: its fail-to-pass and pass-to-pass tests, found by running them', async () => {
    const response = await call('orgadmin', 'POST', '/github/test-repository-tasks', { repository: REPOSITORY });
    expect(response.statusCode).toBe(200);
    const [preview] = response.json<TestRepositoryTasksResult>().previews;
    expect(preview!.implement.reason).toBeNull();
    expect(preview).toMatchObject({
      pull_request_id: pullRequestId,
      number: 7,
      implement: {
        eligible: true,
        toolchain: 'node',
        editable_files: ['src/slugify.js', 'test/slugify.test.js'],
        hidden_test_files: ['test/slugify.test.js'],
      },
      review: { eligible: true, real_comment_count: 2 },
      existing: [],
    });
    expect(preview!.implement.fail_to_pass).toEqual([expect.stringContaining(fixture.failToPassTests[0]!)]);
    expect(preview!.implement.pass_to_pass).toHaveLength(fixture.passToPassTests.length);
    for (const name of fixture.passToPassTests)
      expect(preview!.implement.pass_to_pass).toContainEqual(expect.stringContaining(name));
    expect(gitServer.counts.authorized).toBeGreaterThan(0); // the private repository was fetched with the token
  }, 60_000);

  it('publishes an implement and a review challenge for the organization; publishing again answers the same', async () => {
    const one = await call('orgadmin', 'POST', '/github/import-pr-as-task', {
      pull_request_id: pullRequestId,
      kind: 'implement',
    });
    expect(one.statusCode).toBe(200);
    implementId = one.json<{ task: { id: string } }>().task.id;
    expect(implementId).toMatch(GITHUB_TASK_ID_PATTERN);
    expect(implementId).toMatch(/^github_pr_7_/);
    expect(one.json()).toMatchObject({
      task: { kind: 'implement', visibility: 'organization', difficulty: 'easy', repository: REPOSITORY },
    });

    const again = await call('orgadmin', 'POST', '/github/import-pr-as-task', {
      pull_request_id: pullRequestId,
      kind: 'implement',
    });
    expect(again.json<{ task: { id: string } }>().task.id).toBe(implementId);

    // Its review would show the diff: the implementation's answer.
    const giveaway = await call('orgadmin', 'POST', '/github/tasks', {
      pull_request_ids: [pullRequestId],
      kind: 'review',
    });
    expect(giveaway.json<GithubTasksCreated>()).toMatchObject({
      created: [],
      failed: [{ pull_request_id: pullRequestId, number: 7, reason: expect.stringContaining('give away') }],
    });

    const review = await call('orgadmin', 'POST', '/github/tasks', {
      pull_request_ids: [reviewPullRequestId],
      kind: 'review',
    });
    const created = review.json<GithubTasksCreated>();
    expect(created.failed).toEqual([]);
    reviewId = created.created[0]!.id;
    expect(reviewId).toMatch(/^github_pr_8_/);

    expect(
      (
        await call('orgadmin', 'POST', '/github/tasks', {
          pull_request_ids: [reviewPullRequestId],
          kind: 'review',
          visibility: 'public',
        })
      ).statusCode,
    ).toBe(403);
    const stranger = await call('outsider', 'POST', '/github/import-pr-as-task', {
      pull_request_id: pullRequestId,
      kind: 'review',
    });
    expect(stranger.statusCode).toBe(404);
  }, 60_000);

  it('shows a member the workspace at the base commit, never the hidden tests; other organizations see nothing', async () => {
    const view = await call('candidate', 'GET', `/public/tasks/${implementId}`);
    expect(view.statusCode).toBe(200);
    const challenge = view.json<GithubChallenge>();
    expect(challenge).toMatchObject({
      kind: 'implement',
      base_sha: fixture.baseSha,
      statement: expect.stringContaining(LINKED_ISSUE.title),
      implement: {
        toolchain: 'node',
        files: [
          { path: 'src/slugify.js', content: baseSlugify, is_test: false },
          { path: 'test/slugify.test.js', content: baseTest, is_test: true },
        ],
        tree: ['README.md', 'package.json'],
        visible_test_files: ['test/slugify.test.js'],
        hidden_test_count: 3,
      },
      review: null,
    });
    const readme = await call('anonymous', 'GET', `/public/github-tasks/${implementId}/file?path=README.md`);
    expect(readme.statusCode).toBe(404); // an organization's challenge: not for visitors
    const file = await call('candidate', 'GET', `/public/github-tasks/${implementId}/file?path=README.md`);
    expect(file.json()).toMatchObject({ content: expect.stringContaining('# slugify-demo') });

    expect((await call('anonymous', 'GET', `/public/tasks/${implementId}`)).statusCode).toBe(404);
    expect((await call('outsider', 'GET', `/public/tasks/${implementId}`)).statusCode).toBe(404);
    const theirs = (await call('outsider', 'GET', '/github/tasks')).json<GithubChallengeList>();
    expect(theirs.items).toEqual([]);
    const ours = (await call('candidate', 'GET', '/github/tasks?kind=implement')).json<GithubChallengeList>();
    expect(ours.items.map((item) => item.id)).toEqual([implementId]);
    expect(ours).toMatchObject({ repositories: [REVIEW_REPOSITORY, REPOSITORY], languages: ['JavaScript'] });
  });

  it('runs the visible tests with the candidate’s files, and refuses a file that is not the challenge’s', async () => {
    const run = await call('candidate', 'POST', `/public/github-tasks/${implementId}/run`, {
      files: [{ path: 'src/slugify.js', content: baseSlugify }],
    });
    expect(run.statusCode).toBe(200);
    const result = run.json<RepositoryRunResult>();
    expect(result).toMatchObject({ status: 'ok', passed: 2, failed: 0, error: null });

    const stranger = await call('candidate', 'POST', `/public/github-tasks/${implementId}/run`, {
      files: [{ path: 'package.json', content: '{}' }],
    });
    expect(stranger.statusCode).toBe(422);
  }, 60_000);

  it('scores 0 with the base commit’s code and 100 with the pull request’s change', async () => {
    const base = await call('candidate', 'POST', `/github/tasks/${implementId}/attempts`, {
      files: [{ path: 'src/slugify.js', content: baseSlugify }],
    });
    expect(base.statusCode).toBe(201);
    expect(base.json<GithubAttempt>()).toMatchObject({
      score: 0,
      implement: { fail_to_pass: { passed: 0, total: 1 }, pass_to_pass: { passed: 2, total: 2 }, broken: [] },
    });
    // The candidate's own version of the test file is replaced by the hidden one: deleting its tests gains nothing.
    const fixed = await call('candidate', 'POST', `/github/tasks/${implementId}/attempts`, {
      files: [
        { path: 'src/slugify.js', content: fixedSlugify },
        { path: 'test/slugify.test.js', content: '' },
      ],
    });
    expect(fixed.json<GithubAttempt>()).toMatchObject({
      score: 100,
      implement: { fail_to_pass: { passed: 1, total: 1 }, pass_to_pass: { passed: 2, total: 2 } },
    });
    const attempts = (await call('candidate', 'GET', `/github/tasks/${implementId}/attempts`)).json<{
      attempts: GithubAttempt[];
    }>();
    expect(attempts.attempts.map((attempt) => attempt.score)).toEqual([100, 0]);
    const listed = (await call('candidate', 'GET', '/github/tasks?kind=implement')).json<GithubChallengeList>();
    expect(listed.items[0]!.best_score).toBe(100);
  }, 90_000);

  it('scores a review against the real reviewers’ comments, and reveals those only after submitting', async () => {
    const view = (await call('candidate', 'GET', `/public/tasks/${reviewId}`)).json<GithubChallenge>();
    expect(view.review).toMatchObject({ real_comment_count: 2 });
    expect(view.review!.diff.map((file) => file.filename)).toEqual(['src/slugify.js', 'test/slugify.test.js']);
    expect((await call('candidate', 'GET', `/public/comments?taskId=${reviewId}`)).json()).toEqual({
      comments: [],
      revealed: false,
    });

    const [stored] = await t.app.services.db.select().from(githubChallenges).where(eq(githubChallenges.id, reviewId));
    const [first, second] = stored!.reviewComments;
    const submitted = await call('candidate', 'POST', `/github/tasks/${reviewId}/attempts`, {
      comments: [
        { path: first!.path, line: first!.line + 2, body: 'One character class for spaces and dashes — nice.' },
        { path: 'src/slugify.js', line: 1, body: 'The doc comment should say what happens to punctuation.' },
      ],
    });
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json<GithubAttempt>()).toMatchObject({
      score: 25,
      review: { located: 1, real: 2, false_alarms: 1 },
    });
    expect(submitted.json<GithubAttempt>().review!.comments.map((mark) => mark.located)).toEqual([true, false]);

    const revealed = (await call('candidate', 'GET', `/public/comments?taskId=${reviewId}`)).json<PublicCommentList>();
    expect(revealed.revealed).toBe(true);
    expect(revealed.comments.map((comment) => comment.line)).toEqual([first!.line, second!.line]);
    // SPEC §7: comments only for github_pr_ ids, otherwise an empty list.
    expect((await call('candidate', 'GET', '/public/comments?taskId=some-task')).json()).toEqual({
      comments: [],
      revealed: false,
    });
    const wrongKind = await call('candidate', 'POST', `/github/tasks/${reviewId}/attempts`, {
      files: [{ path: 'src/slugify.js', content: fixedSlugify }],
    });
    expect(wrongKind.statusCode).toBe(422);
  }, 60_000);

  it('lets the admin publish publicly: anyone opens and runs it, only a signed-in user submits', async () => {
    expect((await call('admin', 'POST', '/github/connect', { token: ADMIN_TOKEN })).statusCode).toBe(200);
    await call('admin', 'POST', '/github/import-pull-requests', { repositories: [REPOSITORY] });
    const platformPr = (await call('admin', 'GET', '/github/pull-requests')).json<PullRequestList>().items[0]!;
    expect(platformPr.id).not.toBe(pullRequestId); // the platform's import is its own
    expect(platformPr.repository).toBe(REPOSITORY);
    const published = await call('admin', 'POST', '/github/repository-pr-tasks', {
      repository: REPOSITORY,
      kind: 'implement',
      visibility: 'public',
    });
    const { created, failed } = published.json<GithubTasksCreated>();
    expect(failed).toEqual([]);
    const publicId = created[0]!.id;
    expect(created[0]).toMatchObject({ visibility: 'public' });

    expect((await call('anonymous', 'GET', `/public/tasks/${publicId}`)).statusCode).toBe(200);
    const run = await call('anonymous', 'POST', `/public/github-tasks/${publicId}/run`, {
      files: [{ path: 'src/slugify.js', content: fixedSlugify }],
    });
    expect(run.json<RepositoryRunResult>()).toMatchObject({ status: 'ok', passed: 2 });
    expect((await call('anonymous', 'POST', `/github/tasks/${publicId}/attempts`, { files: [] })).statusCode).toBe(401);
    const outsiderSees = (await call('outsider', 'GET', '/github/tasks')).json<GithubChallengeList>();
    expect(outsiderSees.items.map((item) => item.id)).toEqual([publicId]);
  }, 90_000);

  it('never lets a token or a hidden test reach a response', () => {
    const everything = bodies.join('\n');
    expect(everything).not.toContain(ORG_TOKEN);
    expect(everything).not.toContain(ADMIN_TOKEN);
    const hiddenShown = bodies.filter(
      (body) => body.includes(HIDDEN_TEST_TEXT.replace(/'/g, "\\'")) || body.includes(HIDDEN_TEST_TEXT),
    );
    // The PR's diff (a review challenge's whole point) shows the test's change; nothing else may.
    expect(hiddenShown.every((body) => body.includes('"diff"') || body.includes('"patch"'))).toBe(true);
  });
});

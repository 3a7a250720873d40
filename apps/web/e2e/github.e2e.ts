import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowserSession, violationsInBothSchemes } from './support/browser.js';
import { signInAs } from './support/journeys.js';

// GitHub (issue 28) as an orgadmin meets it: connecting the organization's GitHub with a token, testing a repository,
// adding it to the imports and importing its merged pull request — against the stand-in of GitHub's API the server was
// started with (a real repository's merged pull request, its review comments and the issue it fixes) — then making it a
// challenge that a member solves; and the admin publishing it publicly, for a visitor who never signs in. The
// repository is fetched over git's smart HTTP protocol and its own tests run in the sandbox.
const baseURL = inject('baseURL');
const github = inject('github');

describe('GitHub integration', () => {
  const session = useBrowserSession({ viewport: { width: 1440, height: 1000 } });

  it('an orgadmin connects GitHub, tests a repository, imports its merged pull request and sees it listed', async () => {
    const { page } = session;
    await signInAs(page, 'orgadmin@demo.assay.dev', '/org-admin');
    await page.goto(`${baseURL}/org-admin/github-integration`);
    await page.getByRole('heading', { level: 1, name: 'GitHub Integration' }).waitFor({ timeout: 20_000 });

    // Connect: the token is checked with GitHub, and the account appears; the field is emptied.
    const token = page.getByLabel('GitHub access token', { exact: true });
    await token.fill(github.token);
    await page.getByRole('button', { name: 'Connect GitHub' }).click();
    await page.getByRole('link', { name: /Acme Admin/ }).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByRole('list', { name: 'Token scopes' }).textContent()).toContain('repo');
    expect(await page.content()).not.toContain(github.token);

    // Test the repository by its URL, and keep it for imports.
    await page.getByLabel('Repository to test').fill(`https://github.com/${github.repository}`);
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    const tested = page.getByRole('region', { name: 'Tested repository' });
    await tested.getByText(`The connected token can read ${github.repository}.`).waitFor({ timeout: 20_000 });
    await tested.getByRole('button', { name: 'Add to imports' }).click();
    await page.getByText('Added: it is listed under Import pull requests below.').waitFor({ timeout: 20_000 });
    expect(await page.getByLabel('Repositories').inputValue()).toContain(github.repository);

    // Import: one merged pull request, listed with its files, linked issue and review comments.
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Imported 1 pull request.').waitFor({ timeout: 30_000 });
    const table = page.getByRole('table');
    const row = table.getByRole('row').filter({ hasText: '#7' });
    await row.waitFor({ timeout: 20_000 });
    expect(await row.textContent()).toContain(github.repository);
    expect(await row.textContent()).toMatch(/1 code, 1 test/);

    // Importing again imports nothing new.
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Imported 0 pull requests.').waitFor({ timeout: 30_000 });

    expect(await violationsInBothSchemes(page, 'GitHub integration')).toEqual({});
    expect(session.errors).toEqual([]);
  });

  it('an orgadmin previews and publishes an implement challenge from the pull request', async () => {
    const { page } = session;
    await signInAs(page, 'orgadmin@demo.assay.dev', '/org-admin');
    organizationChallenge = await publishChallenge(page, '/org-admin/github-task-creation');
    expect(organizationChallenge).toMatch(/^\/code-editor\/github_pr_7_\d+\.\d+$/);
    expect(await violationsInBothSchemes(page, 'GitHub task creation')).toEqual({});
    expect(session.errors).toEqual([]);
  });

  it('a candidate of the organization edits two files, runs the tests and submits for a score', async () => {
    const { page } = session;
    await signInAs(page, 'candidate@demo.assay.dev', '/candidate/dashboard');
    await page.goto(`${baseURL}/github-pr-challenges`);
    await page.getByRole('link', { name: `Start ${PR_TITLE}` }).click();
    await page.waitForURL(`**${organizationChallenge}`);
    await editBothFiles(page);
    await runTests(page);

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
    const submission = page.getByRole('status').filter({ hasText: 'Your submission' });
    await submission.waitFor({ timeout: 60_000 });
    await expect.poll(() => submission.textContent()).toContain('Score 100 / 100');
    expect(await submission.textContent()).toMatch(/Fail-to-pass tests now passing\s*1 of 1/);
    expect(await violationsInBothSchemes(page, 'PR challenge workspace')).toEqual({});
    expect(session.errors).toEqual([]);
  });

  it('the admin publishes it publicly, and a visitor who never signs in runs its tests', async () => {
    const { page } = session;
    await signInAs(page, 'admin@demo.assay.dev', '/admin');
    await page.goto(`${baseURL}/admin/github-integration`);
    await page.getByLabel('GitHub access token', { exact: true }).fill(github.adminToken);
    await page.getByRole('button', { name: 'Connect GitHub' }).click();
    await page.getByRole('link', { name: /Assay Platform/ }).waitFor({ timeout: 20_000 });
    await page.getByLabel('Repository to test').fill(github.repository);
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    await page
      .getByRole('region', { name: 'Tested repository' })
      .getByRole('button', { name: 'Add to imports' })
      .click();
    await page.getByText('Added: it is listed under Import pull requests below.').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Imported 1 pull request.').waitFor({ timeout: 30_000 });
    const publicChallenge = await publishChallenge(page, '/admin/github-task-creation');

    const visitor = await page.context().browser()!.newContext({ reducedMotion: 'reduce' });
    try {
      const anonymous = await visitor.newPage();
      await anonymous.goto(`${baseURL}${publicChallenge}`);
      await anonymous.getByRole('heading', { name: PR_TITLE }).waitFor({ timeout: 20_000 });
      await editBothFiles(anonymous);
      await runTests(anonymous);
      await anonymous.getByRole('link', { name: 'Sign in to submit' }).waitFor();
      expect(await anonymous.getByRole('button', { name: 'Submit', exact: true }).count()).toBe(0);
    } finally {
      await visitor.close();
    }
    expect(session.errors).toEqual([]);
  });
});

const PR_TITLE = 'Collapse repeated spaces in slugs';
const FIXED_SLUGIFY = `export function slugify(title) {
  return title.toLowerCase().trim().replace(/[^a-z0-9\\s-]/g, '').replace(/[\\s-]+/g, '-').replace(/^-|-$/g, '');
}
`;
const MY_TEST = `
test('my own case: a title with dashes around it', () => {
  assert.equal(slugify(' -Hello- '), 'hello');
});
`;
let organizationChallenge = '';

/** On a task-creation page: tick the pull request, preview it, publish it as an implement challenge; its editor path. */
async function publishChallenge(page: Page, path: string): Promise<string> {
  await page.goto(`${baseURL}${path}`);
  await page.getByRole('checkbox', { name: `Choose #7 ${PR_TITLE}` }).check({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('listitem', { name: `#7 ${PR_TITLE}` });
  await preview.waitFor({ timeout: 60_000 });
  await expect.poll(() => preview.textContent()).toContain('collapses runs of spaces and dashes into one dash');
  await page.getByLabel('Kind').selectOption('implement');
  await page.getByRole('button', { name: 'Publish' }).click();
  const open = page.getByRole('link', { name: `Open ${PR_TITLE}` });
  await open.waitFor({ timeout: 60_000 });
  return (await open.getAttribute('href'))!;
}

/** Replaces the slug function with the fix and adds a test of one's own to the test file, as a paste would. */
async function editBothFiles(page: Page): Promise<void> {
  await page.getByLabel('Editing src/slugify.js').click({ timeout: 20_000 });
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(FIXED_SLUGIFY);
  await page
    .getByRole('list', { name: 'Open files' })
    .getByRole('button', { name: /slugify\.test\.js/ })
    .click();
  await page.getByLabel('Editing test/slugify.test.js').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText(MY_TEST);
}

/** Run tests: the repository's own tests and the one added pass in the sandbox. */
async function runTests(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Run tests' }).click();
  const results = page.getByRole('list', { name: 'Test results' });
  await results.waitFor({ timeout: 60_000 });
  await expect.poll(() => results.textContent()).toContain('my own case: a title with dashes around it');
  expect(await results.getByText('Failed', { exact: true }).count()).toBe(0);
  expect(await results.getByText('Passed', { exact: true }).count()).toBe(3);
}

import { describe, expect, inject, it } from 'vitest';
import { useBrowserSession, violationsInBothSchemes } from './support/browser.js';
import { signInAs } from './support/journeys.js';

// GitHub (issue 28) as an orgadmin meets it: connecting the organization's GitHub with a token, testing a repository,
// adding it to the imports and importing its merged pull request — against the stand-in of GitHub's API the server was
// started with (a real repository's merged pull request, its review comments and the issue it fixes).
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
});

import { describe, expect, inject, it } from 'vitest';
import { seriousAccessibilityViolations, useBrowserSession } from './support/browser.js';
import { registerCandidate } from './support/journeys.js';

const baseURL = inject('baseURL');
const RIGHT =
  'n = int(input())\nfor i in range(1, n + 1):\n    print("FizzBuzz" if i % 15 == 0 else "Fizz" if i % 3 == 0 else "Buzz" if i % 5 == 0 else i)\n';

describe('practice without an organization', () => {
  const session = useBrowserSession({ viewport: { width: 1280, height: 900 } });

  it('a new candidate is welcomed, practises a public task, finds it again by search, and sees it on their dashboard', async () => {
    const { page } = session;
    await registerCandidate(page, { name: 'Pat Practice', emailPrefix: 'pat' });

    await page
      .getByText('Welcome to Assay! You can access practice challenges and public tasks.', { exact: false })
      .first()
      .waitFor({ timeout: 20_000 });
    // The challenge library, filtered the way a newcomer looks for something easy.
    const filters = page.getByRole('search', { name: 'Filter the challenge library' });
    await filters.getByLabel('Difficulty').selectOption({ label: 'Easy' });
    await filters.getByLabel('Search').fill('FizzBuzz');
    const catalogue = page.getByRole('list', { name: 'Challenge library' });
    await catalogue
      .getByRole('listitem')
      .filter({ hasText: 'FizzBuzz' })
      .getByText('Not started')
      .waitFor({ timeout: 20_000 });
    await catalogue.getByRole('button', { name: 'Practise FizzBuzz' }).click();
    await page.getByRole('heading', { level: 1, name: 'FizzBuzz' }).waitFor({ timeout: 20_000 });
    expect(page.url()).toMatch(/\/tasks\/[\w-]+$/);
    const taskUrl = page.url();

    await page.getByLabel('Python 3 code').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(RIGHT);
    await page.keyboard.press('Control+Enter');
    await page.getByRole('heading', { name: '2 of 2 examples passed' }).waitFor({ timeout: 30_000 });
    // The draft saves itself: once it has, leaving the page asks nothing.
    await page
      .getByRole('status', { name: 'Draft' })
      .filter({ hasText: /^All changes saved at/ })
      .waitFor({ timeout: 15_000 });

    // The top bar's search finds the practice task, and the current task is one click away from anywhere.
    const search = page.getByRole('banner').getByRole('searchbox');
    await search.fill('fizz');
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search', { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'FizzBuzz' }).first().waitFor({ timeout: 20_000 });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('banner').getByRole('link', { name: 'Back to FizzBuzz' }).click();
    await page.waitForURL(taskUrl, { timeout: 20_000 });
    // Back on the task, the editor has the code saved before leaving.
    expect(await page.getByLabel('Python 3 code').innerText()).toContain('FizzBuzz');

    await page.goto(`${baseURL}/candidate/dashboard`);
    const practice = page.getByRole('table', { name: 'Your practice tasks' });
    await practice.getByRole('link', { name: 'FizzBuzz' }).waitFor({ timeout: 20_000 });
    expect(await practice.getByRole('row').filter({ hasText: 'In progress' }).count()).toBe(1);
    // The library now says it was attempted, and offers to resume it.
    await page
      .getByRole('search', { name: 'Filter the challenge library' })
      .getByLabel('Status')
      .selectOption({ label: 'Attempted' });
    await page
      .getByRole('list', { name: 'Challenge library' })
      .getByRole('link', { name: 'Resume FizzBuzz' })
      .waitFor({ timeout: 20_000 });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(session.errors).toEqual([]);
  }, 120_000);
});

import { describe, expect, inject, it } from 'vitest';
import { seriousAccessibilityViolations, useBrowserSession } from './support/browser.js';
import { signInAs } from './support/journeys.js';

const baseURL = inject('baseURL');

describe('task templates', () => {
  const session = useBrowserSession({ viewport: { width: 1280, height: 900 } });

  it('an interviewer writes a template with two visible and three hidden tests, validates it in the sandbox and publishes it', async () => {
    const { page } = session;
    await signInAs(page, 'interviewer@demo.assay.dev', '/interviewer/dashboard');
    await page.goto(`${baseURL}/templates`);
    await page.getByRole('link', { name: 'New template' }).first().click();
    await page.waitForURL((url) => url.pathname === '/templates/create');

    const title = `Reverse a string ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Statement (Markdown)').fill('Read one line and print it **reversed**.');
    await page.getByLabel('Python 3 starter code').fill('s = input()\nprint(s)');
    await page.getByLabel('Python 3 reference solution').fill('print(input()[::-1])');

    const cases = [
      ['abc', 'cba'],
      ['racecar', 'racecar'],
      ['ab', 'ba'],
      ['hello world', 'dlrow olleh'],
      ['x', 'x'],
    ];
    for (let index = 1; index < cases.length; index += 1)
      await page.getByRole('button', { name: 'Add a test' }).click();
    for (const [index, [input, output]] of cases.entries()) {
      const test = page.getByRole('group', { name: `Test ${index + 1}` });
      await test.getByLabel('Input (stdin)').fill(input!);
      await test.getByLabel('Expected output (stdout)').fill(output!);
      if (index >= 2) await test.getByRole('checkbox', { name: 'Hidden' }).check();
    }
    expect(await page.getByText('2 visible, 3 hidden.', { exact: false }).count()).toBe(1);
    await page.getByRole('button', { name: 'Create template' }).click();
    await page.waitForURL((url) => /^\/templates\/[^/]+$/.test(url.pathname) && url.pathname !== '/templates/create', {
      timeout: 20_000,
    });

    await page.getByRole('button', { name: 'Validate' }).click();
    await page
      .getByText('Every reference solution passes every test, and every starter code fails at least one', {
        exact: false,
      })
      .waitFor({ timeout: 30_000 });
    const report = page.getByRole('table', { name: 'Python 3: reference solution' });
    expect(await report.getByRole('row').filter({ hasText: 'Accepted' }).count()).toBe(5);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Version 1 published').waitFor({ timeout: 30_000 });

    await page.goto(`${baseURL}/templates?search=${encodeURIComponent(title)}`);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.innerText()).toContain('Version 1');
    expect(session.errors).toEqual([]);
  });
});

import { describe, expect, inject, it } from 'vitest';
import { seriousAccessibilityViolations, useBrowserSession } from './support/browser.js';
import { strToU8, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { signInAs } from './support/journeys.js';

const baseURL = inject('baseURL');

/** Replaces the text of the code editor (CodeMirror) with this name, as the candidate's journeys type code. */
async function typeCode(page: Page, label: string, code: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(code);
}

describe('task templates', () => {
  const session = useBrowserSession({ viewport: { width: 1280, height: 900 } });

  it('an interviewer writes a template, imports its tests from a zip, validates and publishes it, tries it as a candidate and assigns it from its page', async () => {
    const { page } = session;
    await signInAs(page, 'interviewer@demo.assay.dev', '/interviewer/dashboard');
    await page.goto(`${baseURL}/templates`);
    await page.getByRole('link', { name: 'New template' }).first().click();
    await page.waitForURL((url) => url.pathname === '/templates/create');

    const title = `Reverse a string ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Statement (Markdown)').fill('Read one line and print it **reversed**.');
    await typeCode(page, 'Python 3 starter code', 's = input()\nprint(s)');
    await typeCode(page, 'Python 3 reference solution', 'print(input()[::-1])');

    // The tests come from a zip of NN.in/NN.out pairs, read in the browser; the empty first test makes way.
    const cases = [
      ['abc', 'cba'],
      ['racecar', 'racecar'],
      ['ab', 'ba'],
      ['hello world', 'dlrow olleh'],
      ['x', 'x'],
    ];
    const zip = zipSync(
      Object.fromEntries(
        cases.flatMap(([input, output], index) => [
          [`0${index + 1}.in`, strToU8(`${input}\n`)],
          [`0${index + 1}.out`, strToU8(`${output}\n`)],
        ]),
      ),
    );
    await page
      .getByLabel('Tests file (.zip or .csv)')
      .setInputFiles({ name: 'reverse.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });
    await page.getByText('Imported 5 tests from reverse.zip.').waitFor();
    for (const index of [3, 4, 5])
      await page
        .getByRole('group', { name: `Test 0${index}` })
        .getByRole('checkbox', { name: 'Hidden' })
        .check();
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

    // Try it as a candidate: the starter code fails the visible examples, a solution passes them.
    await page.getByRole('button', { name: 'Try as candidate' }).click();
    const trial = page.getByRole('dialog');
    await trial.getByLabel('Content').selectOption({ label: 'Version 1 (published)' });
    await typeCode(page, 'Python 3 code', 's = input()\nprint(s[::-1])');
    await trial.getByRole('button', { name: 'Run examples' }).click();
    await trial.getByRole('heading', { name: '2 of 2 visible tests passed' }).waitFor({ timeout: 30_000 });
    expect(await trial.getByRole('list', { name: 'Test results' }).getByText('Accepted').count()).toBe(2);
    await page.keyboard.press('Escape');

    // Assign it from its page to the demo candidate, picked from the organization's candidates.
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    const assign = page.getByRole('form', { name: 'Assign the template' });
    await assign.getByRole('checkbox', { name: /candidate@demo\.assay\.dev/ }).check();
    await assign.getByRole('button', { name: 'Assign to 1 candidate' }).click();
    await page.getByText('Assigned to 1 candidate.').waitFor({ timeout: 20_000 });
    await page.keyboard.press('Escape');

    await page.goto(`${baseURL}/templates?search=${encodeURIComponent(title)}`);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.innerText()).toContain('Version 1');
    expect(session.errors).toEqual([]);
  });
});

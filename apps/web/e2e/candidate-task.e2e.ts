import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAccessibilityViolations, useBrowserSession } from './support/browser.js';
import { submitFinal } from './support/journeys.js';

const baseURL = inject('baseURL');
const WRONG = 'n = int(input())\nfor i in range(1, n + 1):\n    print(i)\n';
const RIGHT =
  'n = int(input())\nfor i in range(1, n + 1):\n    print("FizzBuzz" if i % 15 == 0 else "Fizz" if i % 3 == 0 else "Buzz" if i % 5 == 0 else i)\n';
const MINE_JS = '// my JavaScript, kept apart\n';

/** Replaces the editor's code as a paste would (typing would meet the editor's auto-indent and bracket closing). */
async function setCode(page: Page, code: string, language = 'Python 3') {
  await page.getByLabel(`${language} code`).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(code);
}

const saved = (page: Page) =>
  page
    .getByRole('status', { name: 'Draft' })
    .filter({ hasText: /^All changes saved at/ })
    .waitFor({ timeout: 15_000 });

describe('a candidate solves a task', () => {
  const session = useBrowserSession({ viewport: { width: 1440, height: 1000 } });

  it('starts FizzBuzz, keeps the code through a reload and a language switch, is warned before losing work, runs custom input, submits and gets a receipt', async () => {
    const { page } = session;
    await page.goto(`${baseURL}/login`);
    await page.getByLabel('Email').fill('candidate@demo.assay.dev');
    await page.getByLabel('Password', { exact: true }).fill('assay-demo');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/candidate/dashboard', { timeout: 20_000 });

    await page.getByRole('table', { name: 'Your tasks' }).getByRole('link', { name: 'FizzBuzz' }).click();
    // An assigned task opens on its instructions: what it takes and what is recorded, then Start.
    await page.getByRole('heading', { name: 'Before you start' }).waitFor({ timeout: 20_000 });
    await page.getByText(/the editor records your edits, pastes/).waitFor();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'FizzBuzz' }).waitFor({ timeout: 20_000 });

    // Typed code saves itself and is there after a reload.
    await setCode(page, WRONG);
    await saved(page);
    await page.reload();
    expect(await page.getByLabel('Python 3 code').innerText()).toContain('print(i)');

    // Each language keeps its own code.
    await page.getByLabel('Language', { exact: true }).selectOption({ label: 'JavaScript (Node.js)' });
    await setCode(page, MINE_JS, 'JavaScript (Node.js)');
    await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Python 3' });
    expect(await page.getByLabel('Python 3 code').innerText()).toContain('print(i)');
    await page.getByLabel('Language', { exact: true }).selectOption({ label: 'JavaScript (Node.js)' });
    expect(await page.getByLabel('JavaScript (Node.js) code').innerText()).toContain('my JavaScript, kept apart');
    await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Python 3' });

    await page.getByRole('button', { name: 'Run examples' }).click();
    await page.getByRole('heading', { name: '0 of 2 examples passed' }).waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('Expected output').first().innerText()).toContain('Fizz');
    expect(await page.getByLabel('Your output').first().innerText()).toContain('3');

    // Offline for a moment: the change cannot be saved, and leaving asks first.
    await page.route('**/api/v1/candidate/tasks/*/draft', (route) => route.abort());
    await setCode(page, RIGHT);
    await page
      .getByRole('status', { name: 'Draft' })
      .filter({ hasText: /^Not saved:/ })
      .waitFor({ timeout: 15_000 });
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    const leave = page.getByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await leave.waitFor({ timeout: 10_000 });
    await leave.getByRole('button', { name: 'Cancel' }).click();
    expect(new URL(page.url()).pathname).toMatch(/^\/tasks\//);
    await page.unroute('**/api/v1/candidate/tasks/*/draft');
    await page.getByLabel('Python 3 code').click();
    await page.keyboard.press('Control+S');
    await saved(page);

    // The custom-input console runs the code on the candidate's own input.
    await page.getByLabel('Your input').fill('3\n');
    await page.getByRole('button', { name: 'Run on my input' }).click();
    expect(await page.getByLabel('Output', { exact: true }).innerText()).toBe('1\n2\nFizz\n');

    await page.getByLabel('Python 3 code').click();
    await page.keyboard.press('Control+Enter');
    await page.getByRole('heading', { name: '2 of 2 examples passed' }).waitFor({ timeout: 30_000 });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // At 390 px wide the task fits: the statement first, no sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByText(/This task is easier on a larger screen/).waitFor({ timeout: 20_000 });

    await page.getByLabel('Python 3 code').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The slide-out menu keeps its footer (who is signed in, Sign Out) in view however long the menu is.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const signOut = page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign Out' });
    const box = await signOut.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.reload();

    await submitFinal(page);
    await page.getByText('Score 100 / 100').first().waitFor({ timeout: 60_000 });
    // Exactly what was handed in, read-only, with a receipt.
    await page.getByRole('heading', { name: 'Submitted — what happens next' }).waitFor();
    const submitted = page.getByLabel('Submitted Python 3 code');
    expect(await submitted.getAttribute('contenteditable')).toBe('false');
    expect(await submitted.innerText()).toContain('"FizzBuzz" if i % 15 == 0');
    await page.getByText(createHash('sha256').update(RIGHT).digest('hex')).waitFor();
    expect(await page.getByRole('button', { name: 'Run examples' }).count()).toBe(0);
    expect(session.errors).toEqual([]);
  }, 120_000);
});

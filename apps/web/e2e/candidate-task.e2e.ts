import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAccessibilityViolations, useBrowserSession } from './support/browser.js';

const baseURL = inject('baseURL');
const WRONG = 'n = int(input())\nfor i in range(1, n + 1):\n    print(i)\n';
const RIGHT =
  'n = int(input())\nfor i in range(1, n + 1):\n    print("FizzBuzz" if i % 15 == 0 else "Fizz" if i % 3 == 0 else "Buzz" if i % 5 == 0 else i)\n';

/** Replaces the editor's code as a paste would (typing would meet the editor's auto-indent and bracket closing). */
async function setCode(page: Page, code: string) {
  await page.getByLabel('Python 3 code').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(code);
}

describe('a candidate solves a task', () => {
  const session = useBrowserSession({ viewport: { width: 1440, height: 1000 } });

  it('opens FizzBuzz from the dashboard, sees a failing run with a diff, fixes it, passes, submits and gets the score', async () => {
    const { page } = session;
    await page.goto(`${baseURL}/login`);
    await page.getByLabel('Email').fill('candidate@demo.assay.dev');
    await page.getByLabel('Password', { exact: true }).fill('assay-demo');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/candidate/dashboard', { timeout: 20_000 });

    await page.getByRole('table', { name: 'Your tasks' }).getByRole('link', { name: 'FizzBuzz' }).click();
    await page.getByRole('heading', { level: 1, name: 'FizzBuzz' }).waitFor({ timeout: 20_000 });

    await setCode(page, WRONG);
    await page.getByRole('button', { name: 'Run tests' }).click();
    await page.getByRole('heading', { name: '0 of 2 visible tests passed' }).waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('Expected output').first().innerText()).toContain('Fizz');
    expect(await page.getByLabel('Your output').first().innerText()).toContain('3');

    await setCode(page, RIGHT);
    await page.keyboard.press('Control+Enter');
    await page.getByRole('heading', { name: '2 of 2 visible tests passed' }).waitFor({ timeout: 30_000 });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Submit your solution?' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Score 100 / 100').first().waitFor({ timeout: 60_000 });
    expect(await page.getByRole('button', { name: 'Run tests' }).isDisabled()).toBe(true);
    expect(session.errors).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAccessibilityViolations, useBrowserSession } from './support/browser.js';

const baseURL = inject('baseURL');
const BRACKETS_PY = [
  'import sys',
  'PAIRS = {")": "(", "]": "[", "}": "{"}',
  'def balanced(s):',
  '    stack = []',
  '    for ch in s:',
  '        if ch in "([{":',
  '            stack.append(ch)',
  '        elif not stack or stack.pop() != PAIRS[ch]:',
  '            return False',
  '    return not stack',
  'lines = sys.stdin.read().split("\\n")',
  't = int(lines[0])',
  'print("\\n".join("YES" if balanced(s) else "NO" for s in lines[1 : t + 1]))',
  '',
].join('\n');

async function signInAs(page: Page, email: string, home: string) {
  await page.context().clearCookies();
  await page.goto(`${baseURL}/login`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('assay-demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === home, { timeout: 20_000 });
}

describe('an assessment from assignment to review', () => {
  const session = useBrowserSession({ viewport: { width: 1440, height: 1000 } });

  it('the interviewer assigns a platform template, the candidate submits, and the interviewer reads the scored submission', async () => {
    const { page } = session;
    const marker = `Assessment ${Date.now()}`;
    await signInAs(page, 'interviewer@demo.assay.dev', '/interviewer/dashboard');
    await page.goto(`${baseURL}/interviewer/tasks`);
    await page.getByRole('button', { name: 'New assessment' }).click();
    const form = page.getByRole('form', { name: 'New assessment' });
    await form.getByLabel('Template').selectOption({ label: 'Balanced Brackets (version 1)' });
    await form.getByLabel('Instructions for candidates').fill(marker);
    await form.getByRole('button', { name: 'Create assessment' }).click();
    const assign = page.getByRole('form', { name: 'Assign candidates' });
    await assign.getByLabel("Candidates' emails").fill('candidate@demo.assay.dev');
    await assign.getByRole('button', { name: 'Assign' }).click();
    await page.getByText('Assigned to 1 candidate.').waitFor({ timeout: 20_000 });
    const assessmentUrl = page.url();

    await signInAs(page, 'candidate@demo.assay.dev', '/candidate/dashboard');
    // The newest task comes first.
    await page.getByRole('link', { name: 'Balanced Brackets' }).first().click();
    await page.getByText(marker).waitFor({ timeout: 20_000 });
    await page.getByLabel('Python 3 code').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(BRACKETS_PY);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Submit your solution?' }).getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Score 100 / 100').first().waitFor({ timeout: 60_000 });

    await signInAs(page, 'interviewer@demo.assay.dev', '/interviewer/dashboard');
    await page.goto(assessmentUrl);
    const candidates = page.getByRole('list', { name: 'Candidates' });
    await candidates.getByText('Score 100 / 100').waitFor({ timeout: 20_000 });
    await candidates.getByText(/Final submission/).click();
    expect(await candidates.getByText('25 000 levels deep (hidden)').count()).toBe(1);
    expect(await candidates.getByLabel('Submitted code').innerText()).toContain('def balanced(s):');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(session.errors).toEqual([]);
  });
});

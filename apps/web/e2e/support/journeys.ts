import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/** The demo accounts' password (the server under test seeds them). */
export const DEMO_PASSWORD = 'assay-demo';

/** A correct Python solution of the platform template Balanced Brackets (stdin: a count, then one string per line). */
export const BRACKETS_PY = [
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

/** Signs in through the login form as a demo account, after signing out whoever was, and waits for their home. */
export async function signInAs(page: Page, email: string, home: string): Promise<void> {
  const baseURL = inject('baseURL');
  await page.context().clearCookies();
  await page.goto(`${baseURL}/login`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === home, { timeout: 20_000 });
}

/** As the signed-in interviewer: a new assessment of a platform template, assigned to the demo candidate; its URL. */
export async function assignAssessment(
  page: Page,
  { template, instructions }: { template: string; instructions: string },
): Promise<string> {
  const baseURL = inject('baseURL');
  await page.goto(`${baseURL}/interviewer/tasks`);
  await page.getByRole('button', { name: 'New assessment' }).click();
  const form = page.getByRole('form', { name: 'New assessment' });
  await form.getByLabel('Template').selectOption({ label: template });
  await form.getByLabel('Instructions for candidates').fill(instructions);
  await form.getByRole('button', { name: 'Create assessment' }).click();
  const assign = page.getByRole('form', { name: 'Assign candidates' });
  await assign.getByLabel("Candidates' emails").fill('candidate@demo.assay.dev');
  await assign.getByRole('button', { name: 'Assign' }).click();
  await page.getByText('Assigned to 1 candidate.').waitFor({ timeout: 20_000 });
  return page.url();
}

/**
 * As the signed-in demo candidate on their dashboard: opens the newest task of that title, starts it from its
 * instructions page, submits `code` in Python and waits for the score.
 */
export async function submitNewestTask(
  page: Page,
  { title, instructions, code }: { title: string; instructions: string; code: string },
): Promise<void> {
  await page.getByRole('table', { name: 'Your tasks' }).getByRole('link', { name: title }).first().click();
  // The organization's note is on the instructions page, before Start.
  await page.getByText(instructions).waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByLabel('Python 3 code').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(code);
  await submitFinal(page);
  await page.getByText('Score 100 / 100').first().waitFor({ timeout: 60_000 });
}

/** "Submit final" and its confirmation. */
export async function submitFinal(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Submit final', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Submit your solution?' })
    .getByRole('button', { name: 'Submit final' })
    .click();
}

/** Signs up a new account through the form, picks the candidate role, saves the profile; waits for their dashboard. */
export async function registerCandidate(
  page: Page,
  { name, emailPrefix }: { name: string; emailPrefix: string },
): Promise<void> {
  const baseURL = inject('baseURL');
  await page.goto(`${baseURL}/register`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(`${emailPrefix}-${Date.now()}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill('journey-password-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/user-type-selection', { timeout: 20_000 });
  await page.getByRole('button', { name: /Candidate/ }).click();
  await page.waitForURL((url) => url.pathname === '/profile-setup', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.waitForURL((url) => url.pathname === '/candidate/dashboard', { timeout: 20_000 });
}

/** From the dashboard's challenge library, searched by title: starts a practice task of it and waits for its page. */
export async function practise(page: Page, title: string): Promise<void> {
  const baseURL = inject('baseURL');
  await page.goto(`${baseURL}/candidate/dashboard?practice_search=${encodeURIComponent(title)}`);
  await page
    .getByRole('list', { name: 'Challenge library' })
    .getByRole('button', { name: `Practise ${title}` })
    .click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 20_000 });
}

/**
 * On a task's page: picks `language` (its display name), replaces the editor's code, runs the examples until all
 * pass, submits, and waits for the score of 100.
 */
export async function solveInEditor(page: Page, { language, code }: { language: string; code: string }): Promise<void> {
  await page.getByLabel('Language').selectOption({ label: language });
  await page.getByLabel(`${language} code`).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(code);
  await page.keyboard.press('Control+Enter');
  await page.getByRole('heading', { name: /^(\d+) of \1 examples? passed$/ }).waitFor({ timeout: 90_000 });
  await submitFinal(page);
  await page.getByText('Score 100 / 100').first().waitFor({ timeout: 120_000 });
}

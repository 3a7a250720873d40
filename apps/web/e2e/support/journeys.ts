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

import { describe, expect, inject, it } from 'vitest';
import { seriousAccessibilityViolations, useBrowserSession } from './support/browser.js';
import { signInAs } from './support/journeys.js';

const baseURL = inject('baseURL');

describe('code execution status', () => {
  const session = useBrowserSession({ viewport: { width: 1280, height: 900 } });

  it('a candidate opens /api-status and sees the runners and a live hello-world pass in every language', async () => {
    const { page } = session;
    await signInAs(page, 'candidate@demo.assay.dev', '/candidate/dashboard');

    await page.goto(`${baseURL}/api-status`);
    await page.getByRole('heading', { name: 'All systems operational' }).waitFor({ timeout: 30_000 });
    const runners = page.getByRole('region', { name: 'Runners' });
    expect(await runners.getByRole('row').filter({ hasText: 'Own uid per slot (root)' }).count()).toBe(2);
    const languages = page.getByRole('region', { name: 'Languages' });
    for (const name of ['JavaScript', 'TypeScript', 'Python']) {
      const row = languages.getByRole('row').filter({ hasText: name }).first();
      expect(await row.innerText()).toContain('Passed');
    }
  });

  it('a program printing markup, ANSI escapes, NUL and invalid UTF-8 has it all shown as plain text', async () => {
    const { page } = session;
    await signInAs(page, 'candidate@demo.assay.dev', '/candidate/dashboard');
    await page.goto(`${baseURL}/api-status`);
    const panel = page.getByRole('region', { name: 'Run a program' });
    await panel.getByLabel('Language').selectOption('python');
    await panel
      .getByLabel('Code')
      .fill(
        'import sys\nsys.stdout.buffer.write(b\'<img src=x onerror="window.pwned=1"> \\x1b[31mred\\x1b[0m \\x00 \\xff\\xfe end\\n\')',
      );
    await panel.getByRole('button', { name: 'Run' }).click();
    await panel.getByText('Accepted').waitFor({ timeout: 30_000 });
    const stdout = await panel.getByLabel('Standard output').textContent();
    expect(stdout).toBe('<img src=x onerror="window.pwned=1"> \\x1b[31mred\\x1b[0m \\x00 \uFFFD\uFFFD end\n');
    expect(await panel.locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(session.errors).toEqual([]);
  });
});

import { describe, expect, inject, it } from 'vitest';
import { useBrowserSession } from './support/browser.js';

const baseURL = inject('baseURL');

describe('code execution status', () => {
  const session = useBrowserSession({ viewport: { width: 1280, height: 900 } });

  it('a candidate opens /api-status and sees the runners and a live hello-world pass in every language', async () => {
    const { page } = session;
    await page.goto(`${baseURL}/login`);
    await page.getByLabel('Email').fill('candidate@demo.assay.dev');
    await page.getByLabel('Password', { exact: true }).fill('assay-demo');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/candidate/dashboard', { timeout: 20_000 });

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
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useBrowserSession, violationsInBothSchemes } from './support/browser.js';
import { assignAssessment, BRACKETS_PY, signInAs, submitNewestTask } from './support/journeys.js';

describe('the organization analytics', () => {
  const session = useBrowserSession({ viewport: { width: 1440, height: 1000 }, acceptDownloads: true });

  it('the orgadmin opens analytics, changes the range, exports a table and drills into an assessment', async () => {
    const { page } = session;
    const marker = `Analytics ${Date.now()}`;
    // An assessment of the demo organization with one scored submission, so every panel has a figure.
    await signInAs(page, 'orgadmin@demo.assay.dev', '/org-admin');
    const assessmentUrl = await assignAssessment(page, {
      template: 'Balanced Brackets (version 1)',
      instructions: marker,
    });
    const assessmentId = new URL(assessmentUrl).searchParams.get('assessment');
    expect(assessmentId).toBeTruthy();
    await signInAs(page, 'candidate@demo.assay.dev', '/candidate/dashboard');
    await submitNewestTask(page, { title: 'Balanced Brackets', instructions: marker, code: BRACKETS_PY });

    // The Analytics entry of the orgadmin's menu (SPEC.md §6).
    await signInAs(page, 'orgadmin@demo.assay.dev', '/org-admin');
    await page.getByRole('navigation').getByRole('link', { name: 'Analytics', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/org-admin/analytics');
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    const funnel = page.getByRole('region', { name: 'Funnel' });
    await funnel.waitFor({ timeout: 20_000 });
    expect(
      await page
        .getByRole('group', { name: 'Date range' })
        .getByRole('button', { name: '30 days' })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    // The chart and its table show the same funnel; the assignment just made is in it.
    await funnel.getByRole('button', { name: 'Table' }).click();
    const funnelTable = funnel.getByRole('table', { name: 'Funnel' });
    const sentRow = funnelTable.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Sent' }) });
    expect(Number(await sentRow.getByRole('cell').first().innerText())).toBeGreaterThanOrEqual(1);
    await funnel.getByRole('button', { name: 'Chart' }).click();
    await funnel.getByRole('application', { name: 'Tasks reaching each stage, from sent to reviewed' }).waitFor();

    // A shorter range is asked for and kept in the URL; the new assessment is still in it.
    await page.getByRole('group', { name: 'Date range' }).getByRole('button', { name: '7 days' }).click();
    await page.waitForURL((url) => url.searchParams.get('days') === '7');
    await page.getByText('(7 days, UTC)').waitFor({ timeout: 20_000 });
    const passRates = page.getByRole('region', { name: 'Pass rate per assessment' });
    const drillLink = passRates.locator(`a[href^="/interviewer/tasks/${assessmentId}/analytics"]`);
    await drillLink.waitFor({ timeout: 20_000 });

    // Export: the API's CSV, downloaded with the session's bearer.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      passRates.getByRole('button', { name: 'Export CSV of the pass rates per assessment' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toContain('Balanced Brackets');

    expect(
      await violationsInBothSchemes(page, 'analytics', {
        reload: () => page.getByRole('region', { name: 'Funnel' }).waitFor({ timeout: 20_000 }),
      }),
    ).toEqual({});

    // The drill-down: that assessment's own figures.
    await page
      .getByRole('region', { name: 'Pass rate per assessment' })
      .locator(`a[href^="/interviewer/tasks/${assessmentId}/analytics"]`)
      .click();
    await page.waitForURL((url) => url.pathname === `/interviewer/tasks/${assessmentId}/analytics`);
    await page.getByRole('heading', { level: 1, name: 'Assessment analytics' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Balanced Brackets' }).waitFor({ timeout: 20_000 });
    const attempts = page.getByText('Attempts', { exact: true }).locator('xpath=following-sibling::dd');
    expect(await attempts.innerText()).toBe('1');
    const tests = page.getByRole('region', { name: 'Pass rate per test' });
    await tests.getByRole('button', { name: 'Table' }).click();
    // Tests are named by position only: nothing of a hidden test's content reaches the page.
    expect(await tests.getByRole('rowheader').first().innerText()).toMatch(/^Test \d+( \(hidden\))?$/);

    expect(
      await violationsInBothSchemes(page, 'drill-down', {
        reload: () => page.getByRole('region', { name: 'Pass rate per test' }).waitFor({ timeout: 20_000 }),
      }),
    ).toEqual({});
    // The drill-down leads back to where it was opened from.
    await page.getByRole('link', { name: 'Back to Analytics' }).click();
    await page.waitForURL((url) => url.pathname === '/org-admin/analytics');
    expect(session.errors).toEqual([]);
  });
});

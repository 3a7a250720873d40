import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowserSession, violationsInBothSchemes } from './support/browser.js';

const baseURL = inject('baseURL');
const waitForPath = (page: Page, path: string, timeout = 20_000) =>
  page.waitForURL((url) => url.pathname === path, { timeout });

describe('billing journey', () => {
  const session = useBrowserSession({ viewport: { width: 1280, height: 900 } });

  it('a new orgadmin on Free hits the assessment limit, subscribes to Team through checkout and sends the sixth', async () => {
    const stamp = Date.now();
    const { page } = session;

    // A new orgadmin and their organization, on the Free plan by default.
    await page.goto(`${baseURL}/register`);
    await page.getByLabel('Name').fill('Bea Billing');
    await page.getByLabel('Email').fill(`bea-${stamp}@example.test`);
    await page.getByLabel('Password', { exact: true }).fill('journey-password-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await waitForPath(page, '/user-type-selection');
    await page.getByRole('button', { name: /Organization admin/ }).click();
    await waitForPath(page, '/profile-setup');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await waitForPath(page, '/organization-form');
    const create = page.getByRole('form', { name: 'Create Your Organization' });
    await create.getByLabel('Organization name').fill(`Billing Co ${stamp}`);
    await create.getByRole('button', { name: 'Create Organization' }).click();
    await page.getByRole('heading', { level: 1, name: 'Organization Overview' }).waitFor({ timeout: 20_000 });

    // An assessment of a platform template, sent to five new candidates at once: Free allows five a month.
    await page.goto(`${baseURL}/interviewer/tasks`);
    await page.getByRole('button', { name: 'New assessment' }).click();
    const form = page.getByRole('form', { name: 'New assessment' });
    await form.getByLabel('Template').selectOption({ label: 'FizzBuzz (version 1)' });
    await form.getByLabel('Instructions for candidates').fill(`Billing journey ${stamp}`);
    await form.getByRole('button', { name: 'Create assessment' }).click();
    const assign = page.getByRole('form', { name: 'Assign candidates' });
    const emails = Array.from({ length: 6 }, (_, index) => `cand-${index + 1}-${stamp}@example.test`);
    await assign.getByLabel("Candidates' emails").fill(emails.slice(0, 5).join('\n'));
    await assign.getByRole('button', { name: 'Assign' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'Assigned to' });
    await sent.waitFor({ timeout: 60_000 });
    expect(await sent.textContent()).toContain(emails[4]);
    expect(await page.getByRole('alert').filter({ hasText: 'Assessments sent' }).count()).toBe(0);

    // The sixth is refused with the limit and the plan that lifts it.
    await assign.getByLabel("Candidates' emails").fill(emails[5]!);
    await assign.getByRole('button', { name: 'Assign' }).click();
    const refusal = page.getByText(/Assessments sent per month/).first();
    await refusal.waitFor({ timeout: 20_000 });
    expect(await refusal.textContent()).toContain('The Team plan allows 100');
    const assessmentUrl = page.url();

    // Billing: Free by default, the meter full; Change plan → Team, monthly, two seats → the hosted checkout.
    await page.goto(`${baseURL}/org-admin/billing`);
    await page.getByRole('heading', { name: 'Free plan' }).waitFor({ timeout: 20_000 });
    expect(await page.getByText('Free plan (default)').count()).toBe(1);
    expect(await page.getByText('5 of 5 assessments').count()).toBe(1);
    expect(await violationsInBothSchemes(page, 'billing')).toEqual({});
    await page.getByRole('link', { name: 'Change plan' }).click();
    await waitForPath(page, '/subscription-plans');
    const team = page.getByRole('group', { name: 'Team plan' });
    await team.waitFor({ timeout: 20_000 });
    expect(await violationsInBothSchemes(page, 'subscription plans')).toEqual({});
    await page.getByRole('button', { name: 'Monthly' }).click();
    await team.getByLabel('Seats for Team').fill('2');
    await team.getByRole('button', { name: 'Choose Team' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/pay/'), { timeout: 20_000 });
    await page.getByRole('button', { name: 'Pay and subscribe' }).click();

    // Back on Assay: the session verified, Team applies; a reload shows the same.
    await waitForPath(page, '/checkout/success', 30_000);
    await page.getByRole('heading', { name: 'Payment confirmed' }).waitFor({ timeout: 20_000 });
    expect(await page.getByText(/is now on the Team plan/).count()).toBe(1);
    expect(await violationsInBothSchemes(page, 'checkout success')).toEqual({});
    await page.reload();
    await page.getByRole('heading', { name: 'Payment confirmed' }).waitFor({ timeout: 20_000 });
    expect(await page.getByText(/is now on the Team plan, billed monthly, with 2 seats/).count()).toBe(1);

    // Billing shows Team and its first invoice.
    await page.getByRole('link', { name: 'Go to Billing' }).click();
    await page.getByRole('heading', { name: 'Team plan' }).waitFor({ timeout: 20_000 });
    expect(await page.getByText('Paid through Stripe').count()).toBe(1);
    const invoices = page.getByRole('table', { name: 'Invoices' });
    await invoices.waitFor({ timeout: 20_000 });
    expect(await invoices.getByRole('row').count()).toBeGreaterThan(1);
    expect(await page.getByText('5 of 100 assessments').count()).toBe(1);

    // The sixth candidate now goes through.
    await page.goto(assessmentUrl);
    const again = page.getByRole('form', { name: 'Assign candidates' });
    await again.getByLabel("Candidates' emails").fill(emails[5]!);
    await again.getByRole('button', { name: 'Assign' }).click();
    const sentAgain = page.getByRole('status').filter({ hasText: 'Assigned to' });
    await sentAgain.waitFor({ timeout: 60_000 });
    expect(await sentAgain.textContent()).toContain(emails[5]);
    expect(session.errors).toEqual([]);
  });
});

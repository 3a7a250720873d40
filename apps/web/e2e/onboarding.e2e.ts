import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowserSession, violationsInBothSchemes } from './support/browser.js';

// A brand-new user with no role goes through /user-type-selection and /profile-setup to the candidate home, where the
// getting-started checklist waits; saving the profile (the real action) ticks its step, and Dismiss puts it away.
const baseURL = inject('baseURL');

async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });
}

/** Reloads until `ready` holds: a step ticks when the server delivers the action's event, moments after it. */
async function reloadUntil(page: Page, ready: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`Not ready after ${timeoutMs} ms on ${page.url()}`);
    await page.waitForTimeout(500);
    await page.reload();
  }
}

const visible = (page: Page, name: RegExp) =>
  page
    .getByRole('link', { name })
    .waitFor({ timeout: 3_000 })
    .then(
      () => true,
      () => false,
    );

describe('onboarding journey', () => {
  const session = useBrowserSession({ viewport: { width: 1280, height: 900 } });

  it('a new user chooses a role, sets up the profile, reaches home, ticks a checklist step for real and dismisses the card', async () => {
    const { page } = session;
    await page.goto(`${baseURL}/register`);
    await page.getByLabel('Name').fill('Nia Newcomer');
    await page.getByLabel('Email').fill(`nia-${Date.now()}@example.test`);
    await page.getByLabel('Password', { exact: true }).fill('journey-password-1');
    await page.getByRole('button', { name: 'Create account' }).click();

    // No role yet: the guarded home sends them to choose one, then on to the profile.
    await waitForPath(page, '/user-type-selection');
    await page.getByRole('button', { name: /Candidate/ }).click();
    await waitForPath(page, '/profile-setup');
    await page.getByRole('heading', { level: 1, name: 'Set up your profile' }).waitFor();
    await page.getByRole('link', { name: 'Skip for now' }).click();
    await waitForPath(page, '/candidate/dashboard');

    // The checklist: nothing done yet, each step a link to where it is done.
    const card = page.getByRole('region', { name: 'Get started' });
    await card.waitFor({ timeout: 20_000 });
    await card.getByText('0 of 3 done').waitFor();
    expect(await violationsInBothSchemes(page, 'candidate home with the checklist')).toEqual({});
    await card.getByRole('link', { name: /^Complete your profile\W+to do$/ }).click();
    await waitForPath(page, '/settings/profile');

    // The real action: the profile saved.
    await page.getByLabel('Name').fill('Nia N. Newcomer');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your profile has been saved.').first().waitFor({ timeout: 20_000 });

    await page.goto(`${baseURL}/candidate/dashboard`);
    await reloadUntil(page, () => visible(page, /^Complete your profile\W+done$/));
    await card.getByText('1 of 3 done').waitFor();
    await card.getByRole('link', { name: /^Solve a practice challenge\W+to do$/ }).waitFor();

    // Dismissed: gone now and after a reload.
    await card.getByRole('button', { name: 'Dismiss' }).click();
    await card.waitFor({ state: 'detached', timeout: 10_000 });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Candidate Dashboard' }).waitFor();
    await page.waitForTimeout(1_000);
    expect(await page.getByRole('region', { name: 'Get started' }).count()).toBe(0);
    expect(session.errors).toEqual([]);
  });
});

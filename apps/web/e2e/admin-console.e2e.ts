import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowserSession, violationsInBothSchemes } from './support/browser.js';
import { signInAs } from './support/journeys.js';

const baseURL = inject('baseURL');
const PASSWORD = 'journey-password-1';
const waitForPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });

/** A new orgadmin with an organization of their own, so the admin's changes touch no other journey's people. */
async function newOrganization(page: Page, stamp: number): Promise<{ email: string; organization: string }> {
  const email = `orla-admin-${stamp}@example.test`;
  const organization = `Console Co ${stamp}`;
  await page.goto(`${baseURL}/register`);
  await page.getByLabel('Name').fill('Orla Console');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await waitForPath(page, '/user-type-selection');
  await page.getByRole('button', { name: /Organization admin/ }).click();
  await waitForPath(page, '/profile-setup');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await waitForPath(page, '/organization-form');
  const create = page.getByRole('form', { name: 'Create Your Organization' });
  await create.getByLabel('Organization name').fill(organization);
  await create.getByRole('button', { name: 'Create Organization' }).click();
  await page.getByRole('heading', { level: 1, name: 'Organization Overview' }).waitFor({ timeout: 20_000 });
  return { email, organization };
}

describe('admin console journey', () => {
  const session = useBrowserSession({ viewport: { width: 1280, height: 900 } });

  it('the admin changes a role from the users screen, suspends and restores an organization, whose member sees why', async () => {
    const stamp = Date.now();
    const { page } = session;
    const { email, organization } = await newOrganization(page, stamp);

    await page.context().clearCookies();
    await signInAs(page, 'admin@demo.assay.dev', '/admin');
    const found: Record<string, unknown> = {};

    // Organizations: search, open, suspend with a reason and a confirmation.
    await page.goto(`${baseURL}/admin/organizations`);
    await page.getByLabel('Search organizations').fill(`Console Co ${stamp}`);
    await page.getByRole('link', { name: organization }).click();
    await page.getByRole('heading', { level: 1, name: organization }).waitFor();
    await page.getByRole('row', { name: new RegExp(email) }).waitFor();
    Object.assign(found, await violationsInBothSchemes(page, 'organization'));
    await page.getByRole('button', { name: 'Suspend', exact: true }).click();
    const suspend = page.getByRole('alertdialog', { name: `Suspend ${organization}?` });
    await suspend.getByLabel('Reason').fill('Journey check');
    Object.assign(found, await violationsInBothSchemes(page, 'suspend dialog'));
    await suspend.getByRole('button', { name: 'Suspend organization' }).click();
    await page.getByRole('button', { name: 'Restore', exact: true }).waitFor();

    // Users: the organization's orgadmin becomes an interviewer, confirmed, with SPEC §8's toast.
    await page.getByRole('link', { name: 'Manage users' }).click();
    await waitForPath(page, '/admin/users');
    await page.getByLabel('Search users').fill(email);
    const role = page.getByRole('combobox', { name: 'Role of Orla Console', exact: true });
    await role.waitFor();
    Object.assign(found, await violationsInBothSchemes(page, 'users'));
    await role.selectOption('interviewer');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Change role' }).click();
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Role updated to interviewer successfully!' })
      .waitFor();
    await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
    expect(await role.inputValue()).toBe('interviewer');

    // The member signs in and is told why their work is stopped.
    await page.context().clearCookies();
    await page.goto(`${baseURL}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await waitForPath(page, '/interviewer/dashboard');
    await page
      .getByRole('status')
      .filter({ hasText: 'Your organization is suspended: Journey check. Contact your administrator.' })
      .waitFor();
    Object.assign(found, await violationsInBothSchemes(page, 'suspended member'));

    // Restored, the banner is gone.
    await signInAs(page, 'admin@demo.assay.dev', '/admin');
    await page.goto(`${baseURL}/admin/organizations?q=${encodeURIComponent(organization)}`);
    Object.assign(found, await violationsInBothSchemes(page, 'organizations'));
    await page.getByRole('link', { name: organization }).click();
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    const restore = page.getByRole('alertdialog', { name: `Restore ${organization}?` });
    await restore.getByLabel('Reason').fill('Journey done');
    await restore.getByRole('button', { name: 'Restore organization' }).click();
    await page.getByRole('button', { name: 'Suspend', exact: true }).waitFor();

    await page.goto(`${baseURL}/admin/settings`);
    await page.getByLabel('Product name').waitFor();
    Object.assign(found, await violationsInBothSchemes(page, 'settings'));
    await page.goto(`${baseURL}/admin/tasks`);
    await page.getByLabel('Organization', { exact: true }).selectOption({ label: 'Demo Company' });
    await page.waitForURL((url) => url.searchParams.get('organization_id') === 'demo-organization');
    Object.assign(found, await violationsInBothSchemes(page, 'tasks'));

    expect(found).toEqual({});
    expect(session.errors).toEqual([]);
  });
});

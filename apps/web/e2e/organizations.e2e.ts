import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowserSession } from './support/browser.js';
import { invitationLink } from './support/kept-mail.js';

const baseURL = inject('baseURL');
const PASSWORD = 'journey-password-1';
const waitForPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });

async function register(page: Page, name: string, email: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Opens an invitation link in a fresh browser context, registers with the invited address and accepts. */
async function acceptAsNewcomer(
  session: ReturnType<typeof useBrowserSession>,
  link: string,
  name: string,
  email: string,
): Promise<Page> {
  const context = await session.page
    .context()
    .browser()!
    .newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await waitForPath(page, '/register');
  await register(page, name, email);
  await waitForPath(page, '/invitation');
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  return page;
}

describe('organizations journey', () => {
  const session = useBrowserSession({ viewport: { width: 1280, height: 900 } });

  it('an orgadmin creates an organization behind the gate, invites an interviewer and a candidate, who join with their roles', async () => {
    const stamp = Date.now();
    const { page } = session;
    await page.goto(`${baseURL}/register`);
    await register(page, 'Orla Owner', `orla-${stamp}@example.test`);
    await waitForPath(page, '/user-type-selection');
    await page.getByRole('button', { name: /Organization admin/ }).click();
    await waitForPath(page, '/profile-setup');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await waitForPath(page, '/organization-form');

    // The organization form (where /profile-setup sends new staff): no organization yet.
    const create = page.getByRole('form', { name: 'Create Your Organization' });
    await create.waitFor();
    const submit = create.getByRole('button', { name: 'Create Organization' });
    expect(await submit.isDisabled()).toBe(true);
    await create.getByLabel('Organization name').fill(`Journey Co ${stamp}`);
    await submit.click();
    await page.getByRole('heading', { level: 1, name: 'Organization Overview' }).waitFor({ timeout: 20_000 });

    await page.goto(`${baseURL}/org-admin/users`);
    const inviteForm = page.getByRole('form', { name: 'Invite someone' });
    const invite = async (email: string, role: string) => {
      await inviteForm.getByLabel('Email').fill(email);
      await inviteForm.getByLabel('Role').selectOption(role);
      await inviteForm.getByRole('button', { name: 'Send invitation' }).click();
      await page.getByRole('cell', { name: email }).first().waitFor();
    };
    const interviewerEmail = `ian-${stamp}@example.test`;
    const candidateEmail = `cleo-${stamp}@example.test`;
    await invite(interviewerEmail, 'interviewer');
    await invite(candidateEmail, 'candidate');

    const interviewer = await acceptAsNewcomer(
      session,
      await invitationLink(baseURL, interviewerEmail),
      'Ian Interviewer',
      interviewerEmail,
    );
    await waitForPath(interviewer, '/interviewer/dashboard');
    const candidate = await acceptAsNewcomer(
      session,
      await invitationLink(baseURL, candidateEmail),
      'Cleo Candidate',
      candidateEmail,
    );
    await waitForPath(candidate, '/candidate/dashboard');

    await interviewer.goto(`${baseURL}/candidates`);
    const row = interviewer.getByRole('row').filter({ hasText: candidateEmail });
    await row.waitFor();
    expect(await row.innerText()).toContain('Member');

    // The orgadmin's overview tells who joined.
    await page.goto(`${baseURL}/org-admin`);
    const activity = page.getByRole('list', { name: 'Latest changes, newest first' });
    await activity.getByText('Cleo Candidate joined as Candidate').waitFor();
    await activity.getByText('Ian Interviewer joined as Interviewer').waitFor();
    await interviewer.context().close();
    await candidate.context().close();
  }, 120_000);
});

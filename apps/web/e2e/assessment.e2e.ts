import { describe, expect, inject, it } from 'vitest';
import { seriousAccessibilityViolations, useBrowserSession } from './support/browser.js';
import { BRACKETS_PY, signInAs } from './support/journeys.js';

const baseURL = inject('baseURL');

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
    await page.getByRole('table', { name: 'Your tasks' }).getByRole('link', { name: 'Balanced Brackets' }).first().click();
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

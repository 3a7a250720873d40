import { createHmac } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAccessibilityViolations, useBrowserSession, watchPage } from './support/browser.js';
import { assignAssessment, BRACKETS_PY, signInAs, submitNewestTask } from './support/journeys.js';

const baseURL = inject('baseURL');
const viewport = { width: 1440, height: 1000 };

/** Rows of a table, or none while it is not shown (its empty state is). */
const rowCount = async (table: Locator) =>
  (await table.count()) === 0 ? 0 : (await table.getByRole('row').count()) - 1;

/** Waits, without reloading, until `read` answers something other than `before`. */
async function changes<T>(read: () => Promise<T>, before: T, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = await read();
    if (now !== before) return now;
    if (Date.now() > deadline) throw new Error(`Still ${String(before)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A report link's token as the server would sign it with another expiry (`{link id}.{expiry in base-36 seconds}.{HMAC}`,
 * keyed from AUTH_SECRET): the same link, already expired, without waiting days for it.
 */
function reportTokenExpiringAt(token: string, expiresAt: Date): string {
  const [linkId] = token.split('.');
  const key = createHmac('sha256', inject('authSecret')).update('candidate-report-links').digest();
  const body = `${linkId}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

/** The bell's unread count, from its accessible name ("Notifications, 3 unread"). */
async function unreadOnBell(page: Page): Promise<number> {
  const label =
    (await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

describe('review, from a submission to feedback the candidate reads, live', () => {
  const session = useBrowserSession({ viewport });

  it('the interviewer sees the submission arrive, reviews it and releases feedback; the candidate is told at once', async () => {
    const interviewer = session.page;
    const marker = `Review journey ${Date.now()}`;
    await signInAs(interviewer, 'interviewer@demo.assay.dev', '/interviewer/dashboard');
    await assignAssessment(interviewer, { template: 'Balanced Brackets (version 1)', instructions: marker });

    // The interviewer's dashboard stays open from here on: what arrives, arrives live.
    await interviewer.goto(`${baseURL}/interviewer/dashboard`);
    await interviewer.getByRole('heading', { name: 'Waiting for review' }).waitFor();
    await interviewer.getByRole('heading', { name: 'Recent decisions' }).waitFor();
    const waiting = interviewer.getByRole('table', { name: 'Waiting for review' });
    const waitingBefore = await rowCount(waiting);

    const candidateContext = await interviewer.context().browser()!.newContext({ viewport });
    try {
      const candidate = await candidateContext.newPage();
      const candidateErrors = watchPage(candidate).errors;
      await signInAs(candidate, 'candidate@demo.assay.dev', '/candidate/dashboard');
      await submitNewestTask(candidate, { title: 'Balanced Brackets', instructions: marker, code: BRACKETS_PY });

      // No reload: the stream tells the dashboard, which shows the new submission.
      await changes(() => rowCount(waiting), waitingBefore);
      await waiting.getByRole('link', { name: 'Balanced Brackets' }).first().click();
      await interviewer
        .getByRole('heading', { level: 1, name: 'Review: Balanced Brackets' })
        .waitFor({ timeout: 20_000 });
      await interviewer.getByRole('button', { name: 'Start review' }).click();

      await interviewer.getByLabel('Correctness score').selectOption('5');
      await interviewer.getByLabel('Robustness score').selectOption('4');
      await interviewer.getByLabel('Robustness comment').fill('Iterative, so deep input is safe.');
      await interviewer.getByRole('button', { name: 'Save scores' }).click();
      await interviewer.getByText('Rubric score 93 / 100').waitFor({ timeout: 20_000 });

      await interviewer.getByRole('button', { name: 'Comment on line 3' }).click();
      await interviewer.getByRole('textbox', { name: 'Comment on line 3' }).fill('A clear name for the check.');
      await interviewer.getByRole('button', { name: 'Add comment' }).click();
      await interviewer.getByText(/A clear name for the check\./).waitFor();

      await interviewer.getByRole('radio', { name: 'Advance' }).check();
      await interviewer.getByRole('button', { name: 'Record decision' }).click();
      await interviewer.getByText('Decision recorded: Advance.').waitFor();
      expect(await seriousAccessibilityViolations(interviewer)).toEqual([]);

      const unreadBefore = await unreadOnBell(candidate);
      await interviewer.getByLabel('Feedback for the candidate').fill('Clean and correct. Well done.');
      await interviewer.getByRole('button', { name: 'Release feedback' }).click();
      await interviewer
        .getByRole('alertdialog', { name: 'Release feedback to Cora Candidate?' })
        .getByRole('button', { name: 'Release feedback' })
        .click();
      await interviewer.getByText('Feedback released to the candidate').waitFor({ timeout: 20_000 });

      // The candidate, still on the task page: the bell counts the notice and the feedback appears, both live.
      await changes(() => unreadOnBell(candidate), unreadBefore);
      const feedback = candidate.getByRole('region', { name: 'Feedback from your reviewer' });
      await feedback.waitFor({ timeout: 20_000 });
      expect(await feedback.innerText()).toContain('Clean and correct. Well done.');
      expect(await feedback.innerText()).toContain('A clear name for the check.');
      expect(await feedback.innerText()).toContain('Rubric: 93 / 100');
      expect(await feedback.innerText()).not.toContain('Advance');

      await candidate
        .getByRole('banner')
        .getByRole('button', { name: /^Notifications/ })
        .click();
      await candidate.waitForURL((url) => url.pathname === '/notifications');
      await candidate.getByText('Feedback on Balanced Brackets').first().waitFor();
      expect(await seriousAccessibilityViolations(candidate)).toEqual([]);
      expect(candidateErrors).toEqual([]);

      // The candidate report for the hiring team, shared through a link that opens signed out until it expires.
      await interviewer.getByRole('link', { name: 'Candidate report' }).click();
      const report = interviewer.getByRole('article', { name: 'Candidate report of Cora Candidate' });
      await report.waitFor({ timeout: 20_000 });
      const figures = await report.innerText();
      expect(figures).toContain('93 / 100');
      expect(figures).toContain('Advance');
      expect(figures).toContain('The only scored candidate of this assessment so far');
      const [download] = await Promise.all([
        interviewer.waitForEvent('download'),
        interviewer.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('candidate-report-cora-candidate-balanced-brackets.pdf');
      await interviewer.getByLabel('Link expires after').selectOption({ label: '1 day' });
      await interviewer.getByRole('button', { name: 'Create share link' }).click();
      const shareLink = interviewer.getByRole('textbox', { name: 'Share link' });
      await shareLink.waitFor();
      const url = await shareLink.inputValue();
      expect(url.startsWith(`${baseURL}/shared/reports/`)).toBe(true);
      expect(await seriousAccessibilityViolations(interviewer)).toEqual([]);

      const hiringContext = await interviewer.context().browser()!.newContext({ viewport });
      try {
        const hiring = await hiringContext.newPage();
        const hiringErrors = watchPage(hiring).errors;
        await hiring.goto(url);
        const shared = hiring.getByRole('article', { name: 'Candidate report of Cora Candidate' });
        await shared.waitFor({ timeout: 20_000 });
        expect(await shared.innerText()).toContain('93 / 100');
        // Read-only and outside the app: no navigation, no sign-out, nothing to change.
        expect(await hiring.getByRole('navigation').count()).toBe(0);
        expect(await hiring.getByRole('button').count()).toBe(0);
        const pdf = await hiring.request.get(
          new URL((await hiring.getByRole('link', { name: 'Download PDF' }).getAttribute('href'))!, baseURL).href,
        );
        expect(pdf.headers()['content-type']).toBe('application/pdf');
        expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
        expect(await seriousAccessibilityViolations(hiring)).toEqual([]);

        const token = url.split('/shared/reports/')[1]!;
        await hiring.goto(`${baseURL}/shared/reports/${reportTokenExpiringAt(token, new Date(Date.now() - 60_000))}`);
        await hiring.getByRole('heading', { level: 1, name: 'This link has expired' }).waitFor({ timeout: 20_000 });
        expect(await hiring.getByRole('article').count()).toBe(0);
        expect(hiringErrors).toEqual([]);
      } finally {
        await hiringContext.close();
      }
    } finally {
      await candidateContext.close();
    }
    expect(session.errors).toEqual([]);
  }, 180_000);
});

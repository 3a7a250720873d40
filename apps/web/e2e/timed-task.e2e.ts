import { TIMED_TASK_GRACE_SECONDS } from '@assay/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAccessibilityViolations, useBrowserSession, watchPage } from './support/browser.js';
import { BRACKETS_PY, signInAs } from './support/journeys.js';

const baseURL = inject('baseURL');
const DURATION_MINUTES = 1;

/** Calls the API from the page as the signed-in person: a session JWT from the cookie, then the request with it. */
function callApi(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const { token } = (await (await fetch('/auth/token', { credentials: 'include' })).json()) as { token: string };
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { method, path, body },
  );
}

interface Submission {
  kind: 'attempt' | 'final';
  status: 'queued' | 'running' | 'scored' | 'error';
  score: number | null;
  language: string;
  code: string;
}

describe('a timed task whose time runs out', () => {
  const session = useBrowserSession({ viewport: { width: 1440, height: 1000 } });

  it('the server submits the saved draft of a candidate who left, and it is scored', async () => {
    const { page } = session;
    const marker = `Timed assessment ${Date.now()}`;
    await signInAs(page, 'interviewer@demo.assay.dev', '/interviewer/dashboard');
    await page.goto(`${baseURL}/interviewer/tasks`);
    await page.getByRole('button', { name: 'New assessment' }).click();
    const form = page.getByRole('form', { name: 'New assessment' });
    await form.getByLabel('Template').selectOption({ label: 'Balanced Brackets (version 1)' });
    await form.getByLabel('Instructions for candidates').fill(marker);
    await form.getByLabel('Time limit (minutes)').fill(String(DURATION_MINUTES));
    await form.getByRole('button', { name: 'Create assessment' }).click();
    const assign = page.getByRole('form', { name: 'Assign candidates' });
    await assign.getByLabel("Candidates' emails").fill('candidate@demo.assay.dev');
    await assign.getByRole('button', { name: 'Assign' }).click();
    await page.getByText('Assigned to 1 candidate.').waitFor({ timeout: 20_000 });

    await signInAs(page, 'candidate@demo.assay.dev', '/candidate/dashboard');
    // The newest task comes first; it opens on its instructions, and its clock does not run until Start.
    await page
      .getByRole('table', { name: 'Your tasks' })
      .getByRole('link', { name: 'Balanced Brackets' })
      .first()
      .click();
    await page.getByText(marker).waitFor({ timeout: 20_000 });
    const taskId = new URL(page.url()).pathname.split('/').pop()!;
    expect(new URL(page.url()).pathname).toBe(`/tasks/${taskId}`);
    await page.getByText('Read this first: the clock starts only when you press Start.').waitFor();
    await page.getByText(/^1 minute, from when you press Start/).waitFor();
    const countdown = page.getByRole('timer', { name: 'Time left' });
    expect(await countdown.count()).toBe(0);
    const unstarted = await callApi(page, 'GET', `/candidate/tasks/${taskId}`);
    expect(unstarted.body).toMatchObject({ status: 'assigned', started_at: null, deadline_at: null });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await countdown.waitFor({ timeout: 10_000 });
    expect(await countdown.innerText()).toMatch(/^[01]:\d\d left$/);

    const language = page.getByLabel('Language', { exact: true });
    if ((await language.inputValue()) !== 'python') await language.selectOption('python');
    await page.getByLabel('Python 3 code').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(BRACKETS_PY);
    await page.keyboard.press('Control+S');
    await page
      .getByRole('status', { name: 'Draft' })
      .filter({ hasText: /^All changes saved at/ })
      .waitFor({ timeout: 20_000 });
    // The clock runs: under a minute left.
    await countdown.filter({ hasText: /^0:[0-5]\d left$/ }).waitFor({ timeout: 5_000 });
    expect(session.errors).toEqual([]);
    const openedAt = Date.now();
    // The candidate leaves without submitting.
    await page.close();

    // Later, in the same browser: nothing of the task is open while the time, the grace and a sweep pass.
    const later = await page.context().newPage();
    const laterWatch = watchPage(later);
    await later.goto(`${baseURL}/candidate/dashboard`);
    await later
      .getByRole('table', { name: 'Your tasks' })
      .getByRole('link', { name: 'Balanced Brackets' })
      .first()
      .waitFor({ timeout: 20_000 });
    const deadline = Date.now() + 150_000;
    let final: Submission | undefined;
    while (Date.now() < deadline) {
      const { status, body } = await callApi(later, 'GET', `/candidate/tasks/${taskId}/submissions`);
      expect(status).toBe(200);
      final = (body as { submissions: Submission[] }).submissions.find((submission) => submission.kind === 'final');
      if (final?.status === 'scored' || final?.status === 'error') break;
      await later.waitForTimeout(2_000);
    }
    expect(final).toMatchObject({ kind: 'final', status: 'scored', score: 100, language: 'python', code: BRACKETS_PY });
    // Not before the time and its grace were up.
    expect(Date.now() - openedAt).toBeGreaterThanOrEqual(
      (DURATION_MINUTES * 60 + TIMED_TASK_GRACE_SECONDS) * 1000 - 5_000,
    );

    await later.goto(`${baseURL}/tasks/${taskId}`);
    await later.getByText(marker).waitFor({ timeout: 20_000 });
    const main = later.getByRole('main');
    await main.getByText('Scored', { exact: true }).first().waitFor({ timeout: 20_000 });
    const submissions = later.getByRole('region', { name: 'Submissions' });
    const finalRow = submissions.getByRole('listitem').filter({ hasText: 'Final submission' });
    // The history is a query of its own: the task's status can show before it has loaded.
    await finalRow.first().waitFor({ timeout: 20_000 });
    expect(await finalRow.count()).toBe(1);
    await finalRow.getByText('Score 100 / 100').waitFor();
    await finalRow.getByText('Scored', { exact: true }).waitFor();
    expect(await finalRow.getByText('Python 3').count()).toBe(1);
    await finalRow.getByText('Submitted for you when the time was up, from your last saved draft.').waitFor();
    // A closed task shows the code handed in for the candidate, read-only, with its receipt.
    await later.getByRole('heading', { name: 'Submitted — what happens next' }).waitFor({ timeout: 20_000 });
    expect(await later.getByLabel('Submitted Python 3 code').getAttribute('contenteditable')).toBe('false');
    // The score also heads the page, and the clock is gone with the task closed.
    expect(await later.getByText('Score 100 / 100').count()).toBe(2);
    expect(await later.getByRole('timer', { name: 'Time left' }).count()).toBe(0);
    for (const name of ['Run examples', 'Check all tests', 'Submit final']) {
      expect(await later.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    expect(await seriousAccessibilityViolations(later)).toEqual([]);

    // The API agrees: the task takes no more work.
    const refused = await callApi(later, 'POST', `/candidate/tasks/${taskId}/submit`, {
      language: 'python',
      code: BRACKETS_PY,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'TASK_CLOSED' });
    expect(laterWatch.errors).toEqual([]);
  }, 240_000);
});

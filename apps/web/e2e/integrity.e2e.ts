import { TELEMETRY_NOTICE } from '@assay/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAccessibilityViolations, useBrowserSession, watchPage } from './support/browser.js';
import { BRACKETS_PY, practise, signInAs, solveInEditor, submitFinal } from './support/journeys.js';

const baseURL = inject('baseURL');
const viewport = { width: 1440, height: 1000 };
const FIZZ_PY =
  'n = int(input())\nfor i in range(1, n + 1):\n    print("FizzBuzz" if i % 15 == 0 else "Fizz" if i % 3 == 0 else "Buzz" if i % 5 == 0 else i)\n';

/** The signed-in person's API, called from their page with their session's token. */
function callApi(page: Page, path: string): Promise<unknown> {
  return page.evaluate(async (path) => {
    const { token } = (await (await fetch('/auth/token', { credentials: 'include' })).json()) as { token: string };
    return (await fetch(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } })).json() as unknown;
  }, path);
}

/** A paste into the editor of text from elsewhere (another window): what the browser hands CodeMirror on Ctrl+V. */
async function pasteFromOutside(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label).evaluate((editor, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** Reloads until `ready` holds (what the server computes after a submission arrives in the background). */
async function reloadUntil(page: Page, ready: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`Not ready after ${timeoutMs} ms on ${page.url()}`);
    await page.waitForTimeout(1_000);
    await page.reload();
  }
}

describe('integrity signals: recorded, replayed, explained and answered', () => {
  const session = useBrowserSession({ viewport });

  it('a pasted answer is replayed and signalled to the reviewer; the candidate reads the signal after release and answers it', async () => {
    const interviewer = session.page;
    const marker = `Integrity journey ${Date.now()}`;
    await signInAs(interviewer, 'interviewer@demo.assay.dev', '/interviewer/dashboard');
    await interviewer.goto(`${baseURL}/interviewer/tasks`);
    await interviewer.getByRole('button', { name: 'New assessment' }).click();
    const form = interviewer.getByRole('form', { name: 'New assessment' });
    await form.getByLabel('Template').selectOption({ label: 'Balanced Brackets (version 1)' });
    await form.getByLabel('Instructions for candidates').fill(marker);
    await form.getByLabel('Time limit (minutes)').fill('30');
    await form.getByRole('button', { name: 'Create assessment' }).click();
    const assign = interviewer.getByRole('form', { name: 'Assign candidates' });
    await assign.getByLabel("Candidates' emails").fill('candidate@demo.assay.dev');
    await assign.getByRole('button', { name: 'Assign' }).click();
    await interviewer.getByText('Assigned to 1 candidate.').waitFor({ timeout: 20_000 });

    const candidateContext = await interviewer.context().browser()!.newContext({ viewport });
    try {
      const candidate = await candidateContext.newPage();
      const candidateErrors = watchPage(candidate).errors;
      await signInAs(candidate, 'candidate@demo.assay.dev', '/candidate/dashboard');
      await candidate
        .getByRole('table', { name: 'Your tasks' })
        .getByRole('link', { name: 'Balanced Brackets' })
        .first()
        .click();
      await candidate.getByText(marker).waitFor({ timeout: 20_000 });
      // Told what is recorded before the clock starts.
      await candidate.getByText(TELEMETRY_NOTICE).waitFor();
      await candidate.getByRole('button', { name: 'Start', exact: true }).click();

      // A line typed, then the rest pasted from another window, then the examples run and the answer handed in.
      await candidate.getByLabel('Python 3 code').click();
      await candidate.keyboard.press('Control+A');
      await candidate.keyboard.insertText('# my approach: a stack\n');
      await candidate.keyboard.press('Control+End');
      await pasteFromOutside(candidate, 'Python 3 code', BRACKETS_PY);
      await candidate.keyboard.press('Control+Enter');
      await candidate.getByRole('heading', { name: /^(\d+) of \1 examples? passed$/ }).waitFor({ timeout: 90_000 });
      await submitFinal(candidate);
      await candidate.getByText('Score 100 / 100').first().waitFor({ timeout: 120_000 });
      const taskId = new URL(candidate.url()).pathname.split('/').at(-1)!;
      const listed = (await callApi(candidate, `/candidate/tasks/${taskId}/submissions`)) as
        { submissions?: { id: string; kind: string }[] } | { id: string; kind: string }[];
      const submissions = Array.isArray(listed) ? listed : (listed.submissions ?? []);
      const finalId = submissions.find((submission) => submission.kind === 'final')!.id;

      // The reviewer replays the session and reads the signals with their evidence.
      await interviewer.goto(`${baseURL}/interviewer/reviews/${finalId}`);
      await interviewer
        .getByRole('heading', { level: 1, name: 'Review: Balanced Brackets' })
        .waitFor({ timeout: 20_000 });
      const playback = interviewer.getByRole('region', { name: 'Session playback', exact: true });
      await playback
        .getByText(/from outside the editor/)
        .first()
        .waitFor({ timeout: 20_000 });
      await playback.getByRole('button', { name: 'Jump to the end' }).click();
      await expect.poll(() => playback.getByLabel('Replayed code').innerText()).toContain('def balanced(s):');
      const signals = interviewer.getByRole('region', { name: 'Integrity signals', exact: true });
      await reloadUntil(
        interviewer,
        async () => (await signals.getByText('Large paste from outside the editor').count()) > 0,
      );
      expect(await signals.innerText()).toMatch(/\d+ characters \(\d+ lines\) pasted from outside the editor/);
      // The paste is the template's own reference solution, so the similarity check finds it too.
      expect(await signals.getByRole('region', { name: 'Similar code', exact: true }).innerText()).toMatch(/\d+%/);
      expect(await signals.innerText()).not.toMatch(/cheat/i);
      expect(await seriousAccessibilityViolations(interviewer)).toEqual([]);

      await interviewer.getByRole('button', { name: 'Start review' }).click();
      await interviewer.getByLabel('Correctness score').selectOption('4');
      await interviewer.getByLabel('Robustness score').selectOption('4');
      await interviewer.getByRole('button', { name: 'Save scores' }).click();
      await interviewer.getByText(/Rubric score \d+ \/ 100/).waitFor({ timeout: 20_000 });
      await interviewer.getByRole('radio', { name: 'Hold' }).check();
      await interviewer.getByRole('button', { name: 'Record decision' }).click();
      await interviewer.getByText('Decision recorded: Hold.').waitFor();
      await interviewer
        .getByLabel('Feedback for the candidate')
        .fill('Correct. We would like to hear how you wrote it.');
      await interviewer.getByRole('button', { name: 'Release feedback' }).click();
      await interviewer
        .getByRole('alertdialog', { name: 'Release feedback to Cora Candidate?' })
        .getByRole('button', { name: 'Release feedback' })
        .click();
      await interviewer.getByText('Feedback released to the candidate').waitFor({ timeout: 20_000 });

      // The candidate sees the same signal under their feedback and explains it.
      await candidate.reload();
      const mine = candidate.getByRole('region', { name: 'Integrity signals', exact: true });
      await mine.getByText('Large paste from outside the editor').first().waitFor({ timeout: 20_000 });
      const explanation = 'I pasted my own stack solution from my notes, written while preparing.';
      await mine.getByRole('textbox', { name: 'Your explanation' }).fill(explanation);
      await mine.getByRole('button', { name: 'Send explanation' }).click();
      await mine.getByText(explanation).waitFor({ timeout: 20_000 });
      expect(await seriousAccessibilityViolations(candidate)).toEqual([]);

      // The reviewer reads it and answers; the candidate reads the answer.
      await interviewer.reload();
      await signals.getByText(explanation).waitFor({ timeout: 20_000 });
      const answer = 'Thank you: that fits the replay. Noted with the decision.';
      await signals.getByRole('textbox', { name: 'Your answer' }).fill(answer);
      await signals.getByRole('button', { name: 'Send the answer' }).click();
      await signals.getByText(answer).waitFor({ timeout: 20_000 });
      await candidate.reload();
      await mine.getByText(answer).waitFor({ timeout: 20_000 });
      expect(candidateErrors).toEqual([]);

      // Practice gives the behavioral analysis its measures, each with its definition one click away.
      await practise(candidate, 'FizzBuzz');
      await solveInEditor(candidate, { language: 'Python 3', code: FIZZ_PY });
      await candidate.goto(`${baseURL}/behavioral-analysis`);
      await candidate.getByRole('heading', { level: 1, name: 'Behavioral Analysis' }).waitFor({ timeout: 20_000 });
      await reloadUntil(
        candidate,
        async () =>
          (await candidate.getByText('No practice yet').count()) === 0 &&
          (await candidate.getByRole('button', { name: 'Definition of “Time to first run”' }).count()) > 0,
      );
      await candidate.getByRole('button', { name: 'Definition of “Time to first run”' }).first().click();
      await candidate
        .getByRole('dialog', { name: 'Definition of Time to first run' })
        .getByText(/first run of the examples/)
        .waitFor();
      expect(await seriousAccessibilityViolations(candidate)).toEqual([]);
    } finally {
      await candidateContext.close();
    }
  });
});

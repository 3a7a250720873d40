import { describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations, useBrowserSession } from './support/browser.js';
import { assignAssessment, BRACKETS_PY, signInAs, submitNewestTask } from './support/journeys.js';

describe('an assessment from assignment to review', () => {
  const session = useBrowserSession({ viewport: { width: 1440, height: 1000 } });

  it('the interviewer assigns a platform template, the candidate submits, and the interviewer reads the scored submission', async () => {
    const { page } = session;
    const marker = `Assessment ${Date.now()}`;
    await signInAs(page, 'interviewer@demo.assay.dev', '/interviewer/dashboard');
    const assessmentUrl = await assignAssessment(page, {
      template: 'Balanced Brackets (version 1)',
      instructions: marker,
    });

    await signInAs(page, 'candidate@demo.assay.dev', '/candidate/dashboard');
    // The newest task comes first.
    await submitNewestTask(page, { title: 'Balanced Brackets', instructions: marker, code: BRACKETS_PY });

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

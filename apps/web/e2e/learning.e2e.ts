import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAccessibilityViolations, useBrowserSession, watchPage } from './support/browser.js';
import { registerCandidate, signInAs, solveInEditor } from './support/journeys.js';

// A candidate follows a short path (the fixture below, published by the admin through the API) from enrolling to a
// certificate a signed-out visitor verifies; the admin then edits the path and publishes a new version.
const baseURL = inject('baseURL');
const viewport = { width: 1440, height: 1000 };
const CHALLENGE = 'elevator-travel-log';
const SOLUTION = readFileSync(
  new URL(`../../../content/challenges/${CHALLENGE}/solution/main.py`, import.meta.url),
  'utf8',
);

const shortPath = (title: string) => ({
  title,
  summary: 'A short path for the browser journey.',
  description: 'A lesson, a quiz and a challenge.',
  level: 'beginner',
  topics: ['e2e'],
  unlock: 'sequential',
  prerequisites: [],
  resources: [
    {
      title: 'Python tutorial',
      url: 'https://docs.python.org/3/tutorial/',
      kind: 'documentation',
      description: 'The official tutorial.',
    },
  ],
  modules: [
    {
      key: 'start',
      title: 'Getting started',
      summary: 'Read, then check.',
      steps: [
        {
          key: 'welcome',
          kind: 'lesson',
          title: 'Welcome',
          minutes: 2,
          body: '# Welcome\n\nA loop in Python:\n\n```python\nfor floor in [1, 2, 3]:\n    print(floor)\n```',
        },
        {
          key: 'check',
          kind: 'quiz',
          title: 'Check yourself',
          minutes: 2,
          pass_percent: 100,
          questions: [
            {
              key: 'loop',
              prompt: 'How many lines does the loop above print?',
              kind: 'single',
              options: [
                { key: 'two', text: 'Two' },
                { key: 'three', text: 'Three' },
              ],
              correct: ['three'],
              explanation: 'One line for each of the three floors.',
            },
          ],
        },
      ],
    },
    {
      key: 'practice',
      title: 'Practice',
      summary: 'Solve one.',
      steps: [
        {
          key: 'solve',
          kind: 'challenge',
          title: 'Elevator log',
          minutes: 15,
          challenge: CHALLENGE,
          body: 'Add up the floors travelled.',
        },
      ],
    },
  ],
});

/** The signed-in person's API, called from their page with their session's token. */
function callApi(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const { token } = (await (await fetch('/auth/token', { credentials: 'include' })).json()) as { token: string };
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, json: (await response.json().catch(() => null)) as unknown };
    },
    { method, path, body },
  );
}

/** Reloads until `ready` holds (what the server completes after a submission is scored, in the background). */
async function reloadUntil(page: Page, ready: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`Not ready after ${timeoutMs} ms on ${page.url()}`);
    await page.waitForTimeout(1_000);
    await page.reload();
  }
}

describe('learning paths: a path followed to a verifiable certificate', () => {
  const session = useBrowserSession({ viewport });

  it('a candidate completes a lesson, a quiz and a challenge step, gets the certificate and its PDF, anyone verifies it; the admin publishes version 2', async () => {
    const admin = session.page;
    const title = `Short Path ${Date.now()}`;
    await signInAs(admin, 'admin@demo.assay.dev', '/admin');
    const created = await callApi(admin, 'POST', '/admin/learning/paths', { title });
    expect(created.status).toBe(201);
    const pathId = (created.json as { id: string }).id;
    expect((await callApi(admin, 'PUT', `/admin/learning/paths/${pathId}/draft`, shortPath(title))).status).toBe(200);
    expect((await callApi(admin, 'POST', `/admin/learning/paths/${pathId}/publish`)).status).toBe(200);

    const context = await admin.context().browser()!.newContext({ viewport });
    try {
      const page = await context.newPage();
      const errors = watchPage(page).errors;
      await registerCandidate(page, { name: 'Lee Learner', emailPrefix: 'lee' });

      // The catalogue: the seeded paths and the fixture, found by search.
      await page.goto(`${baseURL}/learning`);
      await page.getByRole('heading', { level: 1, name: 'Learning Paths' }).waitFor();
      await page.getByRole('heading', { name: 'JavaScript Fundamentals' }).waitFor({ timeout: 20_000 });
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.getByRole('main').getByLabel('Search').fill(title);
      await page.getByRole('link', { name: title }).click();

      // Enroll, read the lesson, pass the quiz (after one wrong answer, explained).
      await page.getByRole('button', { name: 'Enroll' }).click();
      await page.getByRole('button', { name: 'Start: Welcome' }).click();
      await page.getByRole('heading', { name: 'Welcome', level: 2 }).waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Mark complete and continue' }).click();
      await page.getByRole('heading', { name: 'Check yourself', level: 2 }).waitFor();
      await page.getByLabel('Two').check();
      await page.getByRole('button', { name: 'Check answers' }).click();
      await page.getByText('One line for each of the three floors.').waitFor();
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByLabel('Three').check();
      await page.getByRole('button', { name: 'Check answers' }).click();
      await page.getByText('Passed: 1 of 1 right.').waitFor();

      // The challenge step opens the challenge in the editor; solving it completes the step, and with it the path.
      await page.getByRole('button', { name: 'Next: Elevator log' }).click();
      await page.getByRole('button', { name: 'Open in the editor' }).click();
      await page.waitForURL(/\/tasks\/[\w-]+$/, { timeout: 20_000 });
      await solveInEditor(page, { language: 'Python 3', code: SOLUTION });
      await page.goto(`${baseURL}/learning/${pathId}`);
      await reloadUntil(page, () =>
        page
          .getByText('You completed this path.')
          .waitFor({ timeout: 5_000 })
          .then(
            () => true,
            () => false,
          ),
      );

      // The certificate, its PDF, and its public page.
      await page.getByRole('link', { name: 'Your certificate' }).click();
      await page.getByRole('heading', { level: 1, name: 'Certificates' }).waitFor();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: `Download PDF: ${title}` }).click();
      const pdf = readFileSync((await (await download).path())!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.getByRole('link', { name: `Verification page: ${title}` }).click();
      await page.waitForURL(/\/certificates\/[\w-]+$/);
      const publicUrl = page.url();
      expect(errors).toEqual([]);

      const visitor = await admin.context().browser()!.newContext({ viewport });
      try {
        const anonymous = await visitor.newPage();
        await anonymous.goto(publicUrl);
        const verdict = anonymous.getByRole('status').filter({ hasText: 'Verified' });
        await verdict.waitFor({ timeout: 20_000 });
        await anonymous.getByText('Lee Learner').first().waitFor();
        await anonymous.getByText(title).first().waitFor();
        expect(await seriousAccessibilityViolations(anonymous)).toEqual([]);
      } finally {
        await visitor.close();
      }
    } finally {
      await context.close();
    }

    // The admin edits the path's first lesson and publishes version 2; the candidate keeps version 1 until they move.
    await admin.goto(`${baseURL}/admin/learning?path=${pathId}`);
    await admin.getByRole('heading', { level: 1, name: 'Learning' }).waitFor();
    const outline = admin.getByRole('navigation', { name: 'Outline' });
    await outline.getByRole('button', { name: 'Lesson: Welcome' }).click();
    await admin.getByRole('textbox', { name: 'Step title' }).fill('Welcome aboard');
    await admin.getByRole('button', { name: 'Save draft' }).click();
    await admin.getByText('The draft is saved.').waitFor();
    expect(await seriousAccessibilityViolations(admin)).toEqual([]);
    await admin.getByRole('button', { name: 'Publish' }).click();
    await admin
      .getByRole('alertdialog', { name: 'Publish version 2?' })
      .getByRole('button', { name: 'Publish version 2' })
      .click();
    await admin.getByText(`Version 2 of “${title}” is published.`).waitFor();
    await admin.getByRole('table', { name: 'Published versions' }).getByRole('rowheader', { name: 'v2' }).waitFor();
    const versions = (await callApi(admin, 'GET', `/admin/learning/paths/${pathId}`)).json as {
      versions: { version: number; learners: number }[];
    };
    expect(versions.versions).toEqual([
      expect.objectContaining({ version: 2, learners: 0 }),
      expect.objectContaining({ version: 1, learners: 1 }),
    ]);
  }, 240_000);
});

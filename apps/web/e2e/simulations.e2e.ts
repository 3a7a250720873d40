import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAccessibilityViolations, useBrowserSession } from './support/browser.js';
import { registerCandidate } from './support/journeys.js';

// A candidate runs the seeded three-stage Warm-up Loop (code, review, behavioural) to its report, then starts another
// and abandons it; the history filters by status (issue 32).
const baseURL = inject('baseURL');
const viewport = { width: 1440, height: 1000 };
const SOLUTION = readFileSync(
  new URL('../../../content/challenges/elevator-travel-log/solution/main.py', import.meta.url),
  'utf8',
);

interface Scenario {
  title: string;
  persona: { name: string };
  stages: [
    { key: 'coding'; title: string },
    { key: 'review'; title: string; issues: { key: string; file: string; line: number }[] },
    {
      key: 'behavioural';
      title: string;
      questions: { key: string; question: string }[];
      rubric: { key: string; criterion: string }[];
    },
  ];
}
const SCENARIO = JSON.parse(
  readFileSync(new URL('../../../content/simulations/warm-up-loop.json', import.meta.url), 'utf8'),
) as Scenario;
const [CODING, REVIEW, BEHAVIOURAL] = SCENARIO.stages;
const issue = (key: string) => REVIEW.issues.find((candidate) => candidate.key === key)!;
// The two high-severity issues of four (weights 3 + 3 of 10): the review scores 60.
const COMMENTS = [
  {
    ...issue('predictable-token'),
    body: '`random` is predictable and 8 letters brute-force: use secrets.token_urlsafe.',
  },
  {
    ...issue('sql-injection'),
    body: 'SQL injection through the email: use ? placeholders like the rest of the module.',
  },
];
// Met, Met, Partly on points 3, 3, 4: the behavioural stage scores (3 + 3 + 2) / 10 = 80.
const RATINGS: Record<string, 'Met' | 'Partly'> = { structure: 'Met', ownership: 'Met', reflection: 'Partly' };
const ANSWERS: Record<string, string> = {
  'stubborn-bug':
    'A nightly import dropped a few rows. I reproduced it with one file, bisected the commits, and found a time-zone ' +
    'cut-off. I fixed it, added a test for the boundary and an alert on row counts.',
  'critical-feedback':
    'A reviewer said my pull request was too large to review. I split it into three, asked what size works for them, ' +
    'and now I open small drafts early; I give the same advice kindly when I review.',
};

/** The body rows of a table, each as its cells' texts. */
function rowsOf(table: Locator): Promise<string[][]> {
  return table.evaluate((element) =>
    [...element.querySelectorAll('tbody tr')].map((row) =>
      [...row.children].map((cell) => (cell.textContent ?? '').trim()),
    ),
  );
}

/** Submits the running stage through its button and the confirmation naming it. */
async function submitStage(page: Page, stageTitle: string, button: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await page
    .getByRole('alertdialog', { name: `Submit “${stageTitle}”?` })
    .getByRole('button', { name: 'Submit stage' })
    .click();
}

/** Waits for the running stage's header: its position and title. */
async function stageShown(page: Page, position: number, title: string): Promise<void> {
  await page.getByText(`Stage ${position} of 3`, { exact: true }).waitFor({ timeout: 20_000 });
  await page.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
}

describe('simulations: a mock interview run to its report', () => {
  const session = useBrowserSession({ viewport });

  it('a candidate codes, reviews and answers through Warm-up Loop with a pause, reads the follow-up and the report; the history filters by status', async () => {
    const { page } = session;
    await registerCandidate(page, { name: 'Sam Simulator', emailPrefix: 'sam' });

    // The scenarios, and an empty history.
    await page.goto(`${baseURL}/simulations`);
    await page.getByRole('heading', { level: 1, name: 'Simulations' }).waitFor();
    const card = page.getByRole('article', { name: SCENARIO.title });
    await card.waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { name: 'No simulations yet' }).waitFor({ timeout: 20_000 });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await card.getByRole('button', { name: `Start simulation: ${SCENARIO.title}` }).click();

    // Stage 1, coding: the reference solution in Python passes the examples; a pause stops the clocks and keeps it.
    await page.waitForURL((url) => url.searchParams.has('run'), { timeout: 20_000 });
    await stageShown(page, 1, CODING.title);
    await page.getByLabel('Language').selectOption({ label: 'Python 3' });
    await page.getByLabel('Python 3 code').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(SOLUTION);
    await page.getByRole('button', { name: 'Run examples' }).click();
    await page.getByRole('heading', { name: /^(\d+) of \1 examples? passed$/ }).waitFor({ timeout: 60_000 });

    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.getByText('The simulation is paused').waitFor({ timeout: 20_000 });
    expect(await page.getByLabel('Python 3 code').count()).toBe(0);
    await page.getByRole('button', { name: 'Resume', exact: true }).click();
    const editor = page.getByLabel('Python 3 code');
    await editor.waitFor({ timeout: 20_000 });
    expect(await page.getByText('The simulation is paused').count()).toBe(0);
    await expect.poll(() => editor.innerText()).toContain('def travel(floors):');
    await submitStage(page, CODING.title, 'Submit stage and continue');

    // Stage 2, review: comments on the two planted high-severity issues, on their lines of the new file.
    await stageShown(page, 2, REVIEW.title);
    for (const comment of COMMENTS) {
      await page.getByRole('button', { name: `Comment on line ${comment.line} of ${comment.file}` }).click();
      await page.getByRole('textbox', { name: `Comment on ${comment.file} line ${comment.line}` }).fill(comment.body);
      await page.getByRole('button', { name: 'Add comment' }).click();
      await page.getByText(`Your comment on line ${comment.line}:`).waitFor();
    }
    await page.getByRole('heading', { name: /^Your comments \(2 of at most \d+\)$/ }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await submitStage(page, REVIEW.title, 'Submit stage and continue');

    // Stage 3, behavioural. Meanwhile the coding stage is judged on the server and the persona follows up on it.
    await stageShown(page, 3, BEHAVIOURAL.title);
    const conversation = page.getByRole('list', { name: `Conversation with ${SCENARIO.persona.name}` });
    const followUp = conversation
      .getByRole('listitem')
      .filter({ hasText: 'Follow-up' })
      .filter({ hasText: /All (\d+) tests pass/ });
    await followUp.waitFor({ timeout: 60_000 });
    for (const question of BEHAVIOURAL.questions)
      await page.getByRole('textbox', { name: question.question }).fill(ANSWERS[question.key]!);
    for (const criterion of BEHAVIOURAL.rubric)
      await page
        .getByRole('group', { name: criterion.criterion })
        .getByRole('radio', { name: RATINGS[criterion.key]!, exact: true })
        .check();
    await submitStage(page, BEHAVIOURAL.title, 'Submit stage and finish');

    // The report: 100, 60 and 80 over three ten-minute stages make 80 overall.
    const scores = page.getByRole('table', { name: 'Scores by stage' });
    await scores.waitFor({ timeout: 30_000 });
    expect(
      await page.getByText('Overall score', { exact: true }).locator('xpath=following-sibling::dd').innerText(),
    ).toBe('80 / 100');
    expect((await rowsOf(scores)).map(([stage, kind, score]) => [stage, kind, score])).toEqual([
      [CODING.title, 'Coding', '100 / 100'],
      [REVIEW.title, 'Code review', '60 / 100'],
      [BEHAVIOURAL.title, 'Behavioural', '80 / 100'],
    ]);
    expect(await page.getByText('Found 2 of 4 known issues.').count()).toBe(1);
    expect(await page.getByText('Completed', { exact: true }).count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // A second run of the scenario, abandoned after confirming.
    await page.getByRole('link', { name: 'All simulations' }).click();
    await page.waitForURL((url) => !url.searchParams.has('run'));
    await card.getByRole('button', { name: `Start simulation: ${SCENARIO.title}` }).click();
    await page.waitForURL((url) => url.searchParams.has('run'), { timeout: 20_000 });
    await stageShown(page, 1, CODING.title);
    await page.getByRole('button', { name: 'Abandon', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Abandon this simulation?' })
      .getByRole('button', { name: 'Abandon simulation' })
      .click();
    await page.getByText('Abandoned', { exact: true }).waitFor({ timeout: 20_000 });

    // The history, newest first, then filtered by status.
    await page.getByRole('link', { name: 'All simulations' }).click();
    const history = page.getByRole('table', { name: 'Your simulations' });
    const statusFilter = page.getByRole('combobox', { name: 'Status' });
    const listed = async () => (await rowsOf(history)).map(([title, status, , score]) => [title, status, score]);
    await history.waitFor({ timeout: 20_000 });
    await expect.poll(listed).toEqual([
      [SCENARIO.title, 'Abandoned', '—'],
      [SCENARIO.title, 'Completed', '80 / 100'],
    ]);
    await statusFilter.selectOption({ label: 'Completed' });
    await page.waitForURL((url) => url.searchParams.get('status') === 'completed');
    await expect.poll(listed).toEqual([[SCENARIO.title, 'Completed', '80 / 100']]);
    await statusFilter.selectOption({ label: 'Abandoned' });
    await page.waitForURL((url) => url.searchParams.get('status') === 'abandoned');
    await expect.poll(listed).toEqual([[SCENARIO.title, 'Abandoned', '—']]);
    expect(session.errors).toEqual([]);
  }, 120_000);
});

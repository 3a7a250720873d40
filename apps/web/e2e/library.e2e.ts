import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { seriousAccessibilityViolations, useBrowserSession } from './support/browser.js';
import { practise, registerCandidate, solveInEditor } from './support/journeys.js';

// The challenge library as a newcomer meets it on a fresh start: every challenge listed in practice, filterable, and
// one solved in each language the library offers (the reference solutions, typed into the editor).
const baseURL = inject('baseURL');
const LIBRARY = fileURLToPath(new URL('../../../content/challenges/', import.meta.url));
const challenges = readdirSync(LIBRARY, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const meta = (slug: string) =>
  JSON.parse(readFileSync(join(LIBRARY, slug, 'challenge.json'), 'utf8')) as { title: string; category: string };
const solution = (slug: string, file: string) => readFileSync(join(LIBRARY, slug, 'solution', file), 'utf8');

const ALGORITHMIC = 'elevator-travel-log';
const SQL = 'overdue-library-loans';
const LANGUAGES: [name: string, file: string][] = [
  ['JavaScript (Node.js)', 'main.js'],
  ['TypeScript', 'main.ts'],
  ['Python 3', 'main.py'],
  ['C++ (G++)', 'main.cpp'],
  ['Java (OpenJDK)', 'Main.java'],
];

describe('the challenge library', () => {
  const session = useBrowserSession({ viewport: { width: 1440, height: 1000 } });

  it('lists every challenge in practice, filters them, and a newcomer solves one in every language and one in SQL', async () => {
    const { page } = session;
    await registerCandidate(page, { name: 'Libby Rary', emailPrefix: 'libby' });
    const count = page.getByRole('region', { name: 'Practice' }).getByText(/^\d+ challenges?$/);
    await page.getByRole('list', { name: 'Challenge library' }).waitFor({ timeout: 20_000 });
    // The four platform templates besides the library.
    expect(await count.innerText()).toBe(`${challenges.length + 4} challenges`);

    const filters = page.getByRole('search', { name: 'Filter the challenge library' });
    await filters.getByLabel('Category').selectOption({ label: 'SQL' });
    const sqlChallenges = challenges.filter((slug) => meta(slug).category === 'sql').length;
    // Team Scores, a platform template, is tagged SQL too.
    await page.getByText(`${sqlChallenges + 1} challenges`, { exact: true }).waitFor({ timeout: 20_000 });
    await filters.getByLabel('Language').selectOption({ label: 'Java (OpenJDK)' });
    await page.getByRole('heading', { name: 'No challenge matches these filters' }).waitFor({ timeout: 20_000 });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const { title } = meta(ALGORITHMIC);
    for (const [language, file] of LANGUAGES) {
      await practise(page, title);
      await solveInEditor(page, { language, code: solution(ALGORITHMIC, file) });
    }
    await practise(page, meta(SQL).title);
    await solveInEditor(page, { language: 'SQL (PostgreSQL)', code: solution(SQL, 'query.sql') });

    // Solved, with the best score, on the dashboard.
    await page.goto(`${baseURL}/candidate/dashboard?practice_status=solved`);
    const solved = page.getByRole('list', { name: 'Challenge library' });
    await solved.getByRole('listitem').filter({ hasText: title }).getByText('100 / 100').waitFor({ timeout: 20_000 });
    expect(await solved.getByRole('listitem').count()).toBe(2);
    expect(session.errors).toEqual([]);
  }, 900_000);
});

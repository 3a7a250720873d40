import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CHALLENGE_POINTS,
  type DailyChallenge,
  LANGUAGE_NAMES,
  levelOf,
  perfectBonus,
  type LanguageId,
} from '@assay/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PLATFORM_TEMPLATES } from '../../api/src/modules/task-templates/platform-templates.js';
import { useBrowserSession, violationsInBothSchemes, watchPage } from './support/browser.js';
import { registerCandidate, solveInEditor } from './support/journeys.js';

// The game mode (issue 27) as a newcomer meets it: their profile made on the first visit, today's challenge solved in
// the editor while the game mode stays open in another tab, and that tab catching up by itself — XP, level bar,
// badges, the challenge marked solved, and a row of their own on the leaderboard.
const baseURL = inject('baseURL');
const LIBRARY = fileURLToPath(new URL('../../../content/challenges/', import.meta.url));
const NAME = 'Gail Gamer';

/**
 * A correct solution of a challenge by its template id, in Python where it has Python, else SQL. The daily challenge
 * is the server's choice (by the UTC day's hash among the published platform templates), so any of them may come:
 * the platform templates' reference solutions, or the library's (`library-<slug>`: content/challenges/<slug>/solution).
 */
function referenceSolution(templateId: string): { language: string; code: string } {
  const platform = PLATFORM_TEMPLATES.find((template) => template.id === templateId);
  if (platform) {
    const languages = platform.content.languages;
    const chosen = languages.find((entry) => entry.language === 'python') ?? languages[0]!;
    return { language: LANGUAGE_NAMES[chosen.language as LanguageId], code: chosen.reference_solution ?? '' };
  }
  const slug = templateId.replace(/^library-/, '');
  if (slug === templateId) throw new Error(`No reference solution for the daily challenge ${templateId}`);
  const solution = join(LIBRARY, slug, 'solution');
  try {
    return { language: LANGUAGE_NAMES.python, code: readFileSync(join(solution, 'main.py'), 'utf8') };
  } catch {
    return { language: LANGUAGE_NAMES.sql, code: readFileSync(join(solution, 'query.sql'), 'utf8') };
  }
}

/** Opens /game-mode and waits for the level, today's challenge and the leaderboard; answers today's challenge. */
async function openGameMode(page: Page): Promise<DailyChallenge> {
  const daily = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/gamification/daily-challenge' && response.ok(),
  );
  await page.goto(`${baseURL}/game-mode`);
  await page.getByRole('heading', { level: 1, name: 'Game Mode' }).waitFor({ timeout: 20_000 });
  await page.getByRole('progressbar', { name: /^Level \d+$/ }).waitFor({ timeout: 20_000 });
  const answer = (await (await daily).json()) as DailyChallenge;
  await page.getByRole('region', { name: answer.challenge.title, exact: true }).waitFor({ timeout: 20_000 });
  return answer;
}

describe('the game mode', () => {
  const session = useBrowserSession({ viewport: { width: 1440, height: 1000 } });

  it('a new candidate gets a profile, solves the daily challenge, and sees XP, level and badges arrive live, then finds themselves on the leaderboard', async () => {
    const { page } = session;
    // The profile's reads and its creation, as the browser made them.
    const profileCalls: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname === '/api/v1/gamification/profile' || pathname === '/api/v1/gamification/profile/me')
        profileCalls.push(`${response.request().method()} ${pathname} ${response.status()}`);
    });
    await registerCandidate(page, { name: NAME, emailPrefix: 'gail' });

    // The first access creates the profile: the dashboard's game card asks first; the server answers 404 and the client
    // creates it.
    await page
      .getByRole('region', { name: 'Game mode' })
      .getByText(/^Level 1 · no streak yet/)
      .waitFor({ timeout: 20_000 });
    expect(profileCalls.slice(0, 2)).toEqual([
      'GET /api/v1/gamification/profile/me 404',
      'POST /api/v1/gamification/profile 201',
    ]);

    // On /game-mode: level 1, no XP, nothing earned, not on the board yet.
    const daily = await openGameMode(page);
    expect(profileCalls.at(-1)).toBe('GET /api/v1/gamification/profile/me 200');
    const level = page.getByRole('region', { name: 'Your level' });
    const bar = level.getByRole('progressbar', { name: 'Level 1' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('0');
    expect(await bar.getAttribute('aria-valuetext')).toBe('0 of 100 XP to level 2');
    const totalPoints = level.getByRole('definition').first();
    expect(await totalPoints.innerText()).toBe('0');
    const card = page.getByRole('region', { name: daily.challenge.title, exact: true });
    await card.getByText('Daily challenge', { exact: true }).waitFor();
    await card.getByText('Not solved yet').waitFor();
    const badges = page.getByRole('region', { name: /^Badges/ });
    await badges.getByText('None yet: solve your first challenge to earn one.').waitFor({ timeout: 20_000 });
    await page
      .getByRole('region', { name: 'Leaderboard' })
      .getByText('You have no points in this period yet.')
      .waitFor({ timeout: 20_000 });

    // "Solve it" opens today's challenge in the editor.
    await card.getByRole('button', { name: 'Solve it' }).click();
    await page
      .getByRole('heading', { level: 1, name: daily.challenge.title, exact: true })
      .waitFor({ timeout: 20_000 });
    expect(page.url()).toMatch(/\/tasks\/[\w-]+$/);

    // The game mode stays open in a second tab while the solution is submitted in the first.
    const game = await page.context().newPage();
    const gameErrors = watchPage(game).errors;
    await openGameMode(game);
    const gameLevel = game.getByRole('region', { name: 'Your level' });
    expect(await gameLevel.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');

    await solveInEditor(page, referenceSolution(daily.challenge.id));

    // Without a reload, the game tab shows the challenge's points, its first-100 bonus and the daily bonus.
    const { difficulty } = daily.challenge;
    const earned = CHALLENGE_POINTS[difficulty] + perfectBonus(difficulty) + daily.bonus;
    const reached = levelOf(earned);
    await gameLevel
      .getByRole('definition')
      .first()
      .filter({ hasText: new RegExp(`^${earned}$`) })
      .waitFor({ timeout: 30_000 });
    const gameBar = gameLevel.getByRole('progressbar', { name: `Level ${reached.current_level}` });
    expect(await gameBar.getAttribute('aria-valuenow')).toBe(String(reached.xp_progress));
    expect(await gameBar.getAttribute('aria-valuemax')).toBe(String(reached.xp_for_next_level));
    const earnedBadges = game
      .getByRole('region', { name: /^Badges/ })
      .getByRole('list', { name: 'Earned', exact: true });
    await earnedBadges.getByRole('listitem').filter({ hasText: 'First steps' }).waitFor({ timeout: 30_000 });
    await earnedBadges.getByRole('listitem').filter({ hasText: 'Daily player' }).waitFor({ timeout: 30_000 });
    const gameCard = game.getByRole('region', { name: daily.challenge.title, exact: true });
    await gameCard.getByText('Solved today').waitFor({ timeout: 30_000 });
    await gameCard.getByRole('button', { name: 'Open it again' }).waitFor();
    // The global all-time board has a row of their own, marked as theirs.
    const mine = game
      .getByRole('table', { name: 'Leaderboard: Everyone, all time' })
      .getByRole('row')
      .filter({ hasText: `${NAME} (you)` });
    await mine.waitFor({ timeout: 30_000 });
    expect(await mine.getAttribute('aria-current')).toBe('true');
    expect(await mine.getByRole('cell').last().innerText()).toBe(String(earned));

    expect(await violationsInBothSchemes(game, 'game mode')).toEqual({});
    expect(session.errors).toEqual([]);
    expect(gameErrors).toEqual([]);
  }, 120_000);
});

import type { TaskSummary } from '@assay/contracts';
import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameModePage } from '@/app/routes/candidate/game-mode/game-mode-page';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import {
  sampleActivity,
  sampleBadges,
  sampleDailyChallenge,
  sampleGameProfile,
  sampleLeaderboard,
  sampleQuickFireRound,
} from '@/testing/gamification';
import { renderPage } from '@/testing/render-page';

const API = '/api/v1/gamification';
type Handler = (body: unknown, url: URL) => Response;

const practiceTask: TaskSummary = {
  id: 'p-9',
  kind: 'practice',
  title: 'Word Frequencies',
  difficulty: 'medium',
  tags: ['strings'],
  languages: ['python'],
  estimated_minutes: 20,
  status: 'assigned',
  due_at: null,
  duration_minutes: null,
  assigned_at: '2026-11-28T12:00:00.000Z',
  score: null,
};

/** Every gamification endpoint answering with the samples; `overrides` replace some. */
function gameRoutes(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    [`GET ${API}/profile/me`]: () => jsonResponse(sampleGameProfile()),
    [`GET ${API}/activity`]: () => jsonResponse(sampleActivity()),
    [`GET ${API}/badges`]: () => jsonResponse({ badges: sampleBadges() }),
    [`GET ${API}/leaderboard`]: (_body, url) =>
      jsonResponse(
        sampleLeaderboard(
          url.searchParams.get('leaderboard_type') as 'global' | 'organization',
          url.searchParams.get('period') as 'all-time',
        ),
      ),
    [`GET ${API}/daily-challenge`]: () => jsonResponse(sampleDailyChallenge()),
    [`GET ${API}/public-challenge`]: () => jsonResponse({ rounds: [] }),
    [`GET ${API}/profile/settings`]: () => jsonResponse({ show_on_leaderboard: true }),
    ...overrides,
  };
}

const openGameMode = () => renderPage(<GameModePage />, { path: paths.gameMode, auth: authValue('candidate') });

// The browser's clock is fixed (and only the clock and the countdowns' ticks are faked, so the queries' own timers and
// promises run as usual): 2026-11-28 is a Saturday, at noon UTC.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date('2026-11-28T12:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/game-mode', { timeout: 20_000 }, () => {
  it('creates the profile once when the server has none yet (404), then shows the new level', async () => {
    const calls = stubApiRoutes(
      gameRoutes({
        [`GET ${API}/profile/me`]: () =>
          jsonResponse({ code: 'GAMIFICATION_PROFILE_NOT_FOUND', message: 'No profile yet.' }, 404),
        [`POST ${API}/profile`]: () =>
          jsonResponse(sampleGameProfile(0, { badges: [], streak_days: 0, tasks_completed: 0 }), 201),
      }),
    );
    openGameMode();
    const bar = await screen.findByRole('progressbar', { name: 'Level 1' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByRole('heading', { name: 'Streak: 0 days' })).toBeInTheDocument();
    // Three parts of the page read the profile: one GET, one POST between them.
    expect(calls.filter((call) => /\/gamification\/profile(\/me)?$/.test(call.key))).toEqual([
      expect.objectContaining({ key: `GET ${API}/profile/me` }),
      expect.objectContaining({ key: `POST ${API}/profile`, body: {} }),
    ]);
  });

  it('shows the level bar, points and streak, with the streak calendar in words', async () => {
    stubApiRoutes(gameRoutes());
    openGameMode();
    // 240 XP: level 2 began at 100 and level 3 takes 200 more.
    const bar = await screen.findByRole('progressbar', { name: 'Level 2' });
    expect(bar).toHaveAttribute('aria-valuenow', '140');
    expect(bar).toHaveAttribute('aria-valuetext', '140 of 200 XP to level 3');
    const level = screen.getByRole('region', { name: 'Your level' });
    expect(within(level).getByText('Total points').nextElementSibling).toHaveTextContent('240');
    expect(within(level).getByText('Streak').nextElementSibling).toHaveTextContent('3 days');

    const calendar = await screen.findByRole('list', { name: 'Solves per day over the last 12 weeks' });
    const days = within(calendar).getAllByRole('listitem');
    // Eleven whole weeks and this one, Sunday to Saturday (today).
    expect(days).toHaveLength(84);
    expect(days.at(-1)).toHaveTextContent('No solves on 2026-11-28');
    expect(days.at(-2)).toHaveTextContent('3 solves on 2026-11-27');
    expect(days.at(-3)).toHaveTextContent('1 solve on 2026-11-26');
    expect(days[0]).toHaveTextContent('No solves on 2026-09-06');
    expect(calendar).toHaveAccessibleDescription('A solve on 2 of the last 84 days (UTC).');

    const recent = screen.getByRole('list', { name: 'Recent XP' });
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Solved: Balanced Brackets\+25 XP/),
      expect.stringMatching(/^Daily challenge bonus: Balanced Brackets\+50 XP/),
    ]);
  });

  it('switches the leaderboard between boards and periods, and gives the rank when the caller is outside the top', async () => {
    const calls = stubApiRoutes(
      gameRoutes({
        [`GET ${API}/leaderboard`]: (_body, url) => {
          const type = url.searchParams.get('leaderboard_type') as 'global' | 'organization';
          const period = url.searchParams.get('period') as 'all-time' | 'weekly';
          return jsonResponse(sampleLeaderboard(type, period, type === 'organization' && period === 'weekly' ? 42 : 3));
        },
      }),
    );
    const { user } = openGameMode();
    const section = await screen.findByRole('region', { name: 'Leaderboard' });
    const table = await within(section).findByRole('table', { name: 'Leaderboard: Everyone, all time' });
    const mine = within(table)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-current') === 'true');
    expect(mine.map((row) => row.textContent)).toEqual(['3Ada Lovelace (you)3400']);
    expect(within(section).queryByText(/Your rank/)).not.toBeInTheDocument();

    const boards = within(section).getByRole('group', { name: 'Leaderboard type' });
    await user.click(within(boards).getByRole('button', { name: 'My organization' }));
    expect(within(boards).getByRole('button', { name: 'My organization' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(boards).getByRole('button', { name: 'Everyone' })).toHaveAttribute('aria-pressed', 'false');
    await within(section).findByRole('table', { name: 'Leaderboard: My organization, all time' });

    await user.click(
      within(within(section).getByRole('group', { name: 'Period' })).getByRole('button', { name: 'This week' }),
    );
    await within(section).findByRole('table', { name: 'Leaderboard: My organization, this week' });
    expect(await within(section).findByText('Your rank: 42')).toBeInTheDocument();
    expect(within(section).getByText(/40 points of 57 players/)).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('row')
        .some((row) => row.getAttribute('aria-current') === 'true'),
    ).toBe(false);

    expect(calls.filter((call) => call.key === `GET ${API}/leaderboard`).map((call) => call.search)).toEqual([
      '?leaderboard_type=global&period=all-time&limit=5',
      '?leaderboard_type=organization&period=all-time&limit=5',
      '?leaderboard_type=organization&period=weekly&limit=5',
    ]);
  });

  it("counts a quick-fire round down by the server's clock, not the browser's", async () => {
    // The server's clock is two minutes ahead of this browser's: its round of ten minutes has ten minutes left, not
    // the twelve the browser's clock would say.
    const calls = stubApiRoutes(
      gameRoutes({
        [`POST ${API}/public-challenge`]: () => jsonResponse(sampleQuickFireRound(), 201),
      }),
    );
    const { user } = openGameMode();
    const section = await screen.findByRole('region', { name: 'Quick-fire round' });
    await user.selectOptions(within(section).getByLabelText('Difficulty'), 'easy');
    await user.selectOptions(within(section).getByLabelText('Category'), 'hashing');
    await user.click(within(section).getByRole('button', { name: 'Start a round' }));

    const timer = await within(section).findByRole('timer', { name: 'Time left in the round' });
    expect(timer).toHaveTextContent('10:00');
    expect(calls.find((call) => call.key === `POST ${API}/public-challenge`)?.body).toEqual({
      difficulty: 'easy',
      category: 'hashing',
    });
    expect(within(section).getByRole('link', { name: 'Open in editor' })).toHaveAttribute('href', '/tasks/task-qf-1');
    // While a round runs, no second one is started from here.
    expect(within(section).queryByRole('button', { name: 'Start a round' })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(61_000));
    expect(timer).toHaveTextContent('8:59');

    act(() => vi.advanceTimersByTime(9 * 60_000));
    expect(within(section).getByRole('timer', { name: 'Time left in the round' })).toHaveTextContent('Time is up');
    expect(within(section).queryByRole('link', { name: 'Open in editor' })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Start a round' })).toBeInTheDocument();
  });

  it('keeps the round and its countdown when the candidate comes back from the editor (the server keeps it)', async () => {
    // The server's clock is two minutes ahead of this browser's, as it answers both the start and the later read.
    const round = sampleQuickFireRound();
    let started = false;
    const serverNow = () => new Date(Date.now() + 2 * 60_000).toISOString();
    stubApiRoutes(
      gameRoutes({
        [`POST ${API}/public-challenge`]: () => {
          started = true;
          return jsonResponse(round, 201);
        },
        [`GET ${API}/public-challenge`]: () =>
          jsonResponse({ rounds: started ? [{ ...round, server_now: serverNow() }] : [] }),
      }),
    );
    const { user, router } = openGameMode();
    const section = await screen.findByRole('region', { name: 'Quick-fire round' });
    await user.click(within(section).getByRole('button', { name: 'Start a round' }));
    await user.click(await within(section).findByRole('link', { name: 'Open in editor' }));
    expect(screen.getByTestId('landed')).toHaveTextContent('/tasks/task-qf-1');

    // Three minutes in the editor (by the browser's clock, which is still two minutes behind the server's).
    vi.setSystemTime(new Date('2026-11-28T12:03:00.000Z'));
    await act(() => router.navigate(paths.gameMode));
    const back = await screen.findByRole('region', { name: 'Quick-fire round' });
    await vi.waitFor(() =>
      expect(within(back).getByRole('timer', { name: 'Time left in the round' })).toHaveTextContent('7:00'),
    );
    expect(within(back).getByRole('link', { name: 'Open in editor' })).toBeInTheDocument();
  });

  it('shows the badges earned with their date and the locked ones with what they take', async () => {
    stubApiRoutes(gameRoutes());
    openGameMode();
    const section = await screen.findByRole('region', { name: 'Badges (1 of 23)' });
    const earned = within(section).getByRole('list', { name: 'Earned' });
    const [first] = within(earned).getAllByRole('listitem');
    expect(within(earned).getAllByRole('listitem')).toHaveLength(1);
    expect(within(first!).getByRole('heading', { name: 'First steps' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Solve your first challenge.');
    expect(first!.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T10:00:00.000Z');

    const locked = within(section).getByRole('list', { name: 'Still to earn' });
    expect(within(locked).getAllByRole('listitem')).toHaveLength(22);
    const polyglot = within(locked)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('heading', { name: 'Polyglot' }));
    expect(polyglot).toHaveTextContent(
      'Solve challenges in every general-purpose language: JavaScript, TypeScript, Python, C++ and Java.',
    );
    expect(polyglot).not.toHaveTextContent('Earned');
  });

  it("opens today's challenge in the editor through the practice flow, and counts down to the next one", async () => {
    const calls = stubApiRoutes(gameRoutes({ 'POST /api/v1/public/tasks': () => jsonResponse(practiceTask, 201) }));
    const { user, router } = openGameMode();
    const card = await screen.findByRole('region', { name: 'Word Frequencies' });
    expect(card).toHaveTextContent('Arrays and strings');
    expect(card).toHaveTextContent('25 points + 50 bonus today');
    expect(card).toHaveTextContent('Not solved yet');
    expect(within(card).getByRole('timer', { name: 'Next daily challenge in' })).toHaveTextContent('12:00:00');
    act(() => vi.advanceTimersByTime(1_000));
    expect(within(card).getByRole('timer', { name: 'Next daily challenge in' })).toHaveTextContent('11:59:59');

    await user.click(within(card).getByRole('button', { name: 'Solve it' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/tasks/p-9'));
    expect(calls.find((call) => call.key === 'POST /api/v1/public/tasks')?.body).toEqual({ template_id: 'tpl-7' });
  });

  it('saves the leaderboard-name setting as it is switched', async () => {
    const calls = stubApiRoutes(
      gameRoutes({
        [`PATCH ${API}/profile/settings`]: (body) => jsonResponse(body),
      }),
    );
    const { user } = openGameMode();
    const toggle = await screen.findByRole('switch', { name: 'Show my name on the leaderboard' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await vi.waitFor(() => expect(toggle).not.toBeChecked());
    expect(toggle).toHaveAccessibleDescription('Others see you as "Anonymous"; you still see your own rank.');
    expect(calls.find((call) => call.key === `PATCH ${API}/profile/settings`)?.body).toEqual({
      show_on_leaderboard: false,
    });
  });
  it('says so in place when no challenge matches the round asked for', async () => {
    stubApiRoutes(
      gameRoutes({
        [`POST ${API}/public-challenge`]: () =>
          jsonResponse({ code: 'GAMIFICATION_NO_CHALLENGE', message: 'No challenge matches.' }, 404),
      }),
    );
    const { user } = openGameMode();
    const section = await screen.findByRole('region', { name: 'Quick-fire round' });
    await user.selectOptions(within(section).getByLabelText('Category'), 'sql');
    await user.click(within(section).getByRole('button', { name: 'Start a round' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'No challenge matches that difficulty and category. Choose another, or any.',
    );
    expect(within(section).queryByRole('timer')).not.toBeInTheDocument();
  });

  it('explains an organization board refused to a candidate without one, instead of an error', async () => {
    stubApiRoutes(
      gameRoutes({
        [`GET ${API}/leaderboard`]: (_body, url) =>
          url.searchParams.get('leaderboard_type') === 'organization'
            ? jsonResponse({ code: 'FORBIDDEN', message: 'No organization.' }, 403)
            : jsonResponse(sampleLeaderboard('global', 'all-time')),
      }),
    );
    const { user } = openGameMode();
    const section = await screen.findByRole('region', { name: 'Leaderboard' });
    await user.click(within(section).getByRole('button', { name: 'My organization' }));
    expect(await within(section).findByText(/There is no organization leaderboard for you/)).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no serious or critical axe violations', async () => {
    stubApiRoutes(gameRoutes({ [`POST ${API}/public-challenge`]: () => jsonResponse(sampleQuickFireRound(), 201) }));
    const { container, user } = openGameMode();
    await screen.findByRole('region', { name: 'Badges (1 of 23)' });
    await screen.findByRole('table', { name: 'Leaderboard: Everyone, all time' });
    await screen.findByRole('list', { name: 'Solves per day over the last 12 weeks' });
    await screen.findByRole('region', { name: 'Word Frequencies' });
    await user.click(screen.getByRole('button', { name: 'Start a round' }));
    await screen.findByRole('link', { name: 'Open in editor' });
    // jsdom cannot compute colours; contrast is checked in the browser suite.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CandidateDashboardPage } from '@/app/routes/candidate/dashboard/candidate-dashboard-page';
import { paths } from '@/config/paths';
import { samplePerformance } from '@/testing/analytics';
import { authValue } from '@/testing/auth-value';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { sampleDailyChallenge, sampleGameProfile } from '@/testing/gamification';
import { renderPage } from '@/testing/render-page';

const PERFORMANCE_ROUTE = 'GET /api/v1/analytics/performance';

// The dashboard's task lists answer 404 here: these tests look only at the game mode's card.
const openDashboard = () =>
  renderPage(<CandidateDashboardPage />, { path: paths.candidateDashboard, auth: authValue('candidate') });

afterEach(() => vi.unstubAllGlobals());

describe('the game mode on /candidate/dashboard', { timeout: 20_000 }, () => {
  it("shows the level, the streak and today's challenge, linking to /game-mode", async () => {
    stubApiRoutes({
      'GET /api/v1/gamification/profile/me': () => jsonResponse(sampleGameProfile(240, { streak_days: 4 })),
      'GET /api/v1/gamification/daily-challenge': () => jsonResponse(sampleDailyChallenge()),
    });
    openDashboard();
    const card = await screen.findByRole('region', { name: 'Game mode' });
    expect(await within(card).findByText(/Today's challenge: Word Frequencies/)).toHaveTextContent(
      "Level 2 · 4-day streak · Today's challenge: Word Frequencies",
    );
    expect(within(card).getByRole('link', { name: 'Open game mode' })).toHaveAttribute('href', paths.gameMode);
  });

  it('leaves the rest of the dashboard alone when the game mode cannot be reached', async () => {
    const calls = stubApiRoutes({
      'GET /api/v1/gamification/profile/me': () => jsonResponse({ code: 'INTERNAL', message: 'Boom' }, 500),
      'GET /api/v1/gamification/daily-challenge': () => jsonResponse({ code: 'INTERNAL', message: 'Boom' }, 500),
      [PERFORMANCE_ROUTE]: (_body, url) => jsonResponse(samplePerformance(url.searchParams.get('period') ?? '')),
    });
    openDashboard();
    await screen.findByRole('region', { name: 'Your progress' });
    await vi.waitFor(() => expect(calls.some((call) => call.key === 'GET /api/v1/gamification/profile/me')).toBe(true));
    expect(screen.getByRole('heading', { level: 1, name: 'Candidate Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Game mode' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Boom/)).not.toBeInTheDocument();
  });
});

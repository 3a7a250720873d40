import type { OnboardingStatus } from '@assay/contracts';
import { ONBOARDING_STEP_TEXT } from '@assay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChecklistCard } from '@/features/onboarding/components/checklist-card';
import { authValue } from '@/testing/auth-value';
import { seriousViolations } from '@/testing/axe';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';

const DONE_AT = '2026-01-05T10:00:00.000Z';

function candidateStatus(done: readonly string[], dismissed = false): OnboardingStatus {
  const steps = (['profile', 'first_practice_solve', 'game_or_learning'] as const).map((key) => ({
    key,
    ...ONBOARDING_STEP_TEXT[key],
    done: done.includes(key),
    doneAt: done.includes(key) ? DONE_AT : null,
  }));
  const doneCount = steps.filter((step) => step.done).length;
  return {
    role: 'candidate',
    steps,
    doneCount,
    totalCount: 3,
    completed: doneCount === 3,
    dismissed,
    dismissedAt: dismissed ? DONE_AT : null,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the onboarding checklist card', { timeout: 20_000 }, () => {
  it('shows the progress and each step linking to where it is done, the done ones ticked', async () => {
    stubApiRoutes({ 'GET /api/v1/onboarding/status': () => jsonResponse(candidateStatus(['profile'])) });
    const { container } = renderPage(<ChecklistCard />, { path: '/candidate/dashboard', auth: authValue('candidate') });
    const card = await screen.findByRole('region', { name: 'Get started' });
    expect(within(card).getByText('1 of 3 done')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Getting started: 1 of 3 done' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    const steps = within(within(card).getByRole('list', { name: 'Getting-started steps' })).getAllByRole('link');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveAccessibleName('Complete your profile, done');
    expect(steps[0]).toHaveAccessibleDescription(ONBOARDING_STEP_TEXT.profile.description);
    expect(steps[0]).toHaveAttribute('href', '/settings/profile');
    expect(steps[1]).toHaveAccessibleName('Solve a practice challenge, to do');
    expect(steps[1]).toHaveAttribute('href', '/practice');
    expect(steps[2]).toHaveAttribute('href', '/learning');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('Dismiss calls POST /onboarding/complete and the card goes', async () => {
    let dismissed = false;
    const calls = stubApiRoutes({
      'GET /api/v1/onboarding/status': () => jsonResponse(candidateStatus(['profile'], dismissed)),
      'POST /api/v1/onboarding/complete': () => {
        dismissed = true;
        return jsonResponse(candidateStatus(['profile'], true));
      },
    });
    const { user } = renderPage(<ChecklistCard />, { path: '/candidate/dashboard', auth: authValue('candidate') });
    const card = await screen.findByRole('region', { name: 'Get started' });
    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.key === 'POST /api/v1/onboarding/complete')).toHaveLength(1);
  });

  it('says "All set" when every step is done, until dismissed', async () => {
    stubApiRoutes({
      'GET /api/v1/onboarding/status': () =>
        jsonResponse(candidateStatus(['profile', 'first_practice_solve', 'game_or_learning'])),
    });
    renderPage(<ChecklistCard />, { path: '/candidate/dashboard', auth: authValue('candidate') });
    const card = await screen.findByRole('region', { name: 'All set' });
    expect(within(card).getByText(/All 3 getting-started steps are done/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });

  it('shows nothing once dismissed, for a role without steps, or when the status cannot be read', async () => {
    for (const answer of [
      () => jsonResponse(candidateStatus([], true)),
      () =>
        jsonResponse({
          role: 'admin',
          steps: [],
          doneCount: 0,
          totalCount: 0,
          completed: false,
          dismissed: false,
          dismissedAt: null,
        }),
      () => jsonResponse({ code: 'INTERNAL', message: 'down' }, 500),
    ]) {
      const calls = stubApiRoutes({ 'GET /api/v1/onboarding/status': answer });
      const { unmount } = renderPage(
        <div data-testid="home">
          <ChecklistCard />
        </div>,
        { path: '/candidate/dashboard', auth: authValue('candidate') },
      );
      await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByTestId('home')).toBeEmptyDOMElement();
      unmount();
      vi.unstubAllGlobals();
    }
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulationsPage } from '@/app/routes/candidate/simulations/simulations-page';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { seriousViolations } from '@/testing/axe';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { rowsOf, tileValue } from '@/testing/read-figures';
import { renderPage } from '@/testing/render-page';
import {
  SIM_API,
  backendScenario,
  sampleList,
  sampleListItem,
  sampleSimulation,
  warmUpScenario,
} from '@/testing/simulations';

type Handler = (body: unknown, url: URL) => Response;

const completed = sampleListItem();
const abandoned = sampleListItem({
  id: 'sim-2',
  status: 'abandoned',
  overallScore: null,
  scenario: { ...completed.scenario, title: 'Backend API Screen', slug: 'backend-api-screen' },
});

/** The page's calls answered: the scenarios, the list (by its status filter) and the simulation once opened. */
function routes(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    [`GET ${SIM_API}/scenarios`]: () => jsonResponse({ items: [warmUpScenario, backendScenario] }),
    [`GET ${SIM_API}/u-1`]: (_body, url) => {
      const status = url.searchParams.get('status');
      const items = [completed, abandoned].filter((item) => !status || item.status === status);
      return jsonResponse(sampleList(items));
    },
    [`GET ${SIM_API}/u-1/sim-1`]: () => jsonResponse(sampleSimulation()),
    'GET /api/v1/users/me/organizations': () => jsonResponse({ organizations: [] }),
    ...overrides,
  };
}

const openPage = (entry: string = paths.simulations) =>
  renderPage(<SimulationsPage />, { path: paths.simulations, entry, auth: authValue('candidate') });

afterEach(() => vi.unstubAllGlobals());

describe('/simulations', { timeout: 20_000 }, () => {
  it('starts a scenario from its card and opens the simulation', async () => {
    const calls = stubApiRoutes(routes({ [`POST ${SIM_API}`]: () => jsonResponse(sampleSimulation(), 201) }));
    const { user, router } = openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Simulations' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Warm-up Loop' });
    expect(within(card).getByText('Maya Okonkwo, Senior Software Engineer')).toBeInTheDocument();
    expect(within(card).getByText('35 min')).toBeInTheDocument();
    expect(
      within(within(card).getByRole('list', { name: 'Warm-up Loop: stages' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Coding: Warm-up: Elevator Travel Log, 10 min',
      'Code review: Review: team invitations, 10 min',
      'Behavioural: Two stories, 10 min',
    ]);

    // The role filter keeps to the URL and to the cards.
    await user.selectOptions(screen.getByLabelText('Role'), 'backend');
    expect(router.state.location.search).toBe('?role=backend');
    expect(screen.queryByRole('article', { name: 'Warm-up Loop' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Backend API Screen' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Role'), '');

    await user.click(screen.getByRole('button', { name: 'Start simulation: Warm-up Loop' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Warm-up Loop' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?run=sim-1');
    expect(calls.find((call) => call.key === `POST ${SIM_API}`)?.body).toEqual({ scenario: 'warm-up-loop' });
    expect(screen.getByRole('heading', { level: 2, name: 'Warm-up: Elevator Travel Log' })).toBeInTheDocument();

    // Back to the list, with the filters it had.
    await user.click(screen.getByRole('link', { name: 'All simulations' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Simulations' })).toBeInTheDocument();
  });

  it('schedules a scenario for later, refusing a time in the past', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T10:00:00.000Z'));
    try {
      const calls = stubApiRoutes(
        routes({
          [`POST ${SIM_API}`]: () =>
            jsonResponse(sampleSimulation({ status: 'scheduled', scheduledFor: '2026-12-02T09:30:00.000Z' }), 201),
        }),
      );
      const { user } = openPage();
      const card = await screen.findByRole('article', { name: 'Warm-up Loop' });
      await user.click(within(card).getByRole('button', { name: 'Schedule: Warm-up Loop' }));
      const when = within(card).getByLabelText('Date and time');
      fireEvent.change(when, { target: { value: '2026-11-30T09:00' } });
      await user.click(within(card).getByRole('button', { name: 'Schedule simulation' }));
      expect(when).toHaveAccessibleDescription('Choose a time in the future, or start now.');
      expect(calls.some((call) => call.key === `POST ${SIM_API}`)).toBe(false);

      fireEvent.change(when, { target: { value: '2026-12-02T09:30' } });
      await user.click(within(card).getByRole('button', { name: 'Schedule simulation' }));
      expect(await screen.findByRole('heading', { name: 'Scheduled' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Start now' })).toBeInTheDocument();
      expect(calls.find((call) => call.key === `POST ${SIM_API}`)?.body).toEqual({
        scenario: 'warm-up-loop',
        scheduledFor: new Date('2026-12-02T09:30').toISOString(),
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers to resume the simulation under way instead of starting another', async () => {
    const paused = sampleListItem({ status: 'paused', overallScore: null, currentStageTitle: 'Two stories' });
    stubApiRoutes(
      routes({
        [`GET ${SIM_API}/u-1`]: (_body, url) =>
          jsonResponse(sampleList(url.searchParams.get('status') === 'paused' ? [paused] : [])),
      }),
    );
    const { user, router } = openPage();
    const banner = await screen.findByRole('region', { name: 'Simulation under way' });
    expect(banner).toHaveTextContent('Warm-up Loop is paused, at “Two stories”.');
    await user.click(within(banner).getByRole('button', { name: 'Resume simulation' }));
    expect(router.state.location.search).toBe('?run=sim-1');
  });

  it('lists the simulations with their trends, filtered by status in the URL', async () => {
    const calls = stubApiRoutes(routes());
    const { user, router } = openPage();
    const table = await screen.findByRole('table', { name: 'Your simulations' });
    expect(rowsOf(table)).toEqual([
      ['Warm-up Loop', 'Completed', expect.any(String), '72 / 100', 'Open'],
      ['Backend API Screen', 'Abandoned', expect.any(String), '—', 'Open'],
    ]);
    expect(tileValue('Completed')).toBe('3');
    expect(tileValue('Average score')).toBe('68 / 100');
    expect(tileValue('Coding average')).toBe('80 / 100');
    expect(tileValue('Code review average')).toBe('55 / 100');
    const recent = screen.getByRole('region', { name: 'Recent scores' });
    await user.click(within(recent).getByRole('button', { name: 'Table' }));
    expect(rowsOf(within(recent).getByRole('table'))).toEqual([
      ['Warm-up Loop', 'Nov 10', '60'],
      ['Backend API Screen', 'Nov 15', '72'],
    ]);

    await user.selectOptions(screen.getByLabelText('Status'), 'completed');
    expect(router.state.location.search).toBe('?status=completed');
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'Your simulations' }))).toHaveLength(1));
    expect(calls.filter((call) => call.key === `GET ${SIM_API}/u-1`).map((call) => call.search)).toContain(
      '?status=completed&page=1&limit=20',
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'expired');
    expect(await screen.findByRole('heading', { name: 'No expired simulations' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all statuses' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'Your simulations' }))).toHaveLength(2));
  });

  it('says what to do when there is nothing yet, and has nothing serious for axe', async () => {
    stubApiRoutes(routes({ [`GET ${SIM_API}/u-1`]: () => jsonResponse(sampleList([])) }));
    const { container } = openPage();
    expect(await screen.findByRole('heading', { name: 'No simulations yet' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Warm-up Loop' });
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('offers Retry when the scenarios cannot be loaded', async () => {
    stubApiRoutes(routes({ [`GET ${SIM_API}/scenarios`]: () => jsonResponse({ message: 'Down' }, 500) }));
    openPage();
    expect(await screen.findByText('The scenarios could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

import { MEASURE_DEFINITIONS, MEASURE_KEYS, type BehaviorAnalysis } from '@assay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BehavioralAnalysisPage } from '@/app/routes/candidate/behavioral-analysis/behavioral-analysis-page';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { seriousViolations } from '@/testing/axe';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';
import { rowsOf, tileValue } from '@/testing/read-figures';

const ANALYSIS = 'GET /api/v1/behavior/analysis';

const VALUES: Record<(typeof MEASURE_KEYS)[number], number | null> = {
  time_to_first_run: 4.25,
  edit_run_cycles: 6,
  tested_before_submit: 75,
  recovery_runs: 2,
  active_minutes: null,
};

const sample = (overrides: Partial<BehaviorAnalysis> = {}): BehaviorAnalysis => ({
  tasks: 8,
  measures: MEASURE_KEYS.map((key) => ({
    key,
    ...MEASURE_DEFINITIONS[key],
    value: VALUES[key],
    trend:
      VALUES[key] === null
        ? []
        : [
            { week: '2026-11-09', value: 5 },
            { week: '2026-11-16', value: 3.5 },
          ],
  })),
  by_difficulty: [
    { difficulty: 'easy', tasks: 5, minutes: 62.4 },
    { difficulty: 'medium', tasks: 3, minutes: 95 },
  ],
  by_language: [
    { language: 'python', tasks: 6 },
    { language: 'typescript', tasks: 2 },
  ],
  ...overrides,
});

const openPage = () =>
  renderPage(<BehavioralAnalysisPage />, { path: paths.behavioralAnalysis, auth: authValue('candidate') });

afterEach(() => vi.unstubAllGlobals());

describe('/behavioral-analysis', { timeout: 20_000 }, () => {
  it('shows each measure in its unit with its definition one click away', async () => {
    stubApiRoutes({ [ANALYSIS]: () => jsonResponse(sample()) });
    const { user, container } = openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Behavioral Analysis' })).toBeInTheDocument();
    expect(await screen.findByText(/From 8 practice tasks\./)).toBeInTheDocument();
    expect(tileValue('Time to first run')).toBe('4.3minutes');
    expect(tileValue('Edit–run cycles')).toBe('6per task');
    expect(tileValue('Tested before submitting')).toBe('75%of tasks');
    expect(tileValue('Active time per task')).toBe('—');

    await user.click(screen.getByRole('button', { name: 'Definition of “Runs to recover from a failure”' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(MEASURE_DEFINITIONS.recovery_runs.definition);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('draws each measure week by week, with the figures as a table', async () => {
    stubApiRoutes({ [ANALYSIS]: () => jsonResponse(sample()) });
    const { user } = openPage();
    const trend = await screen.findByRole('region', { name: 'Time to first run' });
    expect(within(trend).getByRole('heading', { level: 3 })).toBeInTheDocument();
    await user.click(within(trend).getByRole('button', { name: 'Table' }));
    expect(rowsOf(within(trend).getByRole('table'))).toEqual([
      ['Week of 9 Nov 2026', '5 minutes'],
      ['Week of 16 Nov 2026', '3.5 minutes'],
    ]);
    expect(within(screen.getByRole('region', { name: 'Active time per task' })).getByText('No week to show yet.'));
  });

  it('shows where the time went by difficulty, and the languages', async () => {
    stubApiRoutes({ [ANALYSIS]: () => jsonResponse(sample()) });
    const { user } = openPage();
    const difficulty = await screen.findByRole('region', { name: 'Time across difficulty' });
    await user.click(within(difficulty).getByRole('button', { name: 'Table' }));
    expect(rowsOf(within(difficulty).getByRole('table'))).toEqual([
      ['Easy', '5', '62.4 min'],
      ['Medium', '3', '95 min'],
    ]);
    const languages = screen.getByRole('region', { name: 'Languages' });
    await user.click(within(languages).getByRole('button', { name: 'Table' }));
    expect(rowsOf(within(languages).getByRole('table'))).toEqual([
      ['Python 3', '6'],
      ['TypeScript', '2'],
    ]);
  });

  it('leads to practice when there is none yet', async () => {
    stubApiRoutes({
      [ANALYSIS]: () =>
        jsonResponse(
          sample({
            tasks: 0,
            measures: sample().measures.map((measure) => ({ ...measure, value: null, trend: [] })),
            by_difficulty: [],
            by_language: [],
          }),
        ),
    });
    const { container } = openPage();
    expect(await screen.findByRole('heading', { name: 'No practice yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to practice' })).toHaveAttribute('href', paths.practice);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('shows the shape of the page while loading, and Retry when it fails', async () => {
    let calls = 0;
    stubApiRoutes({
      [ANALYSIS]: () => {
        calls += 1;
        return calls === 1 ? jsonResponse({ code: 'INTERNAL', message: 'Down.' }, 500) : jsonResponse(sample());
      },
    });
    const { user } = openPage();
    expect(screen.getByText('Loading your behavioral analysis…')).toBeInTheDocument();
    expect(await screen.findByText(/Your behavioral analysis could not be loaded\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/From 8 practice tasks\./)).toBeInTheDocument();
  });
});

import type { Simulation, SimulationStage } from '@assay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulationView } from '@/features/simulations/components/simulation-view';
import { authValue } from '@/testing/auth-value';
import { seriousViolations } from '@/testing/axe';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { rowsOf, tileValue } from '@/testing/read-figures';
import { renderPage } from '@/testing/render-page';
import { SIM_API, codeStage, introduction, reviewStage, sampleSimulation, writtenStage } from '@/testing/simulations';

const ended = {
  startedAt: '2026-12-01T10:00:00.000Z',
  endedAt: '2026-12-01T10:30:00.000Z',
  endedBy: 'submitted' as const,
};

const stages: SimulationStage[] = [
  {
    ...codeStage,
    ...ended,
    status: 'scored',
    result: {
      kind: 'code',
      score: 80,
      language: 'python',
      passed: 8,
      total: 10,
      compileError: false,
      failedTests: ['single floor', 'large log'],
    },
  },
  {
    ...reviewStage,
    ...ended,
    status: 'scored',
    result: {
      kind: 'review',
      score: 40,
      found: [
        { key: 'weak-random', title: 'Predictable invite codes', severity: 'high', file: 'app/invites.py', line: 3 },
      ],
      missed: [
        {
          key: 'no-expiry',
          title: 'Invites never expire',
          severity: 'medium',
          file: 'app/invites.py',
          line: 4,
          explanation: 'INVITE_TTL is defined but never checked on accept.',
        },
      ],
      otherComments: 1,
    },
  },
  {
    ...writtenStage,
    ...ended,
    status: 'scored',
    result: {
      kind: 'written',
      score: 79,
      criteria: [
        { key: 'structure', criterion: 'Answers are structured', points: 4, level: 'met', suggested: 'partly' },
        { key: 'ownership', criterion: 'Takes ownership of the outcome', points: 3, level: 'partly', suggested: null },
      ],
      suggestion: { score: 65, note: 'The second story lacks a result.' },
    },
  },
];

function completed(overrides: Partial<Simulation> = {}): Simulation {
  return sampleSimulation({
    status: 'completed',
    endedAt: '2026-12-01T10:30:00.000Z',
    currentStageKey: null,
    stageDeadlineAt: null,
    overallDeadlineAt: null,
    stageRemainingMs: null,
    overallRemainingMs: null,
    stages,
    messages: [introduction, { ...introduction, id: 'm-9', kind: 'closing', body: "That's time — thank you!" }],
    report: {
      overallScore: 72,
      stages: [
        {
          key: 'coding',
          kind: 'coding',
          title: 'Warm-up: Elevator Travel Log',
          score: 80,
          summary: '8 of 10 tests passed.',
        },
        {
          key: 'review',
          kind: 'review',
          title: 'Review: team invitations',
          score: 40,
          summary: 'Found 1 of 2 issues.',
        },
        { key: 'stories', kind: 'behavioural', title: 'Two stories', score: 79, summary: 'Self-assessed.' },
      ],
      strengths: ['Warm-up: Elevator Travel Log: most tests passed.'],
      gaps: [
        {
          stageKey: 'review',
          text: 'Missed an expiry check.',
          learning: [
            {
              pathId: 'secure-web',
              pathTitle: 'Secure Web Basics',
              stepKey: 'tokens',
              stepTitle: 'Tokens that expire',
            },
            { pathId: 'python-basics', pathTitle: 'Python Fundamentals', stepKey: null, stepTitle: null },
          ],
        },
      ],
      unfinished: [],
    },
    ...overrides,
  });
}

const open = (simulation: Simulation, organizations = [{ id: 'org-1', name: 'Acme' }]) => {
  const calls = stubApiRoutes({
    [`GET ${SIM_API}/u-1/sim-1`]: () => jsonResponse(simulation),
    [`PATCH ${SIM_API}/sim-1`]: () => jsonResponse({ ...simulation, sharedWith: { id: 'org-1', name: 'Acme' } }),
  });
  const view = renderPage(
    <SimulationView userId="u-1" id="sim-1" backTo="/simulations" organizations={organizations} />,
    { path: '/simulations', auth: authValue('candidate') },
  );
  return { ...view, calls };
};

afterEach(() => vi.unstubAllGlobals());

describe("a simulation's report", { timeout: 20_000 }, () => {
  it('shows the figures, the scores by stage, strengths and gaps with their learning links', async () => {
    const { container } = open(completed());
    expect(await screen.findByRole('heading', { level: 1, name: 'Warm-up Loop' })).toBeInTheDocument();
    expect(tileValue('Overall score')).toBe('72 / 100');
    expect(tileValue('Stages scored')).toBe('3 of 3');
    expect(rowsOf(screen.getByRole('table', { name: 'Scores by stage' }))).toEqual([
      ['Warm-up: Elevator Travel Log', 'Coding', '80 / 100', '8 of 10 tests passed.'],
      ['Review: team invitations', 'Code review', '40 / 100', 'Found 1 of 2 issues.'],
      ['Two stories', 'Behavioural', '79 / 100', 'Self-assessed.'],
    ]);
    const strengths = screen.getByRole('region', { name: 'Strengths' });
    expect(within(strengths).getByRole('listitem')).toHaveTextContent('most tests passed');
    const gaps = screen.getByRole('region', { name: 'Gaps to work on' });
    expect(gaps).toHaveTextContent('Review: team invitations: Missed an expiry check.');
    expect(within(gaps).getByRole('link', { name: 'Secure Web Basics: Tokens that expire' })).toHaveAttribute(
      'href',
      '/learning/secure-web?step=tokens',
    );
    expect(within(gaps).getByRole('link', { name: 'Python Fundamentals' })).toHaveAttribute(
      'href',
      '/learning/python-basics',
    );
    expect(await seriousViolations(container)).toEqual([]);
  });

  it("details each stage: the tests, the issues found and missed, and the rubric with the model's suggestion", async () => {
    open(completed());
    const code = await screen.findByRole('article', { name: 'Warm-up: Elevator Travel Log' });
    expect(code).toHaveTextContent('8 of 10 tests passed in Python 3.');
    expect(code).toHaveTextContent('Failed: single floor, large log.');

    const review = screen.getByRole('article', { name: 'Review: team invitations' });
    expect(within(review).getByRole('heading', { name: 'Found (1)' }).nextElementSibling).toHaveTextContent(
      'HighPredictable invite codesapp/invites.py:3',
    );
    expect(within(review).getByRole('heading', { name: 'Missed (1)' }).nextElementSibling).toHaveTextContent(
      'MediumInvites never expireapp/invites.py:4INVITE_TTL is defined but never checked on accept.',
    );
    expect(review).toHaveTextContent('1 of your comments matched no known issue');

    const written = screen.getByRole('article', { name: 'Two stories' });
    expect(rowsOf(within(written).getByRole('table', { name: 'Two stories: the rubric' }))).toEqual([
      ['Answers are structured', '4', 'Met', 'Partly'],
      ['Takes ownership of the outcome', '3', 'Partly', '—'],
    ]);
    const suggestion = within(written).getByRole('note', { name: 'Suggestion' });
    expect(suggestion).toHaveTextContent('Suggestion: 65 / 100');
    expect(suggestion).toHaveTextContent('advice only');
    expect(suggestion).toHaveTextContent('The second story lacks a result.');

    const transcript = screen.getByRole('region', { name: 'Transcript' });
    expect(
      within(transcript)
        .getAllByRole('listitem')
        .map((item) => item.dataset.kind),
    ).toEqual(['introduction', 'closing']);
  });

  it('names the stages an abandoned simulation left unfinished', async () => {
    const report = completed().report!;
    open(
      completed({
        status: 'abandoned',
        report: { ...report, stages: report.stages.slice(0, 1), unfinished: ['review', 'stories'] },
      }),
    );
    expect(
      await screen.findByText('Not finished, so not scored: Review: team invitations, Two stories.'),
    ).toBeVisible();
    // Only a completed simulation's report can be shared.
    expect(screen.queryByLabelText('Share with organization')).not.toBeInTheDocument();
  });

  it('shares the report with one of the candidate’s organizations', async () => {
    const { calls, user } = open(completed());
    const select = await screen.findByLabelText('Share with organization');
    await user.selectOptions(select, 'org-1');
    await user.click(screen.getByRole('button', { name: 'Save sharing' }));
    await waitFor(() =>
      expect(screen.getByText('Shared with Acme: its reviewers can read this report.')).toBeInTheDocument(),
    );
    expect(calls.find((call) => call.key === `PATCH ${SIM_API}/sim-1`)?.body).toEqual({
      action: 'share',
      organizationId: 'org-1',
    });
  });

  it('says there is no report when the simulation was abandoned before any stage was scored', async () => {
    open(
      completed({
        status: 'abandoned',
        report: null,
        stages: [
          { ...stages[0]!, status: 'unfinished', result: null },
          ...stages.slice(1).map((stage) => ({ ...stage, status: 'pending' as const, result: null })),
        ],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'No report' })).toBeInTheDocument();
    expect(screen.queryByText('Scoring your simulation…')).not.toBeInTheDocument();
  });

  it('waits for the scores while the last stage is scored', async () => {
    open(completed({ report: null, stages: [{ ...stages[0]!, status: 'scoring', result: null }, ...stages.slice(1)] }));
    expect(await screen.findByText('Scoring your simulation…')).toBeInTheDocument();
  });
});

import { SIGNAL_DEFINITIONS, type CandidateIntegrity } from '@assay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CandidateIntegritySignals } from '@/features/behavior/components/candidate-integrity';
import { authValue } from '@/testing/auth-value';
import { seriousViolations } from '@/testing/axe';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';

const INTEGRITY = 'GET /api/v1/behavior/tasks/t1/integrity';
const APPEAL = 'POST /api/v1/behavior/tasks/t1/integrity/appeal';

const report = (overrides: Partial<CandidateIntegrity> = {}): CandidateIntegrity => ({
  submission_id: 's1',
  computed_at: '2026-11-20T11:00:00.000Z',
  signals: [
    {
      kind: 'external_paste',
      tier: 'review',
      title: SIGNAL_DEFINITIONS.external_paste.title,
      definition: SIGNAL_DEFINITIONS.external_paste.definition,
      at: '2026-11-20T10:20:00.000Z',
      evidence: '412 characters on 14 lines, 38% of the submitted code.',
      excerpt: 'def fizz(n):\n    return n % 3 == 0',
    },
    {
      kind: 'time_away',
      tier: 'info',
      title: SIGNAL_DEFINITIONS.time_away.title,
      definition: SIGNAL_DEFINITIONS.time_away.definition,
      at: null,
      evidence: '3 minutes away in all, 7% of the time allowed.',
      excerpt: null,
    },
  ],
  summary: { info: 1, review: 1, strong: 0 },
  telemetry_available: true,
  telemetry_capped: false,
  appeal: null,
  can_appeal: true,
  ...overrides,
});

const render = () =>
  renderPage(<CandidateIntegritySignals taskId="t1" />, {
    path: '/tasks/:taskId',
    entry: '/tasks/t1',
    auth: authValue('candidate'),
  });

afterEach(() => vi.unstubAllGlobals());

describe("the candidate's integrity signals", () => {
  it('shows the summary and the timeline, session-wide signals first, each with its evidence and definition', async () => {
    stubApiRoutes({ [INTEGRITY]: () => jsonResponse(report()) });
    const { user, container } = render();
    const section = await screen.findByRole('region', { name: 'Integrity signals' });
    expect(section).toHaveTextContent('Strong signal: 0 · Worth a look: 1 · For information: 1');
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      SIGNAL_DEFINITIONS.time_away.title,
      SIGNAL_DEFINITIONS.external_paste.title,
    ]);
    expect(items[0]).toHaveTextContent('For information');
    expect(items[0]).toHaveTextContent('Across the session');
    expect(items[1]).toHaveTextContent('Worth a look');
    expect(items[1]).toHaveTextContent('412 characters on 14 lines, 38% of the submitted code.');
    expect(within(items[1]!).getByRole('time')).toHaveAttribute('datetime', '2026-11-20T10:20:00.000Z');

    await user.click(
      within(items[1]!).getByRole('button', { name: `Definition of “${SIGNAL_DEFINITIONS.external_paste.title}”` }),
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent(SIGNAL_DEFINITIONS.external_paste.definition);
    await user.keyboard('{Escape}');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('says so plainly when nothing was raised', async () => {
    stubApiRoutes({
      [INTEGRITY]: () => jsonResponse(report({ signals: [], summary: { info: 0, review: 0, strong: 0 } })),
    });
    render();
    expect(await screen.findByText('No signals were raised on this submission.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('takes an explanation, checked as the API checks it, and then shows it with the reviewer’s answer to come', async () => {
    const calls = stubApiRoutes({
      [INTEGRITY]: () => jsonResponse(report()),
      [APPEAL]: (body) =>
        jsonResponse(
          report({
            can_appeal: false,
            appeal: {
              explanation: (body as { explanation: string }).explanation,
              submitted_at: new Date().toISOString(),
              reply: null,
              replied_at: null,
              replied_by: null,
            },
          }),
        ),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Send explanation' }));
    expect(screen.getByRole('textbox', { name: 'Your explanation' })).toHaveAccessibleDescription(
      expect.stringContaining('Write your explanation.'),
    );
    expect(calls.some((call) => call.key === APPEAL)).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Your explanation' }), '  I pasted my own notes.  ');
    await user.click(screen.getByRole('button', { name: 'Send explanation' }));
    expect(await screen.findByRole('heading', { name: 'Your explanation' })).toBeInTheDocument();
    expect(calls.find((call) => call.key === APPEAL)?.body).toEqual({ explanation: 'I pasted my own notes.' });
    expect(screen.getByText('I pasted my own notes.')).toBeInTheDocument();
    expect(screen.getByText(/Not answered yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send explanation' })).toBeNull();
  });

  it("shows the reviewer's answer once given", async () => {
    stubApiRoutes({
      [INTEGRITY]: () =>
        jsonResponse(
          report({
            can_appeal: false,
            appeal: {
              explanation: 'My notes.',
              submitted_at: '2026-11-21T09:00:00.000Z',
              reply: 'Thanks, that fits what we saw.',
              replied_at: '2026-11-21T10:00:00.000Z',
              replied_by: 'Ivy Interviewer',
            },
          }),
        ),
    });
    render();
    expect(await screen.findByText('Thanks, that fits what we saw.')).toBeInTheDocument();
    expect(screen.getByText(/Ivy Interviewer/)).toBeInTheDocument();
  });

  it('shows nothing before the feedback is released (404)', async () => {
    stubApiRoutes({ [INTEGRITY]: () => jsonResponse({ code: 'NOT_FOUND', message: 'Not found.' }, 404) });
    const { container } = render();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });

  it('offers Retry when the signals could not be loaded', async () => {
    let fail = true;
    stubApiRoutes({
      [INTEGRITY]: () => (fail ? jsonResponse({ code: 'INTERNAL', message: 'Down.' }, 500) : jsonResponse(report())),
    });
    const { user } = render();
    expect(
      await screen.findByText('Your integrity signals could not be loaded.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Worth a look: 1/)).toBeInTheDocument();
  });
});

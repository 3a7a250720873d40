import type { Simulation, TestRunResult } from '@assay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulationView } from '@/features/simulations/components/simulation-view';
import { authValue } from '@/testing/auth-value';
import { seriousViolations } from '@/testing/axe';
import { fillCodeEditor } from '@/testing/code-editor';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';
import { SIM_API, codeStage, reviewStage, sampleSimulation, writtenStage } from '@/testing/simulations';

type Handler = (body: unknown, url: URL) => Response;
const DETAIL = `GET ${SIM_API}/u-1/sim-1`;
const WORK = (stage: string) => `PUT ${SIM_API}/sim-1/stages/${stage}/work`;
const PATCH = `PATCH ${SIM_API}/sim-1`;

// The server's clock is two minutes ahead of this browser's: its stage ends at 10:10 by its own clock.
const SKEW_MS = 2 * 60_000;
const STAGE_ENDS = Date.parse('2026-12-01T10:10:00.000Z');
const ALL_ENDS = Date.parse('2026-12-01T10:35:00.000Z');

/** The simulation as the server would answer now: its time left by its own clock. */
function fromServer(overrides: Partial<Simulation> = {}): Simulation {
  const serverNow = Date.now() + SKEW_MS;
  return sampleSimulation({
    serverTime: new Date(serverNow).toISOString(),
    stageRemainingMs: STAGE_ENDS - serverNow,
    overallRemainingMs: ALL_ENDS - serverNow,
    ...overrides,
  });
}

const run = (routes: Record<string, Handler>) => {
  const calls = stubApiRoutes({ [DETAIL]: () => jsonResponse(fromServer()), ...routes });
  const view = renderPage(<SimulationView userId="u-1" id="sim-1" backTo="/simulations" organizations={[]} />, {
    path: '/simulations',
    auth: authValue('candidate'),
  });
  return { ...view, calls };
};

const saved = () => jsonResponse({ savedAt: '2026-12-01T10:01:00.000Z' });

beforeEach(() => {
  // Only the clock and the countdown's ticks are faked; the autosave's timeout and the queries run as usual.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date('2026-12-01T09:58:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a running simulation', { timeout: 20_000 }, () => {
  it("counts the stage and the simulation down by the server's clock, not the browser's", async () => {
    run({});
    const stageTimer = await screen.findByRole('timer', { name: 'Time left in this stage' });
    // Ten minutes by the server's clock, not the twelve this browser's clock would give.
    expect(stageTimer).toHaveTextContent('10:00 left');
    expect(screen.getByRole('timer', { name: 'Time left in the simulation' })).toHaveTextContent('35:00 left');
    expect(screen.getByText('Stage 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Warm-up: Elevator Travel Log' })).toBeInTheDocument();
    const stepper = screen.getByRole('navigation', { name: 'Stages' });
    expect(
      within(stepper)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-current')),
    ).toEqual(['step', null, null]);

    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByRole('timer', { name: 'Time left in this stage' })).toHaveTextContent('8:59 left');
  });

  it("asks the server again when the stage's time reaches zero, rather than deciding itself", async () => {
    // Two seconds left by the server's clock; the page's own polling (every four seconds) has not come round yet.
    vi.setSystemTime(STAGE_ENDS - SKEW_MS - 2_000);
    const { calls } = run({});
    expect(await screen.findByRole('timer', { name: 'Time left in this stage' })).toHaveTextContent('0:02 left');
    const before = calls.filter((call) => call.key === DETAIL).length;
    act(() => vi.advanceTimersByTime(2_100));
    expect(screen.getByRole('timer', { name: 'Time left in this stage' })).toHaveTextContent('Time is up');
    await waitFor(() => expect(calls.filter((call) => call.key === DETAIL).length).toBe(before + 1));
  });

  it('saves the code a moment after it changes, and runs the examples', async () => {
    const result: TestRunResult = {
      passed: 1,
      total: 1,
      compile_error: null,
      tests: [
        {
          id: 'ex-1',
          name: 'Example 1',
          verdict: 'accepted',
          input: '3\n1 5 2\n',
          expected_output: '7 1\n',
          actual_output: '7 1\n',
          stderr: '',
          time_ms: 12,
          memory_kb: 900,
        },
      ],
    };
    const { calls, user, container } = run({
      [WORK('coding')]: saved,
      [`POST ${SIM_API}/sim-1/stages/coding/test`]: () => jsonResponse(result),
    });
    await fillCodeEditor('Python 3 code', 'print("7 1")\n');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Your work' })).toHaveTextContent('Unsaved changes'));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Your work' })).toHaveTextContent(/All changes saved at/),
    );
    expect(calls.filter((call) => call.key === WORK('coding')).map((call) => call.body)).toEqual([
      { work: { kind: 'code', language: 'python', code: 'print("7 1")\n' } },
    ]);

    await user.click(screen.getByRole('button', { name: 'Run examples' }));
    expect(await screen.findByRole('heading', { name: '1 of 1 examples passed' })).toBeInTheDocument();
    expect(calls.find((call) => call.key === `POST ${SIM_API}/sim-1/stages/coding/test`)?.body).toEqual({
      language: 'python',
      code: 'print("7 1")\n',
    });
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('saves, then submits the stage; the review stage takes comments on lines of the new file', async () => {
    const onReview = () =>
      fromServer({
        currentStageKey: 'review',
        stages: [{ ...codeStage, status: 'scoring' }, reviewStage, sampleSimulation().stages[2]!],
      });
    const { calls, user, container } = run({
      [WORK('coding')]: saved,
      [WORK('review')]: saved,
      [PATCH]: () => jsonResponse(onReview()),
    });
    await fillCodeEditor('Python 3 code', 'print(1)\n');
    await user.click(screen.getByRole('button', { name: 'Submit stage and continue' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Submit “Warm-up: Elevator Travel Log”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit stage' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Review: team invitations' })).toBeInTheDocument();
    // The work is saved before the stage is submitted, so what is scored is what was on screen.
    expect(calls.filter((call) => [WORK('coding'), PATCH].includes(call.key)).map((call) => call.body)).toEqual([
      { work: { kind: 'code', language: 'python', code: 'print(1)\n' } },
      { action: 'advance', stageKey: 'coding' },
    ]);

    expect(screen.getByRole('heading', { level: 3, name: 'app/invites.py' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Comment on line 3 of app/invites.py' }));
    await user.type(screen.getByLabelText('Comment on app/invites.py line 3'), 'random is not secure');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    const comments = screen.getByRole('heading', { name: 'Your comments (1 of at most 50)' }).nextElementSibling!;
    expect(comments).toHaveTextContent('app/invites.py:3random is not secure');
    await waitFor(() =>
      expect(calls.filter((call) => call.key === WORK('review')).at(-1)?.body).toEqual({
        work: { kind: 'review', comments: [{ file: 'app/invites.py', line: 3, body: 'random is not secure' }] },
      }),
    );
    expect(await seriousViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove comment on app/invites.py line 3' }));
    expect(screen.getByText('No comments yet.')).toBeInTheDocument();
  });

  it("takes a written stage's answers and the self-assessment against its rubric", async () => {
    const onStories = () =>
      fromServer({ currentStageKey: 'stories', stages: [{ ...codeStage, status: 'scored' }, writtenStage] });
    const { calls, user, container } = run({ [DETAIL]: () => jsonResponse(onStories()), [WORK('stories')]: saved });
    const answer = await screen.findByRole('textbox', { name: 'A disagreement' });
    expect(answer).toHaveAccessibleDescription('Situation, what you did, the outcome.');
    await user.type(answer, 'We split the work.');
    const structure = screen.getByRole('group', { name: /Answers are structured/ });
    await user.click(within(structure).getByRole('radio', { name: 'Met' }));
    const ownership = screen.getByRole('group', { name: /Takes ownership/ });
    await user.click(within(ownership).getByRole('radio', { name: 'Partly' }));
    expect(within(ownership).getByRole('radio', { name: 'Partly' })).toBeChecked();
    await waitFor(() =>
      expect(calls.filter((call) => call.key === WORK('stories')).at(-1)?.body).toEqual({
        work: {
          kind: 'written',
          answers: { conflict: 'We split the work.', failure: '' },
          selfAssessment: { structure: 'met', ownership: 'partly' },
        },
      }),
    );
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('pauses after saving, and shows the paused state with Resume', async () => {
    const { calls, user } = run({
      [PATCH]: (body) =>
        jsonResponse(
          fromServer(
            (body as { action: string }).action === 'pause'
              ? { status: 'paused', stageRemainingMs: 480_000, overallRemainingMs: 1_980_000 }
              : {},
          ),
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('The simulation is paused')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left in this stage' })).toHaveTextContent('8:00 left (paused)');
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('timer', { name: 'Time left in this stage' })).toHaveTextContent('8:00 left (paused)');
    expect(screen.queryByLabelText('Python 3 code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(calls.filter((call) => call.key === PATCH).map((call) => call.body)).toEqual([
      { action: 'pause' },
      { action: 'resume' },
    ]);
  });

  it('asks the interviewer a question and announces the answer', async () => {
    const question = {
      id: 'm-2',
      stageKey: 'coding',
      from: 'candidate' as const,
      kind: 'question' as const,
      body: 'Can floors be negative?',
      phrasedByModel: false,
      at: '2026-12-01T10:01:00.000Z',
    };
    const answer = { ...question, id: 'm-3', from: 'persona' as const, kind: 'clarification' as const, body: 'Yes.' };
    const { calls, user } = run({
      [`POST ${SIM_API}/sim-1/messages`]: () => jsonResponse({ messages: [question, answer] }),
    });
    expect(await screen.findByText("Hi, I'm Maya. Let's begin.")).toBeInTheDocument();
    await user.type(screen.getByLabelText('Ask Maya Okonkwo a clarifying question'), 'Can floors be negative?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const conversation = screen.getByRole('list', { name: 'Conversation with Maya Okonkwo' });
    await waitFor(() => expect(within(conversation).getAllByRole('listitem')).toHaveLength(3));
    expect(within(conversation).getAllByRole('listitem').at(-1)).toHaveTextContent(/Maya OkonkwoAnswer.*Yes\./);
    expect(screen.getByText('Maya Okonkwo: Yes.')).toHaveAttribute('aria-live', 'polite');
    expect(calls.find((call) => call.key === `POST ${SIM_API}/sim-1/messages`)?.body).toEqual({
      body: 'Can floors be negative?',
    });
    expect(screen.getByLabelText('Ask Maya Okonkwo a clarifying question')).toHaveValue('');
  });

  it('abandons only after confirming', async () => {
    const { calls, user } = run({
      [PATCH]: () =>
        jsonResponse({ code: 'SIMULATION_TRANSITION_REFUSED', message: 'This simulation has already ended.' }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Abandon' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Abandon this simulation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Abandon simulation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This simulation has already ended.');
    expect(calls.filter((call) => call.key === PATCH).map((call) => call.body)).toEqual([{ action: 'abandon' }]);
  });
});

import type { PathOutline, QuizResult, StepView } from '@assay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LearningPathPage } from '@/app/routes/candidate/learning/learning-path-page';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { seriousViolations } from '@/testing/axe';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';

const PATH = '/api/v1/learning/paths/p1';

const step = (
  key: string,
  title: string,
  kind: 'lesson' | 'quiz' | 'challenge',
  status: 'locked' | 'available' | 'completed',
) => ({
  key,
  title,
  kind,
  minutes: 5,
  status,
  completed_at: status === 'completed' ? '2026-12-07T10:00:00Z' : null,
});

const outline = (
  enrolled: boolean,
  statuses: ('locked' | 'available' | 'completed')[] = ['available', 'locked', 'locked'],
): PathOutline => {
  const done = statuses.filter((status) => status === 'completed').length;
  return {
    id: 'p1',
    title: 'Python Fundamentals',
    summary: 'Start here.',
    level: 'beginner',
    topics: ['python'],
    version: 1,
    modules: 2,
    steps: 3,
    minutes: 15,
    challenges: 1,
    prerequisites: [],
    open: true,
    learners: 4,
    description: 'What you will learn.',
    unlock: 'sequential',
    retired: false,
    newer_version: null,
    enrollment: enrolled
      ? {
          version: 1,
          enrolled_at: '2026-12-07T09:00:00Z',
          completed_steps: done,
          total_steps: 3,
          percent: Math.floor((done * 100) / 3),
          completed_at: null,
          next_step: { key: 'values', title: 'Values', module_title: 'Basics', kind: 'lesson' },
          certificate_id: null,
        }
      : null,
    modules_outline: [
      {
        key: 'basics',
        title: 'Basics',
        summary: 'The basics.',
        completed_steps: done,
        steps: [
          step('values', 'Values', 'lesson', enrolled ? statuses[0]! : 'locked'),
          step('check', 'Check', 'quiz', enrolled ? statuses[1]! : 'locked'),
        ],
      },
      {
        key: 'practice',
        title: 'Practice',
        summary: 'Solve.',
        completed_steps: 0,
        steps: [step('solve', 'Solve it', 'challenge', enrolled ? statuses[2]! : 'locked')],
      },
    ],
  };
};

const lesson: StepView = {
  path_id: 'p1',
  version: 1,
  key: 'values',
  title: 'Values',
  kind: 'lesson',
  minutes: 5,
  module: { key: 'basics', title: 'Basics' },
  status: 'available',
  completed_at: null,
  body: '# Values\n\nA value has a type.',
  challenge: null,
  quiz: null,
  previous: null,
  next: { key: 'check', title: 'Check', module_title: 'Basics', kind: 'quiz' },
};

const quiz: StepView = {
  ...lesson,
  key: 'check',
  title: 'Check',
  kind: 'quiz',
  body: null,
  quiz: {
    pass_percent: 100,
    last_attempt: null,
    questions: [
      {
        key: 'q1',
        prompt: 'Which is a number?',
        kind: 'single',
        options: [
          { key: 'a', text: 'The text "1"' },
          { key: 'b', text: 'The value `1`' },
        ],
      },
    ],
  },
  previous: { key: 'values', title: 'Values', module_title: 'Basics', kind: 'lesson' },
  next: { key: 'solve', title: 'Solve it', module_title: 'Practice', kind: 'challenge' },
};

const graded: QuizResult = {
  correct: 1,
  total: 1,
  percent: 100,
  passed: true,
  pass_percent: 100,
  attempted_at: '2026-12-07T10:00:00Z',
  questions: [{ key: 'q1', chosen: ['b'], correct: true, correct_options: ['b'], explanation: 'Quotes make text.' }],
};

const completion = (key: string) => ({
  step: step(key, key, 'lesson', 'completed'),
  enrollment: outline(true).enrollment!,
  certificate_id: null,
});

const openPage = (entry = '/learning/p1') =>
  renderPage(<LearningPathPage />, { path: paths.learningPath, entry, auth: authValue('candidate') });

afterEach(() => vi.unstubAllGlobals());

describe('/learning/{pathId}', { timeout: 20_000 }, () => {
  it('shows the outline with every step locked before enrolling, and enrolls', async () => {
    let enrolled = false;
    const calls = stubApiRoutes({
      [`GET ${PATH}`]: () => jsonResponse(outline(enrolled)),
      [`POST ${PATH}/enroll`]: () => ((enrolled = true), jsonResponse(outline(true))),
    });
    const { user, container } = openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Python Fundamentals' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Path outline' });
    expect(
      within(nav)
        .getAllByRole('button')
        .every((button) => (button as HTMLButtonElement).disabled),
    ).toBe(true);
    expect(await seriousViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Enroll' }));
    expect(await screen.findByRole('button', { name: 'Start: Values' })).toBeInTheDocument();
    expect(calls.map((call) => call.key)).toContain(`POST ${PATH}/enroll`);
    expect(within(nav).getByRole('button', { name: /Values/ })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: /Check/ })).toBeDisabled();
  });

  it('marks a lesson complete and moves on to the quiz, which the server grades', async () => {
    let statuses: ('locked' | 'available' | 'completed')[] = ['available', 'locked', 'locked'];
    const calls = stubApiRoutes({
      [`GET ${PATH}`]: () => jsonResponse(outline(true, statuses)),
      [`GET ${PATH}/steps/values`]: () => jsonResponse(lesson),
      [`POST ${PATH}/steps/values/complete`]: () => (
        (statuses = ['completed', 'available', 'locked']),
        jsonResponse(completion('values'))
      ),
      [`GET ${PATH}/steps/check`]: () => jsonResponse(quiz),
      [`POST ${PATH}/steps/check/quiz`]: () => jsonResponse({ result: graded, completion: completion('check') }),
      [`POST ${PATH}/time`]: () => new Response(null, { status: 204 }),
    });
    const { user, container } = openPage('/learning/p1?step=values');
    expect(await screen.findByRole('heading', { level: 2, name: 'Values' })).toBeInTheDocument();
    expect(screen.getByText('A value has a type.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark complete and continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Check' })).toBeInTheDocument();
    // The questions come without answers; the explanation only after the attempt.
    expect(screen.queryByText('Quotes make text.')).toBeNull();
    // Backticks in an option mark code.
    expect(screen.getByText('1', { selector: 'label code' })).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
    await user.click(screen.getByLabelText('The value 1'));
    await user.click(screen.getByRole('button', { name: 'Check answers' }));
    expect(await screen.findByText('Passed: 1 of 1 right.')).toBeInTheDocument();
    expect(screen.getByText('Quotes make text.')).toBeInTheDocument();
    expect(calls.find((call) => call.key === `POST ${PATH}/steps/check/quiz`)!.body).toEqual({
      answers: { q1: ['b'] },
    });
  });

  it('says why a locked step cannot be opened', async () => {
    stubApiRoutes({
      [`GET ${PATH}`]: () => jsonResponse(outline(true)),
      [`GET ${PATH}/steps/solve`]: () =>
        jsonResponse(
          { code: 'LEARNING_STEP_LOCKED', message: 'This step opens once you complete the steps before it.' },
          403,
        ),
    });
    openPage('/learning/p1?step=solve');
    expect(await screen.findByRole('heading', { name: 'This step is locked' })).toBeInTheDocument();
    expect(screen.getByText('This step opens once you complete the steps before it.')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TaskPage } from '@/app/routes/candidate/task/task-page';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { sampleCandidateTask } from '@/testing/candidate-task';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';

const feedback = {
  message: 'Clear and correct.',
  rubric: [],
  rubric_score: null,
  comments: [],
  code: 'print(1)',
  language: 'python',
  released_at: '2026-11-21T09:00:00.000Z',
};
const integrity = {
  submission_id: 's1',
  computed_at: '2026-11-20T11:00:00.000Z',
  signals: [],
  summary: { info: 0, review: 0, strong: 0 },
  telemetry_available: true,
  telemetry_capped: false,
  appeal: null,
  can_appeal: true,
};

function openClosedTask(kind: 'assigned' | 'practice') {
  const calls = stubApiRoutes({
    'GET /api/v1/candidate/tasks/task-1': () => jsonResponse({ ...sampleCandidateTask, kind, status: 'scored' }),
    'GET /api/v1/candidate/tasks/task-1/submissions': () => jsonResponse({ submissions: [] }),
    'GET /api/v1/candidate/tasks/task-1/feedback': () => jsonResponse({ feedback }),
    'GET /api/v1/behavior/tasks/task-1/integrity': () => jsonResponse(integrity),
  });
  renderPage(<TaskPage />, { path: paths.taskDetail, entry: '/tasks/task-1', auth: authValue('candidate') });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('a closed task with released feedback', { timeout: 20_000 }, () => {
  it('shows the integrity signals under the feedback', async () => {
    openClosedTask('assigned');
    const signals = await screen.findByRole('region', { name: 'Integrity signals' });
    const feedbackSection = await screen.findByRole('region', { name: 'Feedback from your reviewer' });
    expect(feedbackSection.compareDocumentPosition(signals) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(signals).toHaveTextContent('No signals were raised on this submission.');
  });

  it('asks for no signals on practice, which has no reviewer', async () => {
    const calls = openClosedTask('practice');
    await screen.findByRole('region', { name: 'Feedback from your reviewer' });
    expect(calls.some((call) => call.key.includes('/behavior/'))).toBe(false);
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PracticePage } from '@/app/routes/candidate/practice/practice-page';
import { CandidateDashboardPage } from '@/app/routes/candidate/dashboard/candidate-dashboard-page';
import { authValue } from '@/testing/auth-value';
import { jsonResponse } from '@/testing/fetch-stub';
import { deferred, renderPage } from '@/testing/render-page';

afterEach(() => vi.unstubAllGlobals());

const dashboard = {
  has_organization: false,
  assigned: [],
  in_progress: [],
  completed: [],
  practice: [],
  recommended: [],
  stats: {
    assigned: 0,
    in_progress: 0,
    completed: 0,
    expired: 0,
    practice_solved: 0,
    average_score: null,
    submissions: 0,
  },
};
const challenge = {
  id: 'tpl-1',
  title: 'Bakery fresh loaves',
  difficulty: 'easy',
  tags: ['arrays'],
  languages: ['python'],
  estimated_minutes: 20,
  tests: 12,
  version: 1,
  category: null,
  status: 'not_started',
  best_score: null,
  open_task_id: null,
  acceptance_rate: null,
  scored_tasks: 0,
};

/** A fetch whose dashboard answer waits for the test; every other call is answered at once. */
function stubFetch() {
  const dashboardAnswer = deferred<Response>();
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const { pathname } = new URL(String(input), 'http://localhost');
      asked.push(pathname);
      if (pathname.endsWith('/candidate/dashboard')) return dashboardAnswer.promise;
      if (pathname.endsWith('/candidate/practice'))
        return jsonResponse({ challenges: [challenge], total: 1, page: 1, limit: 9 });
      return jsonResponse({ tasks: [], total: 0, page: 1, limit: 20 });
    }),
  );
  return { asked, answerDashboard: () => dashboardAnswer.resolve(jsonResponse(dashboard)) };
}

describe('the library lists ask for their data at once', () => {
  for (const [name, page, path] of [
    ['/practice', <PracticePage key="practice" />, '/practice'],
    ['/candidate/dashboard', <CandidateDashboardPage key="dashboard" />, '/candidate/dashboard'],
  ] as const) {
    it(`${name} asks for the challenge library beside the dashboard, not after it answers`, async () => {
      const { asked, answerDashboard } = stubFetch();
      renderPage(page, { path, auth: authValue('candidate') });
      await vi.waitFor(() => expect(asked).toContain('/api/v1/candidate/practice'));
      expect(asked).toContain('/api/v1/candidate/dashboard');
      answerDashboard();
      expect(await screen.findByText('Bakery fresh loaves')).toBeInTheDocument();
    });
  }
});

import type { EvaluationDetail, IntegrityReport, Playback } from '@assay/contracts';
import { EditorView } from '@codemirror/view';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewPage } from '@/app/routes/interviewer/review/review-page';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { seriousViolations } from '@/testing/axe';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';

const T0 = Date.parse('2026-11-24T10:00:00.000Z');
const CODE = 'n = int(input())\nprint(n * 2)';

const DETAIL: EvaluationDetail = {
  submission_id: 's1',
  task_id: 't1',
  assessment_id: 'a1',
  title: 'Double',
  difficulty: 'easy',
  candidate: { id: 'c1', name: 'Cora Candidate', email: 'cora@example.test' },
  language: 'python',
  score: 100,
  status: 'pending',
  reviewer: null,
  decision: null,
  rubric_score: null,
  submitted_at: '2026-11-24T10:05:00.000Z',
  decided_at: null,
  instructions: '',
  statement: 'Double it.',
  starter_code: '',
  submission: {
    id: 's1',
    kind: 'final',
    submitted_by: 'candidate',
    language: 'python',
    code: CODE,
    status: 'scored',
    score: 100,
    compile_error: null,
    error: null,
    tests: [],
    created_at: '2026-11-24T10:05:00.000Z',
    scored_at: '2026-11-24T10:05:01.000Z',
  },
  score_history: [],
  quality: null,
  rubric: [],
  rubric_scores: [],
  summary: '',
  feedback: '',
  comments: [],
  started_at: null,
  released_at: null,
  can_edit: false,
};

const PLAYBACK: Playback = {
  submission_id: 's1',
  events: [
    { t: T0, type: 'snapshot', language: 'python', doc: '' },
    { t: T0 + 60_000, type: 'paste', language: 'python', length: 29, lines: 2, external: true },
    { t: T0 + 60_000, type: 'edit', language: 'python', changes: [[0, 'n = int(input())', 'print(n)']] },
    { t: T0 + 120_000, type: 'edit', language: 'python', changes: [24, [1, ' * 2)']] },
  ],
  streams: 1,
  capped: false,
  available: true,
  final: { language: 'python', code: CODE, submitted_at: '2026-11-24T10:05:00.000Z' },
};

const REPORT: IntegrityReport = {
  submission_id: 's1',
  computed_at: '2026-11-24T10:05:02.000Z',
  signals: [
    {
      kind: 'external_paste',
      tier: 'strong',
      title: 'Large paste from outside the editor',
      definition: 'Text pasted from outside the editor.',
      at: new Date(T0 + 60_000).toISOString(),
      evidence: '29 characters on 2 lines, most of the submitted code.',
      excerpt: 'n = int(input())\nprint(n)',
    },
  ],
  matches: [],
  summary: { info: 0, review: 0, strong: 1 },
  telemetry_available: true,
  telemetry_capped: false,
  appeal: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('/interviewer/reviews/:submissionId, how the code was written', { timeout: 20_000 }, () => {
  it('shows the session playback beside the integrity signals; a signal’s time opens that moment', async () => {
    stubApiRoutes({
      'GET /api/v1/evaluation/submissions/s1': () => jsonResponse(DETAIL),
      'GET /api/v1/evaluation/submissions/s1/attempts': () => jsonResponse({ attempts: [] }),
      'GET /api/v1/behavior/submissions/s1/playback': () => jsonResponse(PLAYBACK),
      'GET /api/v1/behavior/submissions/s1/integrity': () => jsonResponse(REPORT),
    });
    const { user, container } = renderPage(<ReviewPage />, {
      path: paths.interviewerReview,
      entry: '/interviewer/reviews/s1',
      auth: authValue('interviewer'),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Session playback' })).toBeInTheDocument();
    const content = await screen.findByLabelText('Replayed code');
    const code = () => EditorView.findFromDOM(content.closest('.cm-editor') as HTMLElement)!.state.doc.toString();
    expect(code()).toBe('');

    const panel = screen.getByRole('heading', { level: 2, name: 'Integrity signals' }).closest('section')!;
    await user.click(await within(panel).findByRole('button', { name: /in the playback$/ }));
    await waitFor(() => expect(code()).toBe('n = int(input())\nprint(n)'));
    expect(screen.getByTestId('playback-clock')).toHaveTextContent('01:00');

    expect(await seriousViolations(container)).toEqual([]);
  });
});

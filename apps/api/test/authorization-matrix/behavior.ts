// Matrix rows for integrity signals and the behavioral analysis (issue 29). The role-less caller became a candidate in
// the identity rows: it passes the candidate guard and finds none of the demo candidate's tasks (404). They run after
// the review rows, so the reviewed task's feedback is released.
import { demoOrgStaff, everyone, signedIn, type MatrixRow } from './outcomes.js';

const batch = { stream: '00000000-0000-4000-8000-000000000029', seq: 0, events: [{ t: 1, type: 'blur' }] };
const reviewers = { ...demoOrgStaff, admin: 403 } as const;
// The admin passes the candidate guard as on the feedback route, and finds no task of theirs.
const theCandidate = { ...signedIn(403), candidate: 'ok', noRole: 404, admin: 404 } as const;

export const behaviorRows: MatrixRow[] = [
  {
    route: 'POST /api/v1/behavior/tasks/:id/telemetry',
    request: (ids) => ({ url: `/api/v1/behavior/tasks/${ids.candidateTaskId}/telemetry`, payload: batch }),
    expect: theCandidate,
  },
  {
    route: 'GET /api/v1/behavior/submissions/:id/playback',
    request: (ids) => ({ url: `/api/v1/behavior/submissions/${ids.finalSubmissionId}/playback` }),
    expect: reviewers,
  },
  {
    route: 'GET /api/v1/behavior/submissions/:id/integrity',
    request: (ids) => ({ url: `/api/v1/behavior/submissions/${ids.finalSubmissionId}/integrity` }),
    expect: reviewers,
  },
  {
    route: 'GET /api/v1/behavior/tasks/:id/integrity',
    request: (ids) => ({ url: `/api/v1/behavior/tasks/${ids.reviewedTaskId}/integrity` }),
    expect: theCandidate,
  },
  {
    route: 'POST /api/v1/behavior/tasks/:id/integrity/appeal',
    request: (ids) => ({
      url: `/api/v1/behavior/tasks/${ids.reviewedTaskId}/integrity/appeal`,
      payload: { explanation: 'I wrote it in my own editor first.' },
    }),
    expect: theCandidate,
  },
  // Answered by whichever reviewer of the organization: the orgadmin after the interviewer answers again.
  {
    route: 'POST /api/v1/behavior/submissions/:id/integrity/appeal/reply',
    request: (ids) => ({
      url: `/api/v1/behavior/submissions/${ids.finalSubmissionId}/integrity/appeal/reply`,
      payload: { reply: 'Thank you.' },
    }),
    expect: reviewers,
  },
  // Their own practice for a candidate; staff read theirs (empty) or, with candidate_id, their organization's tasks.
  {
    route: 'GET /api/v1/behavior/analysis',
    request: () => ({ url: '/api/v1/behavior/analysis' }),
    expect: signedIn('ok'),
  },
  {
    route: 'GET /api/v1/behavior/definitions',
    request: () => ({ url: '/api/v1/behavior/definitions' }),
    expect: everyone('ok'),
  },
];

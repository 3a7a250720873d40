import type { PathContent } from '@assay/contracts';
// The shared vocabulary of the authorization matrix: callers, outcomes, the rows' shape, and the helpers the area files use.

/**
 * The expected outcome of every registered route for every kind of caller. A route missing here fails the
 * matrix test, so each new route states who may call it.
 *
 * Callers: anonymous, each role (all of the demo organization, the admin of none), a user with no role yet,
 * and `outsider`: an orgadmin of another organization. Each expected value is the status code or 'ok' (any 2xx).
 */
export type Caller = 'anonymous' | 'noRole' | 'candidate' | 'interviewer' | 'orgadmin' | 'admin' | 'outsider';
export type Outcome = 'ok' | 400 | 401 | 403 | 404 | 409 | 502 | 503;

export interface MatrixRow {
  /** `METHOD url` exactly as registered. */
  route: string;
  /** The request to send: the URL with real ids of the demo organization's resources, and a body. */
  request: (ids: MatrixIds, caller: Caller) => { url: string; payload?: unknown };
  expect: Record<Caller, Outcome>;
  /** Put back before each caller's request what an allowed request uses up (a member removed, an invitation withdrawn). */
  prepare?: 'freshInvitation' | 'spareMember' | 'freshTemplate';
}

export interface MatrixIds {
  demoCandidateId: string;
  outsiderId: string;
  /** The demo organization (the callers' own, except the outsider's). */
  demoOrganizationId: string;
  /** A pending invitation of the demo organization; rows that use it up make a fresh one in `prepare`. */
  invitationId: string;
  /** A member of the demo organization who may be removed; `prepare` adds them back. */
  spareMemberId: string;
  /** A template of the demo organization (a draft); rows that archive it make a fresh one in `prepare`. */
  templateId: string;
  /** An assessment of the demo organization, and the demo candidate's task from it. */
  assessmentId: string;
  candidateTaskId: string;
  /** An attempt at that task; and a second task of the demo candidate, which the submit row closes. */
  submissionId: string;
  submitTaskId: string;
  /** A scored final submission of a third task of the demo candidate, for review; and that task. */
  finalSubmissionId: string;
  reviewedTaskId: string;
  /** A published learning path (free order: a lesson and a quiz) made by the admin. */
  learningPathId: string;
}

export const everyone = (outcome: Outcome): Record<Caller, Outcome> => ({
  anonymous: outcome,
  noRole: outcome,
  candidate: outcome,
  interviewer: outcome,
  orgadmin: outcome,
  admin: outcome,
  outsider: outcome,
});
export const signedIn = (outcome: Outcome): Record<Caller, Outcome> => ({ ...everyone(outcome), anonymous: 401 });
export const adminOnly: Record<Caller, Outcome> = { ...signedIn(403), admin: 'ok' };
/** Routes of one organization: the outsider (another organization's orgadmin) gets 404, never the data. */
export const demoOrgStaff: Record<Caller, Outcome> = {
  ...signedIn(403),
  interviewer: 'ok',
  orgadmin: 'ok',
  admin: 'ok',
  outsider: 404,
};
export const demoOrgAdmin: Record<Caller, Outcome> = { ...signedIn(403), orgadmin: 'ok', admin: 'ok', outsider: 404 };
export const org = (ids: MatrixIds, rest = '') => `/api/v1/organizations/${ids.demoOrganizationId}${rest}`;
/** Interviewers, orgadmins and the admin; the outsider has templates of their own. */
export const templateAuthors: Record<Caller, Outcome> = {
  ...signedIn(403),
  interviewer: 'ok',
  orgadmin: 'ok',
  admin: 'ok',
  outsider: 'ok',
};
/** The smallest template that saves. */
export const MATRIX_TEMPLATE = {
  title: 'Matrix template',
  difficulty: 'easy',
  languages: [{ language: 'python', starter_code: '', reference_solution: 'print(input())' }],
  tests: [{ id: 't1', name: 'echo', input: 'x\n', expected_output: 'x\n' }],
};
export const template = (ids: MatrixIds, rest = '') => `/api/v1/templates/${ids.templateId}${rest}`;

/** The smallest learning path: a lesson and a quiz, in any order. */
export const MATRIX_PATH: PathContent = {
  title: 'Matrix path',
  summary: 'For the authorization matrix.',
  description: 'A lesson and a quiz.',
  level: 'beginner',
  topics: [],
  unlock: 'free',
  prerequisites: [],
  resources: [],
  modules: [
    {
      key: 'only',
      title: 'Only',
      summary: 'The one module.',
      steps: [
        { key: 'read', kind: 'lesson', title: 'Read', minutes: 1, body: 'Text.' },
        {
          key: 'quiz',
          kind: 'quiz',
          title: 'Quiz',
          minutes: 1,
          pass_percent: 100,
          questions: [
            {
              key: 'q',
              prompt: 'Yes?',
              kind: 'single',
              options: [
                { key: 'y', text: 'Yes' },
                { key: 'n', text: 'No' },
              ],
              correct: ['y'],
              explanation: 'Yes.',
            },
          ],
        },
      ],
    },
  ],
};

import { z } from 'zod';
import { idSchema, isoDateTimeSchema, pageQuerySchema } from './common.js';
import { languageIdSchema, verdictSchema } from './execution.js';
import { LIMIT_BUCKETS } from './judge.js';

/**
 * Submissions (SPEC.md §7 Dashboards and candidate tasks): an attempt is scored and leaves the task in progress; the
 * final submit is the one reviewed, after which the task takes no more. Each runs every test, hidden ones included.
 */

export const submissionPaths = {
  list: '/candidate/tasks/:id/submissions',
  byId: '/candidate/tasks/:id/submissions/:subId',
  submit: '/candidate/tasks/:id/submit',
} as const;

export const SUBMISSION_STATUSES = ['queued', 'running', 'scored', 'error'] as const;
export const submissionStatusSchema = z.enum(SUBMISSION_STATUSES);
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;
export const submissionKindSchema = z.enum(['attempt', 'final']);
/** Who made it: the candidate, or the server with the latest draft when a timed task's time was up. */
export const SUBMITTERS = ['candidate', 'time_up'] as const;
export const submitterSchema = z.enum(SUBMITTERS);
export type Submitter = z.infer<typeof submitterSchema>;

export const SUBMISSION_ERROR_CODES = { attemptsExhausted: 'ATTEMPTS_RATE_LIMITED' } as const;

/** A visible test of a submission as its candidate sees it, in full. Hidden tests are never listed one by one. */
export const candidateSubmissionTestSchema = z.object({
  id: z.string(),
  name: z.string(),
  hidden: z.literal(false),
  verdict: verdictSchema,
  input: z.string(),
  expected_output: z.string(),
  actual_output: z.string(),
  stderr: z.string(),
  time_ms: z.number().int(),
  memory_kb: z.number().int(),
});

export const limitBucketSchema = z.enum(LIMIT_BUCKETS);

/**
 * The hidden tests of a submission as its candidate sees them, as a whole: how many passed, the worst verdict among
 * them ('accepted' when all passed), and whether their time and memory stayed within the task's limits. Never a
 * verdict per hidden test nor an exact time or memory: a program could spell out a hidden input with those.
 */
export const candidateHiddenTestsSchema = z.object({
  passed: z.number().int(),
  total: z.number().int(),
  verdict: verdictSchema,
  time: limitBucketSchema,
  memory: limitBucketSchema,
});
export type CandidateHiddenTests = z.infer<typeof candidateHiddenTestsSchema>;

export const candidateSubmissionSchema = z.object({
  id: idSchema,
  task_id: idSchema,
  kind: submissionKindSchema,
  submitted_by: submitterSchema,
  language: languageIdSchema,
  code: z.string(),
  /** The SHA-256 of the code as the server stored it (hex): the candidate's receipt of exactly what they sent. */
  code_sha256: z.string().regex(/^[0-9a-f]{64}$/),
  status: submissionStatusSchema,
  /** 0–100: the weights of the passed tests over all the weights. */
  score: z.number().int().min(0).max(100).nullable(),
  passed: z.number().int().nullable(),
  total: z.number().int(),
  compile_error: z.string().nullable(),
  /** Why it could not be scored (the service, not the code), when status is error. */
  error: z.string().nullable(),
  tests: z.array(candidateSubmissionTestSchema),
  /** The hidden tests as a whole, once judged; null before that or when the task has none. */
  hidden: candidateHiddenTestsSchema.nullable(),
  created_at: isoDateTimeSchema,
  scored_at: isoDateTimeSchema.nullable(),
});
export type CandidateSubmission = z.infer<typeof candidateSubmissionSchema>;
export const candidateSubmissionListSchema = z.object({ submissions: z.array(candidateSubmissionSchema) });

// ---- The candidate's own submissions across all their tasks ("My submissions"; not in SPEC.md §7, issue 25) ----

export const ownSubmissionsPath = '/candidate/submissions';
export const ownSubmissionsQuerySchema = pageQuerySchema;
export type OwnSubmissionsQuery = z.infer<typeof ownSubmissionsQuerySchema>;

/** One row of "My submissions": what was sent where and how it did, without the code or the tests. */
export const ownSubmissionSchema = z.object({
  id: idSchema,
  task_id: idSchema,
  /** The title of the task's template version. */
  title: z.string(),
  /** A practice task (the challenge library) rather than one an organization assigned. */
  practice: z.boolean(),
  kind: submissionKindSchema,
  submitted_by: submitterSchema,
  language: languageIdSchema,
  status: submissionStatusSchema,
  score: z.number().int().min(0).max(100).nullable(),
  created_at: isoDateTimeSchema,
});
export type OwnSubmission = z.infer<typeof ownSubmissionSchema>;
export const ownSubmissionListSchema = z.object({
  submissions: z.array(ownSubmissionSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type OwnSubmissionList = z.infer<typeof ownSubmissionListSchema>;

// ---- Reviewers: an assessment's tasks and everything their submissions did ----

export const reviewerSubmissionPath = '/interviewer/tasks/:id/submissions';

export const reviewerTestResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  hidden: z.boolean(),
  weight: z.number().int(),
  verdict: verdictSchema,
  time_ms: z.number().int(),
  memory_kb: z.number().int(),
  exit_code: z.number().int().nullable(),
  stdout: z.string(),
  stderr: z.string(),
});

export const reviewerSubmissionSchema = z.object({
  id: idSchema,
  kind: submissionKindSchema,
  submitted_by: submitterSchema,
  language: languageIdSchema,
  code: z.string(),
  status: submissionStatusSchema,
  score: z.number().int().nullable(),
  compile_error: z.string().nullable(),
  error: z.string().nullable(),
  tests: z.array(reviewerTestResultSchema),
  created_at: isoDateTimeSchema,
  scored_at: isoDateTimeSchema.nullable(),
});
export type ReviewerSubmission = z.infer<typeof reviewerSubmissionSchema>;

export const assessmentSubmissionsSchema = z.object({
  tasks: z.array(
    z.object({
      task_id: idSchema,
      candidate: z.object({ id: idSchema, name: z.string(), email: z.string() }),
      status: z.enum(['assigned', 'in_progress', 'submitted', 'scored', 'expired']),
      score: z.number().int().nullable(),
      due_at: isoDateTimeSchema.nullable(),
      submitted_at: isoDateTimeSchema.nullable(),
      submissions: z.array(reviewerSubmissionSchema),
    }),
  ),
});
export type AssessmentSubmissions = z.infer<typeof assessmentSubmissionsSchema>;

import { z } from 'zod';
import { idSchema, isoDateTimeSchema, pageQuerySchema } from './common.js';
import { languageIdSchema, MAX_SOURCE_BYTES, MAX_STDIN_BYTES, verdictSchema } from './execution.js';
import { difficultySchema, redactedTemplateContentSchema } from './task-templates.js';
import { publicTaskSummarySchema } from './public-tasks.js';

/**
 * Assessments and tasks (SPEC.md §7 Dashboards and candidate tasks, Interviewer; issue 6's model). An assessment is
 * an organization's use of one template version with its settings; assigning it gives each candidate a task, which
 * keeps that version whatever happens to the template later.
 */

export const taskPaths = {
  interviewerTasks: '/interviewer/tasks',
  interviewerTask: '/interviewer/tasks/:id',
  assign: '/interviewer/tasks/assign',
  candidateDashboard: '/candidate/dashboard',
  candidateTasks: '/candidate/tasks',
  candidateTask: '/candidate/tasks/:id',
  candidateTaskTest: '/candidate/tasks/:id/test',
  candidateTaskDraft: '/candidate/tasks/:id/draft',
  candidateTaskStart: '/candidate/tasks/:id/start',
  candidateTaskRun: '/candidate/tasks/:id/run',
} as const;

export const TASK_STATUSES = ['assigned', 'in_progress', 'submitted', 'scored', 'expired'] as const;
export const taskStatusSchema = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

/** assigned: given by an organization. practice: a candidate's own copy of a public task. */
export const TASK_KINDS = ['assigned', 'practice'] as const;
export const taskKindSchema = z.enum(TASK_KINDS);
export type TaskKind = z.infer<typeof taskKindSchema>;

/** A timed task accepts work this long after its time is up (a request in flight as the clock runs out). */
export const TIMED_TASK_GRACE_SECONDS = 30;

export const TASK_ERROR_CODES = {
  organizationRequired: 'ORGANIZATION_REQUIRED',
  taskClosed: 'TASK_CLOSED',
  languageNotOffered: 'LANGUAGE_NOT_OFFERED',
} as const;

/** The 403 a candidate without an organization gets from GET /candidate/tasks; the web app matches its wording. */
export const ORGANIZATION_REQUIRED_MESSAGE = 'You must belong to an organization to see assigned tasks.';

/** How many tasks are in each status. */
export const taskCountsSchema = z.object({
  assigned: z.number().int(),
  in_progress: z.number().int(),
  submitted: z.number().int(),
  scored: z.number().int(),
  expired: z.number().int(),
});
export type TaskCounts = z.infer<typeof taskCountsSchema>;

// ---- Interviewer: assessments ----

/** Shown to candidates above the statement. */
const instructionsSchema = z.string().trim().max(5_000);
/** Each task is due this many days after it is assigned (none: no due date). */
const dueInDaysSchema = z
  .number({ error: 'Enter a number of days.' })
  .int()
  .min(1, 'At least 1 day.')
  .max(365, 'At most 365 days.')
  .nullable();
/** Timed: the candidate has this many minutes from first opening the task. */
const durationMinutesSchema = z
  .number({ error: 'Enter a number of minutes.' })
  .int()
  .min(1, 'At least 1 minute.')
  .max(600, 'At most 600 minutes.')
  .nullable();

export const createAssessmentInputSchema = z.object({
  template_id: idSchema,
  instructions: instructionsSchema.default(''),
  due_in_days: dueInDaysSchema.default(null),
  duration_minutes: durationMinutesSchema.default(null),
});
export type CreateAssessmentInput = z.input<typeof createAssessmentInputSchema>;

export const assessmentSchema = z.object({
  id: idSchema,
  organization_id: idSchema,
  template_id: idSchema,
  template_version: z.number().int(),
  title: z.string(),
  difficulty: difficultySchema,
  instructions: z.string(),
  due_in_days: z.number().int().nullable(),
  duration_minutes: z.number().int().nullable(),
  created_by: idSchema,
  created_at: isoDateTimeSchema,
  /** How many tasks it has given, and how far they are. */
  counts: taskCountsSchema,
});
export type Assessment = z.infer<typeof assessmentSchema>;
export const assessmentListSchema = z.object({
  assessments: z.array(assessmentSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export const assessmentListQuerySchema = pageQuerySchema;

/**
 * PATCH /interviewer/tasks/{id}: the settings apply to tasks assigned from now on (a task keeps what it was given);
 * `due_date` moves the due date of the assessment's unfinished tasks, reopening expired ones.
 */
export const updateAssessmentInputSchema = z
  .object({
    instructions: instructionsSchema.optional(),
    due_in_days: dueInDaysSchema.optional(),
    duration_minutes: durationMinutesSchema.optional(),
    /** Moves the assessment to the template's newest published version (for tasks assigned from now on). */
    use_latest_version: z.boolean().optional(),
    due_date: isoDateTimeSchema.nullable().optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Change at least one setting.',
  });
export type UpdateAssessmentInput = z.input<typeof updateAssessmentInputSchema>;

export const assignInputSchema = z
  .object({
    assessment_id: idSchema,
    candidate_emails: z
      .array(z.string().trim().toLowerCase().email('Enter valid email addresses.'))
      .max(200)
      .default([]),
    candidate_ids: z.array(idSchema).max(200).default([]),
    /** Overrides the assessment's due_in_days for these tasks. */
    due_date: isoDateTimeSchema.nullable().default(null),
  })
  .refine((input) => input.candidate_emails.length + input.candidate_ids.length > 0, {
    message: 'Choose at least one candidate.',
    path: ['candidate_emails'],
  });
export type AssignInput = z.input<typeof assignInputSchema>;

export const assignResultSchema = z.object({
  assigned: z.array(z.object({ task_id: idSchema, candidate_id: idSchema, email: z.string() })),
  /** Emails of people not yet in the organization: each was invited as a candidate and gets the task on joining. */
  invited: z.array(z.string()),
  /** Who was not given a task, and why, in words. */
  skipped: z.array(z.object({ candidate: z.string(), reason: z.string() })),
});
export type AssignResult = z.infer<typeof assignResultSchema>;

// ---- Candidate: tasks ----

export const taskSummarySchema = z.object({
  id: idSchema,
  kind: taskKindSchema,
  title: z.string(),
  difficulty: difficultySchema,
  tags: z.array(z.string()),
  languages: z.array(languageIdSchema),
  estimated_minutes: z.number().int(),
  status: taskStatusSchema,
  due_at: isoDateTimeSchema.nullable(),
  duration_minutes: z.number().int().nullable(),
  assigned_at: isoDateTimeSchema,
  score: z.number().int().nullable(),
});
export type TaskSummary = z.infer<typeof taskSummarySchema>;

export const candidateTaskListQuerySchema = pageQuerySchema.extend({
  difficulty: difficultySchema.optional(),
  /** Repeated: `tags=a&tags=b` (a task with any of them). */
  tags: z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.string().trim().toLowerCase().min(1).max(40)).max(20),
  ),
});
export const candidateTaskListSchema = z.object({
  tasks: z.array(taskSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type CandidateTaskList = z.infer<typeof candidateTaskListSchema>;

export const taskDraftSchema = z.object({ code: z.string(), language: languageIdSchema, saved_at: isoDateTimeSchema });
export type TaskDraft = z.infer<typeof taskDraftSchema>;

/** A task as its candidate sees it: the version's statement, visible tests and starter code; never its answers. */
export const candidateTaskSchema = taskSummarySchema.extend({
  instructions: z.string(),
  template_version: z.number().int(),
  content: redactedTemplateContentSchema,
  started_at: isoDateTimeSchema.nullable(),
  /** When a timed task stops taking work (its start plus its duration), by the server's clock. */
  deadline_at: isoDateTimeSchema.nullable(),
  server_time: isoDateTimeSchema,
  /** The newest saved draft, whatever its language (the one the editor opens on). */
  draft: taskDraftSchema.nullable(),
  /** Every language's saved draft, newest first: switching language brings its own code back. */
  drafts: z.array(taskDraftSchema),
});
export type CandidateTask = z.infer<typeof candidateTaskSchema>;

export const codeInputSchema = z.object({
  code: z
    .string()
    .refine((code) => code.length <= MAX_SOURCE_BYTES, `The code may be at most ${MAX_SOURCE_BYTES / 1024} KB.`),
  language: languageIdSchema,
});
export type CodeInput = z.infer<typeof codeInputSchema>;

/** POST /candidate/tasks/{id}/run: the candidate's code on their own input (stdin, or a function's JSON arguments). */
export const customRunInputSchema = codeInputSchema.extend({
  input: z
    .string()
    .refine((input) => input.length <= MAX_STDIN_BYTES, `The input may be at most ${MAX_STDIN_BYTES / 1024} KB.`),
});
export type CustomRunInput = z.infer<typeof customRunInputSchema>;

/** What the program did with that input: nothing is compared, so a run that finished has no verdict of its own. */
export const customRunResultSchema = z.object({
  /** `finished`, or what stopped it (the runner's verdict: a time limit, a runtime error, a compile error…). */
  outcome: z.union([z.literal('finished'), verdictSchema.exclude(['accepted', 'wrong_answer'])]),
  /** stdout, or the returned JSON of a function task. */
  output: z.string(),
  stderr: z.string(),
  /** The compiler's message when the code did not compile, else null. */
  compile_error: z.string().nullable(),
  time_ms: z.number().int(),
  memory_kb: z.number().int(),
});
export type CustomRunResult = z.infer<typeof customRunResultSchema>;

/** One visible test's run: everything, so the candidate can compare what they printed with what was expected. */
export const visibleTestResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  verdict: verdictSchema,
  input: z.string(),
  expected_output: z.string(),
  /** stdout, or the returned JSON of a function test. */
  actual_output: z.string(),
  stderr: z.string(),
  time_ms: z.number().int(),
  memory_kb: z.number().int(),
});
export type VisibleTestResult = z.infer<typeof visibleTestResultSchema>;

export const testRunResultSchema = z.object({
  passed: z.number().int(),
  total: z.number().int(),
  /** The compiler's message when the code did not compile (compiled languages), else null. */
  compile_error: z.string().nullable(),
  tests: z.array(visibleTestResultSchema),
});
export type TestRunResult = z.infer<typeof testRunResultSchema>;

// ---- Candidate: dashboard ----

/** GET /candidate/dashboard: the candidate's home, with or without an organization. */
export const candidateDashboardSchema = z.object({
  /** False for a candidate without an organization: no assigned tasks, practice only. */
  has_organization: z.boolean(),
  /** Not opened yet, newest first. */
  assigned: z.array(taskSummarySchema),
  in_progress: z.array(taskSummarySchema),
  /** Submitted or scored, most recent first (the last ten). */
  completed: z.array(taskSummarySchema),
  /** The candidate's own practice tasks, most recent first (the last ten). */
  practice: z.array(taskSummarySchema),
  /** Public tasks the candidate has not tried, nearest their level first. */
  recommended: z.array(publicTaskSummarySchema),
  stats: z.object({
    assigned: z.number().int(),
    in_progress: z.number().int(),
    completed: z.number().int(),
    expired: z.number().int(),
    practice_solved: z.number().int(),
    /** Mean score of the scored tasks, assigned and practice. */
    average_score: z.number().nullable(),
    /** Every submission the candidate made, attempts included. */
    submissions: z.number().int(),
  }),
});
export type CandidateDashboard = z.infer<typeof candidateDashboardSchema>;

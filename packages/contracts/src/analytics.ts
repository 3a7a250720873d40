import { z } from 'zod';
import { isoDateTimeSchema } from './common.js';
import { ANALYTICS_DEFAULT_DAYS } from './constants.js';
import { languageIdSchema } from './execution.js';
import { difficultySchema } from './task-templates.js';

/**
 * Analytics (issue 26, SPEC.md §7 Analytics): every figure computed from the database, scoped as the rest of the API
 * is (an orgadmin their organization, an interviewer their organization's candidates, a candidate only themselves,
 * the admin everything). An id the caller may not see is a 404, never a 403.
 */
export const analyticsPaths = {
  org: '/analytics/org/:id',
  task: '/analytics/task/:id',
  user: '/analytics/user/:id',
  performance: '/analytics/performance',
} as const;

/** A final submission scoring at least this counts as a pass in pass rates. */
export const ANALYTICS_PASS_SCORE = 70;

/** `?format=csv` (or `Accept: text/csv`) answers one of the response's tables as CSV, named by `?table`. */
export const analyticsFormatSchema = z.enum(['json', 'csv']);

export const analyticsDaysSchema = z.coerce.number().int().min(1).max(365).default(ANALYTICS_DEFAULT_DAYS);

export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '365d'] as const;
export const analyticsPeriodSchema = z.enum(ANALYTICS_PERIODS);
export type AnalyticsPeriod = z.infer<typeof analyticsPeriodSchema>;
export const periodDays = (period: AnalyticsPeriod): number => Number(period.slice(0, -1));

const count = z.number().int().nonnegative();
/** A share from 0 to 1; null when there is nothing to divide by. */
const rate = z.number().min(0).max(1).nullable();
/** A median in hours; null when there is nothing to take it of. */
const hours = z.number().nonnegative().nullable();

/** Scores out of 100 in ten buckets: [0, 10), [10, 20), … [90, 100] (100 falls in the last). */
export const scoreDecileSchema = z.object({ from: z.number().int(), to: z.number().int(), count });
export type ScoreDecile = z.infer<typeof scoreDecileSchema>;

export const languageUseSchema = z.object({ language: languageIdSchema, submissions: count });

/** The window a response covers: the `days` before `to`. */
const windowSchema = {
  days: z.number().int(),
  from: isoDateTimeSchema,
  to: isoDateTimeSchema,
};

// --- GET /analytics/org/:id?days ---------------------------------------------------------------------------------

export const ORG_ANALYTICS_TABLES = [
  'funnel',
  'assessments',
  'scores',
  'decisions',
  'languages',
  'reviewers',
  'daily',
] as const;
export const orgAnalyticsQuerySchema = z.object({
  days: analyticsDaysSchema,
  format: analyticsFormatSchema.optional(),
  table: z.enum(ORG_ANALYTICS_TABLES).optional(),
});
export type OrgAnalyticsQuery = z.infer<typeof orgAnalyticsQuerySchema>;

/** Tasks assigned in the window, and how far they got. Each stage counts the tasks that reached it. */
export const assessmentFunnelSchema = z.object({
  sent: count,
  started: count,
  submitted: count,
  scored: count,
  reviewed: count,
});
export type AssessmentFunnel = z.infer<typeof assessmentFunnelSchema>;

export const orgAssessmentRowSchema = z.object({
  assessmentId: z.string(),
  title: z.string(),
  sent: count,
  submitted: count,
  /** Share of its scored final submissions scoring at least ANALYTICS_PASS_SCORE. */
  passRate: rate,
  medianScore: z.number().nullable(),
});

export const reviewerWorkloadSchema = z.object({
  reviewerId: z.string(),
  name: z.string(),
  reviews: count,
  decided: count,
  /** From the submission to the decision. */
  medianHoursToReview: hours,
});

export const dailyActivitySchema = z.object({
  /** YYYY-MM-DD, UTC. Every day of the window has a row, zeros included. */
  date: z.string(),
  sent: count,
  submitted: count,
  reviewed: count,
});

export const orgAnalyticsSchema = z.object({
  organizationId: z.string(),
  ...windowSchema,
  funnel: assessmentFunnelSchema,
  /** From assignment to final submission. */
  medianHoursToSubmit: hours,
  scoreDeciles: z.array(scoreDecileSchema),
  assessments: z.array(orgAssessmentRowSchema),
  decisions: z.object({ advance: count, hold: count, reject: count }),
  languages: z.array(languageUseSchema),
  reviewers: z.array(reviewerWorkloadSchema),
  medianHoursToReview: hours,
  daily: z.array(dailyActivitySchema),
});
export type OrgAnalytics = z.infer<typeof orgAnalyticsSchema>;

// --- GET /analytics/task/:id (an assessment's id or a template's) --------------------------------------------------

export const TASK_ANALYTICS_TABLES = ['scores', 'tests', 'languages'] as const;
export const taskAnalyticsQuerySchema = z.object({
  format: analyticsFormatSchema.optional(),
  table: z.enum(TASK_ANALYTICS_TABLES).optional(),
});

/** How often one test of the task passed in final submissions: counts only, never the test's content. */
export const testPassRateSchema = z.object({
  testId: z.string(),
  /** The test's position in the template (1-based), and whether candidates see it. */
  position: z.number().int(),
  hidden: z.boolean(),
  runs: count,
  passed: count,
  passRate: rate,
});

export const taskAnalyticsSchema = z.object({
  kind: z.enum(['assessment', 'template']),
  id: z.string(),
  title: z.string(),
  /** Final submissions scored. */
  attempts: count,
  candidates: count,
  scoreDeciles: z.array(scoreDecileSchema),
  /** The hidden tests that fail most first. */
  tests: z.array(testPassRateSchema),
  /** From the task's start to its final submission. */
  medianMinutesToSolve: z.number().nonnegative().nullable(),
  languages: z.array(languageUseSchema),
  /**
   * The upper-lower discrimination index: the pass rate of the top 27 % of candidates (by score) minus the bottom
   * 27 %'s, averaged over the tests; -1 to 1, higher separates strong from weak better. Null under 10 candidates.
   */
  discriminationIndex: z.number().min(-1).max(1).nullable(),
});
export type TaskAnalytics = z.infer<typeof taskAnalyticsSchema>;

// --- GET /analytics/user/:id?days and GET /analytics/performance?period&user_id -----------------------------------

export const USER_ANALYTICS_TABLES = ['scores', 'difficulty', 'categories', 'languages', 'tasks'] as const;
export const userAnalyticsQuerySchema = z.object({
  days: analyticsDaysSchema,
  format: analyticsFormatSchema.optional(),
  table: z.enum(USER_ANALYTICS_TABLES).optional(),
});
export const performanceQuerySchema = z.object({
  period: analyticsPeriodSchema.default('30d'),
  /** Whose figures; the caller's own when absent. */
  user_id: z.string().max(200).optional(),
  format: analyticsFormatSchema.optional(),
  table: z.enum(USER_ANALYTICS_TABLES).optional(),
});

export const userAnalyticsSchema = z.object({
  userId: z.string(),
  name: z.string(),
  ...windowSchema,
  /** Each scored final submission in the window, oldest first. */
  scores: z.array(
    z.object({ taskId: z.string(), title: z.string(), score: z.number().int(), submittedAt: isoDateTimeSchema }),
  ),
  byDifficulty: z.array(z.object({ difficulty: difficultySchema, tasks: count, medianScore: z.number().nullable() })),
  byCategory: z.array(z.object({ category: z.string(), tasks: count, medianScore: z.number().nullable() })),
  languages: z.array(languageUseSchema),
  /** Runs (attempts) per task, for the tasks submitted in the window. */
  runsPerTask: z.array(z.object({ taskId: z.string(), title: z.string(), runs: count })),
  /** From a task's start to its first run that passed every test. */
  medianMinutesToFirstPass: z.number().nonnegative().nullable(),
});
export type UserAnalytics = z.infer<typeof userAnalyticsSchema>;

import { z } from 'zod';
import { idSchema, isoDateTimeSchema, pageQuerySchema } from './common.js';
import { languageIdSchema } from './execution.js';
import { reviewerSubmissionSchema } from './submissions.js';
import { difficultySchema } from './task-templates.js';

/**
 * Review of final submissions (SPEC.md §7 Interviewer and evaluation): an automatic score starts a hiring decision, a
 * reviewer makes it. A final submission waits for review once scored; a reviewer starts it (in review), scores the
 * template's rubric, comments on lines of the code, decides (advance, hold, reject) and releases feedback to the
 * candidate. The decision stays with the organization; the candidate sees the feedback.
 */
export const evaluationPaths = {
  submissions: '/evaluation/submissions',
  submission: '/evaluation/submissions/:id',
  start: '/evaluation/submissions/:id/start',
  review: '/evaluation/submissions/:id/review',
  comments: '/evaluation/submissions/:id/comments',
  comment: '/evaluation/submissions/:id/comments/:commentId',
  decision: '/evaluation/submissions/:id/decision',
  release: '/evaluation/submissions/:id/release',
  /** The candidate's released feedback on one of their tasks. */
  candidateFeedback: '/candidate/tasks/:id/feedback',
} as const;

/** SPEC.md: sent to the bare host, outside `/api/v1`. */
export const evaluateTaskPath = '/tasks/:id/evaluate';
/** SPEC.md §8 Evaluate: what the front end shows when re-evaluating fails. */
export const evaluateTaskFailure = (statusText: string) => `Failed to evaluate task: ${statusText}`;

export const REVIEW_STATUSES = ['pending', 'in_review', 'decided', 'released'] as const;
export const reviewStatusSchema = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Waiting for review',
  in_review: 'In review',
  decided: 'Decided',
  released: 'Feedback released',
};

export const DECISIONS = ['advance', 'hold', 'reject'] as const;
export const decisionSchema = z.enum(DECISIONS);
export type Decision = z.infer<typeof decisionSchema>;
export const DECISION_LABELS: Record<Decision, string> = { advance: 'Advance', hold: 'Hold', reject: 'Reject' };

/** Each rubric criterion is scored on this scale. */
export const RUBRIC_SCALE_MAX = 5;

export const evaluationListQuerySchema = pageQuerySchema.extend({
  status: reviewStatusSchema.optional(),
  task_id: idSchema.optional(),
  candidate_id: idSchema.optional(),
  /** Submitted on or after (ISO date or date-time). */
  from: z.coerce.date({ error: 'Enter a date.' }).optional(),
  /** Submitted before. */
  to: z.coerce.date({ error: 'Enter a date.' }).optional(),
});
export type EvaluationListQuery = z.infer<typeof evaluationListQuerySchema>;

const personSchema = z.object({ id: idSchema, name: z.string(), email: z.string() });

export const evaluationSummarySchema = z.object({
  submission_id: idSchema,
  task_id: idSchema,
  assessment_id: idSchema.nullable(),
  title: z.string(),
  difficulty: difficultySchema,
  candidate: personSchema,
  language: languageIdSchema,
  /** The automatic score, 0–100 (null until judged). */
  score: z.number().int().nullable(),
  status: reviewStatusSchema,
  reviewer: personSchema.nullable(),
  decision: decisionSchema.nullable(),
  /** The rubric's weighted score, 0–100, once every criterion is scored. */
  rubric_score: z.number().int().nullable(),
  submitted_at: isoDateTimeSchema,
  decided_at: isoDateTimeSchema.nullable(),
});
export type EvaluationSummary = z.infer<typeof evaluationSummarySchema>;

export const evaluationListSchema = z.object({
  submissions: z.array(evaluationSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type EvaluationList = z.infer<typeof evaluationListSchema>;

export const rubricScoreSchema = z.object({
  /** The criterion's position in the template's rubric. */
  criterion: z.number().int().min(0),
  score: z
    .number({ error: `Score each criterion from 0 to ${RUBRIC_SCALE_MAX}.` })
    .int('Use a whole number.')
    .min(0, 'At least 0.')
    .max(RUBRIC_SCALE_MAX, `At most ${RUBRIC_SCALE_MAX}.`)
    .nullable(),
  comment: z.string().trim().max(2_000, 'At most 2,000 characters.').default(''),
});
export type RubricScore = z.infer<typeof rubricScoreSchema>;

export const lineCommentSchema = z.object({
  id: idSchema,
  line: z.number().int(),
  body: z.string(),
  author: personSchema,
  created_at: isoDateTimeSchema,
});
export type LineComment = z.infer<typeof lineCommentSchema>;

export const scoreHistoryEntrySchema = z.object({
  score: z.number().int(),
  trigger: z.enum(['submitted', 're_evaluation']),
  created_at: isoDateTimeSchema,
});

/** Code-quality figures the runner measured (null before they are known, or for a language without them). */
export const qualitySignalsSchema = z.object({
  lines_of_code: z.number().int(),
  /** Cyclomatic complexity of the most complex function (the whole program when it has none). */
  max_complexity: z.number().int(),
  lint_findings: z.array(z.object({ line: z.number().int(), rule: z.string(), message: z.string() })).nullable(),
  /** The submission's slowest test time over the reference solution's, e.g. 1.4 (null when unknown). */
  time_vs_reference: z.number().nullable(),
});
export type QualitySignals = z.infer<typeof qualitySignalsSchema>;

/** GET /evaluation/submissions/{id}: everything the review page shows. */
export const evaluationDetailSchema = evaluationSummarySchema.extend({
  instructions: z.string(),
  statement: z.string(),
  /** The starter code of the submission's language, for the diff. */
  starter_code: z.string(),
  submission: reviewerSubmissionSchema,
  score_history: z.array(scoreHistoryEntrySchema),
  quality: qualitySignalsSchema.nullable(),
  rubric: z.array(z.object({ name: z.string(), description: z.string(), weight: z.number().int() })),
  rubric_scores: z.array(rubricScoreSchema),
  summary: z.string(),
  feedback: z.string(),
  comments: z.array(lineCommentSchema),
  started_at: isoDateTimeSchema.nullable(),
  released_at: isoDateTimeSchema.nullable(),
  /** Whether the caller may change the review (they hold it, and feedback is not released). */
  can_edit: z.boolean(),
});
export type EvaluationDetail = z.infer<typeof evaluationDetailSchema>;

export const saveReviewInputSchema = z.object({
  rubric_scores: z.array(rubricScoreSchema).max(20),
  summary: z.string().trim().max(5_000, 'At most 5,000 characters.').default(''),
});
export type SaveReviewInput = z.input<typeof saveReviewInputSchema>;

export const lineCommentInputSchema = z.object({
  line: z.number({ error: 'Choose a line.' }).int().min(1, 'Choose a line.'),
  body: z.string().trim().min(1, 'Write the comment.').max(2_000, 'At most 2,000 characters.'),
});
export type LineCommentInput = z.infer<typeof lineCommentInputSchema>;

export const decisionInputSchema = z.object({ decision: decisionSchema });

export const releaseInputSchema = z.object({
  feedback: z
    .string()
    .trim()
    .min(1, 'Write the feedback the candidate will read.')
    .max(10_000, 'At most 10,000 characters.'),
});
export type ReleaseInput = z.infer<typeof releaseInputSchema>;

export const commentParamsSchema = z.object({ id: idSchema, commentId: idSchema });

/** GET /candidate/tasks/{id}/feedback: what the candidate sees once feedback is released (null before). */
export const candidateFeedbackSchema = z.object({
  feedback: z
    .object({
      message: z.string(),
      rubric: z.array(
        z.object({
          name: z.string(),
          weight: z.number().int(),
          score: z.number().int().nullable(),
          comment: z.string(),
        }),
      ),
      rubric_score: z.number().int().nullable(),
      comments: z.array(z.object({ line: z.number().int(), body: z.string() })),
      code: z.string(),
      language: languageIdSchema,
      released_at: isoDateTimeSchema,
    })
    .nullable(),
});
export type CandidateFeedback = z.infer<typeof candidateFeedbackSchema>;

/** POST /tasks/{id}/evaluate: how many submissions went back to be judged. */
export const evaluateTaskResultSchema = z.object({ task_id: idSchema, queued: z.number().int() });

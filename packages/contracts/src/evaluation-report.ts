import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.js';
import { languageIdSchema } from './execution.js';
import { reviewerSubmissionSchema } from './submissions.js';
import { decisionSchema, reviewStatusSchema } from './evaluation.js';

/**
 * The reviewer's report (issue 25, item 7): the candidate's attempt history on the review page, and a one-page
 * candidate report per assessment task for the hiring team — in the app, as a signed link with an expiry that opens
 * signed out, and as a PDF. A report is named by the task's final submission, as the review is.
 */
export const evaluationReportPaths = {
  /** Every attempt and the final submission of the task under review, oldest first. */
  attempts: '/evaluation/submissions/:id/attempts',
  report: '/evaluation/submissions/:id/report',
  reportPdf: '/evaluation/submissions/:id/report.pdf',
  /** The report's share links: list (GET) and create (POST). */
  reportLinks: '/evaluation/submissions/:id/report/links',
  /** Withdraws one share link. */
  reportLink: '/evaluation/submissions/:id/report/links/:linkId',
  /** Signed out: the report a share link opens, and its PDF. */
  sharedReport: '/shared/reports/:token',
  sharedReportPdf: '/shared/reports/:token/pdf',
} as const;

/** The web page a share link opens (outside the app's shell). */
export const sharedReportPagePath = '/shared/reports/:token';

/** Error codes the shared report page tells apart. */
export const REPORT_LINK_ERROR_CODES = {
  expired: 'REPORT_LINK_EXPIRED',
  withdrawn: 'REPORT_LINK_WITHDRAWN',
  invalid: 'REPORT_LINK_INVALID',
} as const;
export const REPORT_LINK_EXPIRED_MESSAGE = 'This link has expired.';

export const attemptHistorySchema = z.object({
  /** Oldest first: attempt 1 is the first thing the candidate submitted; the final submission, when made, is last. */
  attempts: z.array(reviewerSubmissionSchema),
});
export type AttemptHistory = z.infer<typeof attemptHistorySchema>;

/** Where the candidate's score stands among the assessment's candidates whose tasks are scored. */
export const reportStandingSchema = z.object({
  /** Candidates of the assessment with a scored task, this one included (m). */
  scored_candidates: z.number().int(),
  /** Of the others, how many scored lower than this candidate (n). */
  scored_below: z.number().int(),
  /** 1 + how many scored higher. */
  rank: z.number().int(),
  /** Share of the other candidates scoring lower, 0–100; null when no other candidate is scored yet. */
  percentile: z.number().int().nullable(),
});
export type ReportStanding = z.infer<typeof reportStandingSchema>;

export const candidateReportSchema = z.object({
  submission_id: idSchema,
  task_id: idSchema,
  assessment_id: idSchema.nullable(),
  organization: z.string(),
  title: z.string(),
  candidate: z.object({ name: z.string(), email: z.string() }),
  language: languageIdSchema,
  /** The automatic score, 0–100. */
  score: z.number().int().nullable(),
  passed: z.number().int(),
  total: z.number().int(),
  attempts: z.number().int(),
  status: reviewStatusSchema,
  decision: decisionSchema.nullable(),
  reviewer: z.string().nullable(),
  rubric: z.array(
    z.object({
      name: z.string(),
      weight: z.number().int(),
      score: z.number().int().nullable(),
      comment: z.string(),
    }),
  ),
  /** The rubric's weighted total, 0–100, once every criterion is scored. */
  rubric_score: z.number().int().nullable(),
  summary: z.string(),
  started_at: isoDateTimeSchema.nullable(),
  submitted_at: isoDateTimeSchema,
  /** From the task's start to its final submission, in seconds (null when it never started on the clock). */
  time_taken_seconds: z.number().int().nullable(),
  /** Null when the task is not part of an assessment or is not scored yet. */
  standing: reportStandingSchema.nullable(),
  generated_at: isoDateTimeSchema,
});
export type CandidateReport = z.infer<typeof candidateReportSchema>;

export const REPORT_LINK_DAYS = [1, 7, 30] as const;
export const createReportLinkInputSchema = z.object({
  expires_in_days: z.union(
    REPORT_LINK_DAYS.map((days) => z.literal(days)),
    {
      error: 'Choose 1, 7 or 30 days.',
    },
  ),
});
export type CreateReportLinkInput = z.infer<typeof createReportLinkInputSchema>;

export const reportLinkSchema = z.object({
  id: idSchema,
  /** The page to share, on this server's public address. */
  url: z.string(),
  created_by: z.string(),
  created_at: isoDateTimeSchema,
  expires_at: isoDateTimeSchema,
  withdrawn_at: isoDateTimeSchema.nullable(),
});
export type ReportLink = z.infer<typeof reportLinkSchema>;
export const reportLinksSchema = z.object({ links: z.array(reportLinkSchema) });

export const reportLinkParamsSchema = z.object({ id: idSchema, linkId: idSchema });
export const reportTokenParamsSchema = z.object({ token: z.string().min(1).max(1000) });

/** A report opened through a share link: the report, and until when the link opens it. */
export const sharedReportSchema = z.object({ report: candidateReportSchema, expires_at: isoDateTimeSchema });
export type SharedReport = z.infer<typeof sharedReportSchema>;

const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
};

/** The standing in words, the same in the app, the shared page and the PDF. */
export function standingSentence(standing: ReportStanding | null): string {
  if (!standing) return 'Not compared: the task is not part of an assessment or is not scored yet.';
  const others = standing.scored_candidates - 1;
  if (others === 0 || standing.percentile === null)
    return 'The only scored candidate of this assessment so far: nobody to compare with yet.';
  return `${ordinal(standing.percentile)} percentile: scored higher than ${standing.scored_below} of ${others} other ${
    others === 1 ? 'candidate' : 'candidates'
  } (rank ${standing.rank} of ${standing.scored_candidates}).`;
}

/** A duration in seconds as people say it: "1 h 5 min", "12 min 30 s", "45 s". */
export function durationText(seconds: number | null): string {
  if (seconds === null) return 'Not timed (the task was never started on the clock)';
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes > 0) return rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
  return `${rest} s`;
}

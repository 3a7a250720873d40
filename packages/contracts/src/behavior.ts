import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.js';
import { languageIdSchema } from './execution.js';
import { difficultySchema } from './task-templates.js';

/**
 * Integrity signals and behavioral analysis (issue 29; SPEC.md §2 `/behavioral-analysis`, which names no API: this is
 * its design). The editor records how a task was worked on; reviewers replay it and read signals with their evidence;
 * candidates see what is recorded about them, answer it, and see their own working style. Signals, never verdicts.
 */
export const behaviorPaths = {
  /** The candidate's editor posts its batches here (their own open task). */
  telemetry: '/behavior/tasks/:id/telemetry',
  /** The candidate's own signals once feedback is released, and their explanation. */
  candidateIntegrity: '/behavior/tasks/:id/integrity',
  candidateAppeal: '/behavior/tasks/:id/integrity/appeal',
  /** The reviewer's replay of a final submission's session and its integrity report. */
  playback: '/behavior/submissions/:id/playback',
  integrity: '/behavior/submissions/:id/integrity',
  appealReply: '/behavior/submissions/:id/integrity/appeal/reply',
  /** The candidate's working style across their practice. */
  analysis: '/behavior/analysis',
  /** Every signal's and measure's definition, published (no sign-in). */
  definitions: '/behavior/definitions',
} as const;

/** What candidates are told on the task page before they start, and what the docs say (one text, both places). */
export const TELEMETRY_NOTICE =
  'While you work, the editor records your edits, pastes (their size and whether they came from outside the editor), when this page loses or regains focus, your runs and their results, and language switches. Reviewers of an assigned task can replay it and see integrity signals, never verdicts; once feedback is released you see the same signals and can answer them. Recordings are deleted after a set period (180 days unless the platform sets another).';

/** How many days telemetry is kept by default (TELEMETRY_RETENTION_DAYS); the report's summary stays. */
export const TELEMETRY_RETENTION_DAYS_DEFAULT = 180;
/** The most one task's recording may hold; what comes after is dropped and the recording is marked capped. */
export const TELEMETRY_MAX_BYTES_PER_TASK = 2 * 1024 * 1024;
/** The most one batch may carry (a keepalive request's budget is 64 KiB in all). */
export const TELEMETRY_MAX_BATCH_BYTES = 60 * 1024;
export const TELEMETRY_MAX_EVENTS_PER_BATCH = 500;
/** How often the editor sends what it recorded (and at once when the page is hidden). */
export const TELEMETRY_FLUSH_MS = 5_000;

/**
 * A CodeMirror `ChangeSet.toJSON()`: numbers keep that many characters, `[deleted, ...inserted lines]` replaces
 * `deleted` characters by the lines joined with "\n". Compact and exact; `applyChanges` replays it without CodeMirror.
 */
export const changesSchema = z.array(z.union([z.number().int().min(0), z.array(z.union([z.number(), z.string()]))]));
export type ChangesJson = z.infer<typeof changesSchema>;

const at = z.number().int().min(0);
export const RUN_ACTIONS = ['examples', 'custom', 'check', 'final'] as const;
export const runActionSchema = z.enum(RUN_ACTIONS);
export type RunAction = z.infer<typeof runActionSchema>;

/** One thing the editor saw, at `t` (the browser's clock, ms since the epoch). */
export const telemetryEventSchema = z.discriminatedUnion('type', [
  /** The document as recording began for a language (the page opened, a language switched to). */
  z.object({ t: at, type: z.literal('snapshot'), language: languageIdSchema, doc: z.string() }),
  z.object({ t: at, type: z.literal('edit'), language: languageIdSchema, changes: changesSchema }),
  /** A paste; its text arrives in the edit that follows. `external`: not copied from this editor in this session. */
  z.object({
    t: at,
    type: z.literal('paste'),
    language: languageIdSchema,
    length: z.number().int().min(0),
    lines: z.number().int().min(0),
    external: z.boolean(),
  }),
  z.object({ t: at, type: z.literal('blur') }),
  z.object({ t: at, type: z.literal('focus') }),
  z.object({ t: at, type: z.literal('language'), from: languageIdSchema, to: languageIdSchema }),
  /** A run asked for ("examples", "custom") or an attempt or the final handed in ("check", "final"). */
  z.object({ t: at, type: z.literal('run'), action: runActionSchema, language: languageIdSchema }),
  /** What a run of the examples or of custom input answered (attempts are scored later, by the server). */
  z.object({
    t: at,
    type: z.literal('result'),
    action: runActionSchema,
    passed: z.number().int().min(0).nullable(),
    total: z.number().int().min(0).nullable(),
    compile_error: z.boolean(),
  }),
]);
export type TelemetryEvent = z.infer<typeof telemetryEventSchema>;

/** One batch: `stream` names the page load that recorded it, `seq` its place in that stream (0, 1, 2, …). */
export const telemetryBatchSchema = z.object({
  stream: z.string().uuid(),
  seq: z.number().int().min(0).max(1_000_000),
  events: z.array(telemetryEventSchema).min(1).max(TELEMETRY_MAX_EVENTS_PER_BATCH),
});
export type TelemetryBatch = z.infer<typeof telemetryBatchSchema>;

/**
 * The answer to a batch: never an error for the candidate once it is well formed. `stored` is false for a batch
 * already stored (sent twice) and for one dropped (`capped`: the task's recording is full; or the task is closed).
 */
export const telemetryReceiptSchema = z.object({ stored: z.boolean(), capped: z.boolean() });
export type TelemetryReceipt = z.infer<typeof telemetryReceiptSchema>;

/** A task's recording, in order: streams by when they began, batches by `seq`. */
export const playbackSchema = z.object({
  submission_id: idSchema,
  events: z.array(telemetryEventSchema),
  streams: z.number().int(),
  /** The recording reached its size limit: what came after was not kept. */
  capped: z.boolean(),
  /** Kept no longer (past the retention period), or never recorded. */
  available: z.boolean(),
  final: z.object({ language: languageIdSchema, code: z.string(), submitted_at: isoDateTimeSchema }),
});
export type Playback = z.infer<typeof playbackSchema>;

export const SIGNAL_TIERS = ['info', 'review', 'strong'] as const;
export const signalTierSchema = z.enum(SIGNAL_TIERS);
export type SignalTier = z.infer<typeof signalTierSchema>;
export const SIGNAL_TIER_LABELS: Record<SignalTier, string> = {
  info: 'For information',
  review: 'Worth a look',
  strong: 'Strong signal',
};

export const SIGNAL_KINDS = [
  'external_paste',
  'paste_matches_submission',
  'time_away',
  'fast_solve',
  'similar_code',
] as const;
export const signalKindSchema = z.enum(SIGNAL_KINDS);
export type SignalKind = z.infer<typeof signalKindSchema>;

/** Winnowing (MOSS): every k-token sequence hashed, the smallest hash of each window of `window` hashes kept. */
export const SIMILARITY_WINNOWING = { k: 12, window: 8 } as const;

/** The thresholds the definitions below state; the report applies exactly these. */
export const SIGNAL_THRESHOLDS = {
  externalPasteChars: 200,
  externalPasteLines: 5,
  /** A paste that is this share of the submitted code or more is strong. */
  externalPasteStrongShare: 0.5,
  /** Share of a paste's fingerprints found in another submission. */
  pasteMatchShare: 0.5,
  timeAwayInfoMs: 60_000,
  timeAwayReviewMs: 5 * 60_000,
  timeAwayReviewShare: 0.2,
  /** Faster than this share of the candidate's median for the difficulty, over at least `fastSolveHistory` solves. */
  fastSolveShare: 0.25,
  fastSolveHistory: 3,
  fastSolveMinScore: 80,
  similarityReview: 0.6,
  similarityStrong: 0.85,
} as const;
const T = SIGNAL_THRESHOLDS;
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** Every signal's published definition: what it measures, when it is raised, at which tier, and what it is not. */
export const SIGNAL_DEFINITIONS: Record<SignalKind, { title: string; definition: string }> = {
  external_paste: {
    title: 'Large paste from outside the editor',
    definition: `Text of at least ${T.externalPasteChars} characters or ${T.externalPasteLines} lines pasted into the editor that was not copied from the editor itself in the same session. Worth a look; strong when the paste is ${percent(T.externalPasteStrongShare)} or more of the submitted code. Pasting your own notes or a snippet you wrote elsewhere raises it too.`,
  },
  paste_matches_submission: {
    title: 'Paste matching another submission',
    definition: `A pasted text of which ${percent(T.pasteMatchShare)} or more of the fingerprints (see code similarity) appear in another candidate's submission of the same task version. Strong.`,
  },
  time_away: {
    title: 'Time away from the page during a timed task',
    definition: `The time the task's page was hidden or out of focus while a timed task's clock ran: for information from ${T.timeAwayInfoMs / 60_000} minute in all; worth a look from ${T.timeAwayReviewMs / 60_000} minutes or ${percent(T.timeAwayReviewShare)} of the time allowed. Reading documentation in another window raises it too.`,
  },
  fast_solve: {
    title: 'Much faster than the candidate’s own history',
    definition: `A score of ${T.fastSolveMinScore} or more, reached from the task's start to its submission in less than ${percent(T.fastSolveShare)} of the candidate's median time for tasks of the same difficulty, over at least ${T.fastSolveHistory} earlier solved tasks. Worth a look. Having solved a similar problem before raises it too.`,
  },
  similar_code: {
    title: 'Code similar to another submission or a reference solution',
    definition: `The share of the submission's fingerprints (winnowed sequences of ${SIMILARITY_WINNOWING.k} tokens, names and literals normalised, starter code left out) found in another submission of the same task version or in a reference solution: worth a look from ${percent(T.similarityReview)}, strong from ${percent(T.similarityStrong)}. Short tasks have few ways to be solved, so read the matching regions before anything else.`,
  },
};

const lineRangeSchema = z.object({ from: z.number().int().min(1), to: z.number().int().min(1) });
export type LineRange = z.infer<typeof lineRangeSchema>;

/** A submission or reference solution this one resembles, with the matching regions side by side. */
export const similarityMatchSchema = z.object({
  kind: z.enum(['submission', 'reference']),
  /** The other submission (null for a reference solution). */
  submission_id: idSchema.nullable(),
  /** Named only for the caller's own organization's candidates. */
  candidate_name: z.string().nullable(),
  same_organization: z.boolean(),
  language: languageIdSchema,
  score: z.number().min(0).max(1),
  regions: z.array(z.object({ this: lineRangeSchema, other: lineRangeSchema })),
  /** The other code, shown beside this one when the caller may read it (their organization's, or their template's). */
  other_code: z.string().nullable(),
});
export type SimilarityMatch = z.infer<typeof similarityMatchSchema>;

export const integritySignalSchema = z.object({
  kind: signalKindSchema,
  tier: signalTierSchema,
  title: z.string(),
  definition: z.string(),
  /** When it happened (a paste), or null for what spans the session (time away, similarity). */
  at: isoDateTimeSchema.nullable(),
  /** What it rests on, in words (sizes, times, shares). */
  evidence: z.string(),
  /** The pasted text, for a paste; lines of the submitted code it touches. */
  excerpt: z.string().nullable(),
});
export type IntegritySignal = z.infer<typeof integritySignalSchema>;

export const appealSchema = z.object({
  explanation: z.string(),
  submitted_at: isoDateTimeSchema,
  reply: z.string().nullable(),
  replied_at: isoDateTimeSchema.nullable(),
  replied_by: z.string().nullable(),
});
export type Appeal = z.infer<typeof appealSchema>;

export const integrityReportSchema = z.object({
  submission_id: idSchema,
  /** Null while the report is being prepared (the submission is still being scored). */
  computed_at: isoDateTimeSchema.nullable(),
  signals: z.array(integritySignalSchema),
  matches: z.array(similarityMatchSchema),
  summary: z.object({ info: z.number().int(), review: z.number().int(), strong: z.number().int() }),
  /** The recording this rests on (false once deleted under the retention period; the summary stays). */
  telemetry_available: z.boolean(),
  telemetry_capped: z.boolean(),
  appeal: appealSchema.nullable(),
});
export type IntegrityReport = z.infer<typeof integrityReportSchema>;

/** The candidate's view: their own signals (no other candidate's code), and their explanation. */
export const candidateIntegritySchema = integrityReportSchema
  .omit({ matches: true })
  .extend({ can_appeal: z.boolean() });
export type CandidateIntegrity = z.infer<typeof candidateIntegritySchema>;

export const appealInputSchema = z.object({
  explanation: z
    .string()
    .trim()
    .min(1, 'Write your explanation.')
    .max(4000, 'Keep your explanation under 4,000 characters.'),
});
export type AppealInput = z.infer<typeof appealInputSchema>;
export const appealReplyInputSchema = z.object({
  reply: z.string().trim().min(1, 'Write your answer.').max(4000, 'Keep your answer under 4,000 characters.'),
});
export type AppealReplyInput = z.infer<typeof appealReplyInputSchema>;

export const MEASURE_KEYS = [
  'time_to_first_run',
  'edit_run_cycles',
  'tested_before_submit',
  'recovery_runs',
  'active_minutes',
] as const;
export type MeasureKey = (typeof MEASURE_KEYS)[number];

/** The behavioral analysis' measures, each defined where it is shown (one click away). */
export const MEASURE_DEFINITIONS: Record<MeasureKey, { label: string; unit: string; definition: string }> = {
  time_to_first_run: {
    label: 'Time to first run',
    unit: 'minutes',
    definition:
      'From opening a task to your first run of the examples or of your own input, the median over your practice tasks: reading and planning before running, or running early to explore.',
  },
  edit_run_cycles: {
    label: 'Edit–run cycles',
    unit: 'per task',
    definition:
      'How many times per task you changed the code and then ran it (examples, your own input or every test), the median over your practice tasks: small steps checked often, or long stretches written before running.',
  },
  tested_before_submit: {
    label: 'Tested before submitting',
    unit: '% of tasks',
    definition:
      'The share of your final submissions whose code you ran (examples, your own input or every test) after your last edit and before submitting.',
  },
  recovery_runs: {
    label: 'Runs to recover from a failure',
    unit: 'runs',
    definition:
      'After a run that failed (a test failed or the code did not compile), how many runs it took until one passed everything it ran, the median over such failures: your debugging pattern.',
  },
  active_minutes: {
    label: 'Active time per task',
    unit: 'minutes',
    definition:
      'Time the task’s page was in focus from opening the task to submitting it, the median over your practice tasks; pauses of more than five minutes without an event are left out.',
  },
};

export const measureSchema = z.object({
  key: z.enum(MEASURE_KEYS),
  label: z.string(),
  unit: z.string(),
  definition: z.string(),
  /** Over every task in the period; null with no task to measure. */
  value: z.number().nullable(),
  /** One point per ISO week with tasks (oldest first). */
  trend: z.array(z.object({ week: z.string(), value: z.number() })),
});
export type Measure = z.infer<typeof measureSchema>;

export const behaviorAnalysisSchema = z.object({
  tasks: z.number().int(),
  measures: z.array(measureSchema),
  by_difficulty: z.array(z.object({ difficulty: difficultySchema, tasks: z.number().int(), minutes: z.number() })),
  by_language: z.array(z.object({ language: languageIdSchema, tasks: z.number().int() })),
});
export type BehaviorAnalysis = z.infer<typeof behaviorAnalysisSchema>;

export const behaviorDefinitionsSchema = z.object({
  notice: z.string(),
  retention_days: z.number().int(),
  signals: z.array(z.object({ kind: signalKindSchema, title: z.string(), definition: z.string() })),
  tiers: z.array(z.object({ tier: signalTierSchema, label: z.string() })),
  measures: z.array(z.object({ key: z.enum(MEASURE_KEYS), label: z.string(), definition: z.string() })),
});
export type BehaviorDefinitions = z.infer<typeof behaviorDefinitionsSchema>;

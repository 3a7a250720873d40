import { z } from 'zod';
import { isoDateTimeSchema, pageQuerySchema } from './common.js';
import { languageIdSchema } from './execution.js';
import { difficultySchema } from './task-templates.js';

/**
 * Simulations: full mock interviews (issue 32; SPEC.md §7 names `POST /simulations`, `GET /simulations/{userId}` and
 * `PATCH /simulations/{id}`, not the shapes). A simulation is one run of a **scenario** — a named sequence of timed
 * stages with an interviewer persona — and ends in a report. The server's clock rules: a stage whose time runs out is
 * submitted as it stood and the next begins, whether or not a browser is open.
 */
export const simulationPaths = {
  scenarios: '/simulations/scenarios',
  start: '/simulations',
  /** The caller's own list, or the simulations another user shared with the caller's organization. */
  list: '/simulations/:userId',
  detail: '/simulations/:userId/:id',
  /** Start, advance, pause, resume, abandon, share. */
  change: '/simulations/:id',
  /** The current stage's work in progress (what time-up submits). */
  work: '/simulations/:id/stages/:stageKey/work',
  /** A coding or debugging stage's code against its challenge's visible tests. */
  test: '/simulations/:id/stages/:stageKey/test',
  /** A clarifying question to the persona, answered from the stage's script. */
  messages: '/simulations/:id/messages',
} as const;

export const SIMULATION_STATUSES = ['scheduled', 'in_progress', 'paused', 'completed', 'abandoned', 'expired'] as const;
export const simulationStatusSchema = z.enum(SIMULATION_STATUSES);
export type SimulationStatus = z.infer<typeof simulationStatusSchema>;

export const SIMULATION_STATUS_LABELS: Record<SimulationStatus, string> = {
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  paused: 'Paused',
  completed: 'Completed',
  abandoned: 'Abandoned',
  expired: 'Expired',
};

export const SIMULATION_ROLES = ['frontend', 'backend', 'data', 'general'] as const;
export const simulationRoleSchema = z.enum(SIMULATION_ROLES);
export type SimulationRole = z.infer<typeof simulationRoleSchema>;

export const STAGE_KINDS = ['coding', 'debugging', 'review', 'design', 'behavioural'] as const;
export const stageKindSchema = z.enum(STAGE_KINDS);
export type StageKind = z.infer<typeof stageKindSchema>;

export const STAGE_KIND_LABELS: Record<StageKind, string> = {
  coding: 'Coding',
  debugging: 'Debugging',
  review: 'Code review',
  design: 'System design',
  behavioural: 'Behavioural',
};

/** Stages the runner scores; the others are scored against the scenario's known issues or a rubric. */
export const CODE_STAGE_KINDS = ['coding', 'debugging'] as const satisfies readonly StageKind[];
export const WRITTEN_STAGE_KINDS = ['design', 'behavioural'] as const satisfies readonly StageKind[];

export const SIMULATION_LIMITS = {
  /** A paused simulation untouched this long expires (a mock interview is not a week-long take-home). */
  pausedExpiresAfterHours: 24,
  /** A scheduled simulation not started this long after its time expires. */
  scheduledExpiresAfterHours: 24,
  /** How far ahead a simulation may be scheduled. */
  scheduleAheadDays: 30,
  messageChars: 1_000,
  reviewComments: 50,
  reviewCommentChars: 2_000,
  writtenAnswerChars: 10_000,
  diagramChars: 20_000,
  /** A stage scoring at or over this is a strength in the report; under it, a gap (with what was missed). */
  strengthScore: 80,
} as const;

export const SIMULATION_ERROR_CODES = {
  /** A change the simulation's status does not allow (409). */
  transition: 'SIMULATION_TRANSITION_REFUSED',
  /** Another simulation is running or paused (409). */
  active: 'SIMULATION_ALREADY_RUNNING',
  /** Work or an advance for a stage that is not the running one (409). */
  stageEnded: 'SIMULATION_STAGE_ENDED',
} as const;

// ---- Scenario content (content/simulations/<slug>.json) ----

const keySchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A key is lowercase words joined by "-".')
  .max(60);

/** What the persona says in a stage: deterministic, chosen by rules from the stage's script. */
export const stageScriptSchema = z.object({
  /** Said as the stage opens. */
  introduction: z.string().min(1),
  /** Answers to clarifying questions: a question matching any keyword gets the answer (most keywords matched wins). */
  clarifications: z.array(z.object({ keywords: z.array(z.string().min(2)).min(1), answer: z.string().min(1) })),
  /** Said when no clarification matches a question. */
  fallback: z.string().min(1),
  /** Said when the stage's clock passes `atPercent` of its time. */
  nudges: z.array(z.object({ atPercent: z.number().int().min(1).max(99), message: z.string().min(1) })),
  /**
   * Coding and debugging stages: the follow-up after the code is judged, overriding the persona's defaults.
   * `{passed}`, `{total}` and `{test}` (the first failed test's name) are filled in.
   */
  followUps: z
    .object({
      allPassed: z.string().min(1).optional(),
      someFailed: z.string().min(1).optional(),
      compileError: z.string().min(1).optional(),
      empty: z.string().min(1).optional(),
    })
    .optional(),
});
export type StageScript = z.infer<typeof stageScriptSchema>;

export const simulationRubricCriterionSchema = z.object({
  key: keySchema,
  criterion: z.string().min(1),
  points: z.number().int().min(1).max(10),
});
export type SimulationRubricCriterion = z.infer<typeof simulationRubricCriterionSchema>;

/** A learning-path step (or the whole path) that addresses a gap the stage reveals. */
export const learningLinkSchema = z.object({ path: z.string().min(1), step: z.string().min(1).optional() });

const stageBase = {
  key: keySchema,
  title: z.string().min(1).max(120),
  minutes: z.number().int().min(1).max(120),
  /** What the candidate is asked to do (Markdown). */
  prompt: z.string().min(1),
  script: stageScriptSchema,
  learning: z.array(learningLinkSchema).default([]),
};

export const REVIEW_SEVERITIES = ['high', 'medium', 'low'] as const;
export const reviewSeveritySchema = z.enum(REVIEW_SEVERITIES);
/** A known issue's weight in the review score. */
export const REVIEW_SEVERITY_WEIGHTS = { high: 3, medium: 2, low: 1 } as const;
/** A comment finds an issue when it is on the issue's file within this many lines of it. */
export const REVIEW_LINE_TOLERANCE = 2;

export const reviewIssueSchema = z.object({
  key: keySchema,
  file: z.string().min(1),
  /** The line in the changed (new) file. */
  line: z.number().int().min(1),
  severity: reviewSeveritySchema,
  title: z.string().min(1),
  explanation: z.string().min(1),
});
export type ReviewIssue = z.infer<typeof reviewIssueSchema>;

export const scenarioStageSchema = z.discriminatedUnion('kind', [
  z.object({ ...stageBase, kind: z.literal('coding'), challenge: z.string().startsWith('library-') }),
  /** A fix-the-bug challenge of the library: its starter is the broken code. */
  z.object({ ...stageBase, kind: z.literal('debugging'), challenge: z.string().startsWith('library-') }),
  z.object({
    ...stageBase,
    kind: z.literal('review'),
    /** A unified diff, as `git diff` prints it. */
    diff: z.string().min(1),
    issues: z.array(reviewIssueSchema).min(1),
  }),
  z.object({
    ...stageBase,
    kind: z.literal('design'),
    /** The structured notes template: one text field per section. A diagram field comes with every design stage. */
    sections: z.array(z.object({ key: keySchema, heading: z.string().min(1), guidance: z.string().min(1) })).min(1),
    rubric: z.array(simulationRubricCriterionSchema).min(1),
  }),
  z.object({
    ...stageBase,
    kind: z.literal('behavioural'),
    questions: z.array(z.object({ key: keySchema, question: z.string().min(1), guidance: z.string().min(1) })).min(1),
    rubric: z.array(simulationRubricCriterionSchema).min(1),
  }),
]);
export type ScenarioStage = z.infer<typeof scenarioStageSchema>;

export const scenarioContentSchema = z
  .object({
    slug: keySchema,
    title: z.string().min(1).max(120),
    summary: z.string().min(1).max(400),
    role: simulationRoleSchema,
    difficulty: difficultySchema,
    /** The overall budget: at least the stages' minutes together. */
    minutes: z.number().int().min(1).max(360),
    persona: z.object({
      name: z.string().min(1),
      title: z.string().min(1),
      /** Said when the simulation starts. */
      introduction: z.string().min(1),
      /** Said when the last stage ends. */
      closing: z.string().min(1),
    }),
    stages: z.array(scenarioStageSchema).min(1).max(6),
  })
  .superRefine((scenario, context) => {
    const stageMinutes = scenario.stages.reduce((sum, stage) => sum + stage.minutes, 0);
    if (stageMinutes > scenario.minutes)
      context.addIssue({ code: 'custom', message: `The stages take ${stageMinutes} minutes, over the scenario's.` });
    const keys = scenario.stages.map((stage) => stage.key);
    if (new Set(keys).size !== keys.length) context.addIssue({ code: 'custom', message: 'Stage keys repeat.' });
  });
export type ScenarioContent = z.infer<typeof scenarioContentSchema>;

// ---- API shapes ----

export const scenarioSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  role: simulationRoleSchema,
  difficulty: difficultySchema,
  minutes: z.number().int(),
  persona: z.object({ name: z.string(), title: z.string() }),
  stages: z.array(z.object({ key: z.string(), kind: stageKindSchema, title: z.string(), minutes: z.number().int() })),
});
export type ScenarioSummary = z.infer<typeof scenarioSummarySchema>;

export const scenarioListSchema = z.object({ items: z.array(scenarioSummarySchema) });

export const startSimulationSchema = z.object({
  scenario: z.string().min(1).max(100),
  /** Later: the simulation waits as `scheduled` until started. Omitted: it starts now. */
  scheduledFor: isoDateTimeSchema.optional(),
});
export type StartSimulation = z.infer<typeof startSimulationSchema>;

export const SIMULATION_ACTIONS = ['start', 'advance', 'pause', 'resume', 'abandon', 'share'] as const;
export const changeSimulationSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('start') }),
  /** Submits the running stage as it stands; `stageKey` names it, so a repeated click or a race with time-up is safe. */
  z.object({ action: z.literal('advance'), stageKey: z.string().min(1) }),
  z.object({ action: z.literal('pause') }),
  z.object({ action: z.literal('resume') }),
  z.object({ action: z.literal('abandon') }),
  /** Shares the report with an organization the caller belongs to (its reviewers may read it); null stops sharing. */
  z.object({ action: z.literal('share'), organizationId: z.string().min(1).nullable() }),
]);
export type ChangeSimulation = z.infer<typeof changeSimulationSchema>;

export const simulationListQuerySchema = pageQuerySchema.extend({ status: simulationStatusSchema.optional() });
export type SimulationListQuery = z.infer<typeof simulationListQuerySchema>;

const selfAssessmentLevelSchema = z.enum(['met', 'partly', 'missed']);
export type SelfAssessmentLevel = z.infer<typeof selfAssessmentLevelSchema>;
/** What each level earns of a criterion's points. */
export const SELF_ASSESSMENT_SHARE: Record<SelfAssessmentLevel, number> = { met: 1, partly: 0.5, missed: 0 };

const answerText = z.string().max(SIMULATION_LIMITS.writtenAnswerChars);
const selfAssessmentSchema = z.record(z.string(), selfAssessmentLevelSchema);

/** A stage's work in progress, by kind: what the candidate saves and what time-up submits. */
export const stageWorkSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('code'),
    language: languageIdSchema,
    code: z.string().max(128 * 1024),
  }),
  z.object({
    kind: z.literal('review'),
    comments: z
      .array(
        z.object({
          file: z.string().min(1).max(300),
          line: z.number().int().min(1),
          body: z.string().min(1).max(SIMULATION_LIMITS.reviewCommentChars),
        }),
      )
      .max(SIMULATION_LIMITS.reviewComments),
  }),
  z.object({
    kind: z.literal('written'),
    /** Design: one entry per section key; behavioural: one per question key. */
    answers: z.record(z.string(), answerText),
    /** Design stages only: the diagram, as text (Mermaid or ASCII). */
    diagram: z.string().max(SIMULATION_LIMITS.diagramChars).optional(),
    /** The candidate's rating of their answer against each rubric criterion. */
    selfAssessment: selfAssessmentSchema,
  }),
]);
export type StageWork = z.infer<typeof stageWorkSchema>;

/** `unfinished`: the simulation was abandoned or expired while the stage ran (its work is kept, not scored). */
export const STAGE_STATUSES = ['pending', 'active', 'scoring', 'scored', 'unfinished'] as const;
export const stageStatusSchema = z.enum(STAGE_STATUSES);

export const STAGE_END_REASONS = ['submitted', 'time_up', 'abandoned'] as const;

/** A stage's score and what it is made of, by kind. */
export const stageResultSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('code'),
    score: z.number().int(),
    language: languageIdSchema.nullable(),
    passed: z.number().int(),
    total: z.number().int(),
    compileError: z.boolean(),
    /** The failed tests' names, hidden ones included (their inputs stay secret). */
    failedTests: z.array(z.string()),
  }),
  z.object({
    kind: z.literal('review'),
    score: z.number().int(),
    found: z.array(reviewIssueSchema.pick({ key: true, title: true, severity: true, file: true, line: true })),
    missed: z.array(reviewIssueSchema),
    /** Comments that matched no known issue (not penalized: a real reviewer may see more). */
    otherComments: z.number().int(),
  }),
  z.object({
    kind: z.literal('written'),
    score: z.number().int(),
    criteria: z.array(
      simulationRubricCriterionSchema.extend({
        level: selfAssessmentLevelSchema,
        suggested: selfAssessmentLevelSchema.nullable(),
      }),
    ),
    /** A language model's reading of the answer against the rubric, when a provider is configured: advice only. */
    suggestion: z.object({ score: z.number().int(), note: z.string() }).nullable(),
  }),
]);
export type StageResult = z.infer<typeof stageResultSchema>;

/** What the candidate works with in a stage, by kind (sent once the stage has begun). */
export const stageWorkspaceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('code'),
    challengeId: z.string(),
    challengeTitle: z.string(),
    statement: z.string(),
    languages: z.array(z.object({ language: languageIdSchema, starterCode: z.string() })),
    examples: z.array(z.object({ id: z.string(), name: z.string(), input: z.string(), expectedOutput: z.string() })),
  }),
  z.object({
    kind: z.literal('review'),
    diff: z.string(),
  }),
  z.object({
    kind: z.literal('written'),
    /** Design sections or behavioural questions. */
    fields: z.array(z.object({ key: z.string(), heading: z.string(), guidance: z.string() })),
    diagram: z.boolean(),
    rubric: z.array(simulationRubricCriterionSchema),
  }),
]);
export type StageWorkspace = z.infer<typeof stageWorkspaceSchema>;

export const simulationStageSchema = z.object({
  key: z.string(),
  kind: stageKindSchema,
  title: z.string(),
  minutes: z.number().int(),
  status: stageStatusSchema,
  startedAt: isoDateTimeSchema.nullable(),
  endedAt: isoDateTimeSchema.nullable(),
  endedBy: z.enum(STAGE_END_REASONS).nullable(),
  /** Time the stage has used so far. */
  usedMs: z.number().int(),
  /** The prompt and workspace, once the stage has begun (the stages ahead are only named). */
  prompt: z.string().nullable(),
  workspace: stageWorkspaceSchema.nullable(),
  work: stageWorkSchema.nullable(),
  workSavedAt: isoDateTimeSchema.nullable(),
  result: stageResultSchema.nullable(),
});
export type SimulationStage = z.infer<typeof simulationStageSchema>;

export const PERSONA_MESSAGE_KINDS = [
  'introduction',
  'stage_introduction',
  'question',
  'clarification',
  'nudge',
  'follow_up',
  'closing',
] as const;

export const simulationMessageSchema = z.object({
  id: z.string(),
  stageKey: z.string().nullable(),
  from: z.enum(['persona', 'candidate']),
  kind: z.enum(PERSONA_MESSAGE_KINDS),
  body: z.string(),
  /** Phrased by the configured language model (from the scripted message); false: the script's own words. */
  phrasedByModel: z.boolean(),
  at: isoDateTimeSchema,
});
export type SimulationMessage = z.infer<typeof simulationMessageSchema>;

export const learningStepLinkSchema = z.object({
  pathId: z.string(),
  pathTitle: z.string(),
  stepKey: z.string().nullable(),
  stepTitle: z.string().nullable(),
});

export const simulationReportSchema = z.object({
  /** The stages' scores weighted by their minutes, 0–100. */
  overallScore: z.number().int(),
  stages: z.array(
    z.object({
      key: z.string(),
      kind: stageKindSchema,
      title: z.string(),
      score: z.number().int(),
      summary: z.string(),
    }),
  ),
  strengths: z.array(z.string()),
  gaps: z.array(z.object({ stageKey: z.string(), text: z.string(), learning: z.array(learningStepLinkSchema) })),
  /** The keys of the stages the simulation ended during (abandoned or expired): not scored, not in the overall score. */
  unfinished: z.array(z.string()),
});
export type SimulationReport = z.infer<typeof simulationReportSchema>;

const scenarioRefSchema = scenarioSummarySchema.pick({
  slug: true,
  title: true,
  role: true,
  difficulty: true,
  minutes: true,
  persona: true,
});

export const simulationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  scenario: scenarioRefSchema,
  status: simulationStatusSchema,
  scheduledFor: isoDateTimeSchema.nullable(),
  startedAt: isoDateTimeSchema.nullable(),
  endedAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  currentStageKey: z.string().nullable(),
  /** When the running stage's time runs out, by the server's clock (null unless running). */
  stageDeadlineAt: isoDateTimeSchema.nullable(),
  /** When the whole simulation's time runs out (null unless running). */
  overallDeadlineAt: isoDateTimeSchema.nullable(),
  /** The running or paused stage's time left. */
  stageRemainingMs: z.number().int().nullable(),
  overallRemainingMs: z.number().int().nullable(),
  serverTime: isoDateTimeSchema,
  sharedWith: z.object({ id: z.string(), name: z.string() }).nullable(),
  stages: z.array(simulationStageSchema),
  messages: z.array(simulationMessageSchema),
  /** Once the simulation has ended and every ended stage is scored. */
  report: simulationReportSchema.nullable(),
});
export type Simulation = z.infer<typeof simulationSchema>;

export const simulationListItemSchema = z.object({
  id: z.string(),
  scenario: scenarioRefSchema,
  status: simulationStatusSchema,
  scheduledFor: isoDateTimeSchema.nullable(),
  startedAt: isoDateTimeSchema.nullable(),
  endedAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  currentStageTitle: z.string().nullable(),
  overallScore: z.number().int().nullable(),
  sharedWith: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type SimulationListItem = z.infer<typeof simulationListItemSchema>;

export const simulationTrendsSchema = z.object({
  completed: z.number().int(),
  averageScore: z.number().int().nullable(),
  byKind: z.array(z.object({ kind: stageKindSchema, averageScore: z.number().int(), stages: z.number().int() })),
  /** The last ten completed, oldest first: the score's line over time. */
  recent: z.array(z.object({ id: z.string(), title: z.string(), endedAt: isoDateTimeSchema, score: z.number().int() })),
});
export type SimulationTrends = z.infer<typeof simulationTrendsSchema>;

export const simulationListSchema = z.object({
  items: z.array(simulationListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Over every completed simulation the caller may see in this list, whatever the filter. */
  trends: simulationTrendsSchema,
});
export type SimulationList = z.infer<typeof simulationListSchema>;

export const saveStageWorkSchema = z.object({ work: stageWorkSchema });
export const savedStageWorkSchema = z.object({ savedAt: isoDateTimeSchema });

export const simulationQuestionSchema = z.object({
  body: z.string().trim().min(1).max(SIMULATION_LIMITS.messageChars),
});
export const simulationMessagesSchema = z.object({ messages: z.array(simulationMessageSchema) });

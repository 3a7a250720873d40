import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.js';
import { difficultySchema } from './task-templates.js';

/**
 * Learning paths and verifiable certificates (issue 30; SPEC.md §2 `/learning…`, `/admin/learning`, which name no
 * API: this is its design). A path has modules, a module has steps — a lesson (Markdown), a library challenge (solved in
 * the normal editor) or a quiz (checked on the server). Paths are versioned like templates: publishing makes a new
 * version and enrolled learners keep theirs until they move. Completing a path issues an Open Badges 3.0 credential
 * signed with Ed25519 (a JWT-VC) that anyone can verify against the issuer's published DID document.
 */
export const learningPaths = {
  catalogue: '/learning/paths',
  path: '/learning/paths/:id',
  enroll: '/learning/paths/:id/enroll',
  /** Moves the caller's enrollment to the path's newest version; progress on steps both versions share is kept. */
  upgrade: '/learning/paths/:id/upgrade',
  step: '/learning/paths/:id/steps/:stepKey',
  completeStep: '/learning/paths/:id/steps/:stepKey/complete',
  quizAttempt: '/learning/paths/:id/steps/:stepKey/quiz',
  /** Time spent on a step, sent by the open page at most once a minute. */
  time: '/learning/paths/:id/time',
  progress: '/learning/progress/:id',
  me: '/learning/me',
  goal: '/learning/me/goal',
  resources: '/learning/resources',
  certificates: '/learning/certificates',
  certificatePdf: '/learning/certificates/:id/pdf',
  /** Public (no sign-in): a certificate as its verification page reads it, and the revocation status list. */
  publicCertificate: '/credentials/:id',
  statusList: '/credentials/status/:list',
  /** Platform admin: authoring, figures and revocation. */
  adminPaths: '/admin/learning/paths',
  adminPath: '/admin/learning/paths/:id',
  adminDraft: '/admin/learning/paths/:id/draft',
  adminPublish: '/admin/learning/paths/:id/publish',
  adminRetire: '/admin/learning/paths/:id/retire',
  adminRestore: '/admin/learning/paths/:id/restore',
  adminFunnel: '/admin/learning/paths/:id/funnel',
  adminCertificates: '/admin/learning/certificates',
  adminRevoke: '/admin/learning/certificates/:id/revoke',
} as const;

/** The issuer's DID document (did:web), served at the site's root so the DID resolves without asking us anything else. */
export const DID_DOCUMENT_PATH = '/.well-known/did.json';

export const LEARNING_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const learningLevelSchema = z.enum(LEARNING_LEVELS);
export type LearningLevel = z.infer<typeof learningLevelSchema>;

export const STEP_KINDS = ['lesson', 'challenge', 'quiz'] as const;
export const stepKindSchema = z.enum(STEP_KINDS);
export type StepKind = z.infer<typeof stepKindSchema>;

/** `sequential`: a step opens once every step before it is complete; `free`: any step, in any order. */
export const UNLOCK_RULES = ['sequential', 'free'] as const;
export const unlockRuleSchema = z.enum(UNLOCK_RULES);
export type UnlockRule = z.infer<typeof unlockRuleSchema>;

export const RESOURCE_KINDS = ['documentation', 'cheat_sheet', 'article', 'tool'] as const;
export const resourceKindSchema = z.enum(RESOURCE_KINDS);

/** Keys are stable across versions: progress is kept per step key, so an edited step keeps its learners' progress. */
export const contentKeySchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens.')
  .max(80);
const minutesSchema = z.number().int().min(1).max(600);
const markdownSchema = z.string().min(1).max(60_000);

export const quizOptionSchema = z.object({ key: contentKeySchema, text: z.string().min(1).max(2_000) });
/** A question as authored: with its answer. Learners never receive `correct` or `explanation` before they answer. */
export const quizQuestionSchema = z
  .object({
    key: contentKeySchema,
    prompt: markdownSchema,
    /** `single`: exactly one option is right; `multiple`: every right option and no other must be chosen. */
    kind: z.enum(['single', 'multiple']),
    options: z.array(quizOptionSchema).min(2).max(8),
    correct: z.array(contentKeySchema).min(1),
    explanation: z.string().min(1).max(4_000),
  })
  .superRefine((question, ctx) => {
    const keys = new Set(question.options.map((option) => option.key));
    if (keys.size !== question.options.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Each option needs its own key.' });
    if (question.correct.some((key) => !keys.has(key)))
      ctx.addIssue({ code: 'custom', path: ['correct'], message: 'A right answer must be one of the options.' });
    if (question.kind === 'single' && question.correct.length !== 1)
      ctx.addIssue({ code: 'custom', path: ['correct'], message: 'A single-choice question has exactly one answer.' });
  });
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

const stepBase = { key: contentKeySchema, title: z.string().min(1).max(200), minutes: minutesSchema };
export const lessonStepSchema = z.object({ ...stepBase, kind: z.literal('lesson'), body: markdownSchema });
export const challengeStepSchema = z.object({
  ...stepBase,
  kind: z.literal('challenge'),
  /** The library challenge's folder name (content/challenges/<slug>); its template is `library-<slug>`. */
  challenge: contentKeySchema,
  /** What to take from this challenge, shown above the button that opens it. */
  body: markdownSchema,
});
export const quizStepSchema = z.object({
  ...stepBase,
  kind: z.literal('quiz'),
  body: markdownSchema.optional(),
  questions: z.array(quizQuestionSchema).min(1).max(30),
  /** The share of questions to get right to complete the step. */
  pass_percent: z.number().int().min(1).max(100).default(80),
});
export const stepSchema = z.discriminatedUnion('kind', [lessonStepSchema, challengeStepSchema, quizStepSchema]);
export type Step = z.infer<typeof stepSchema>;

export const moduleSchema = z.object({
  key: contentKeySchema,
  title: z.string().min(1).max(200),
  summary: z.string().min(1).max(1_000),
  steps: z.array(stepSchema).min(1).max(60),
});
export type LearningModule = z.infer<typeof moduleSchema>;

export const resourceSchema = z.object({
  title: z.string().min(1).max(200),
  url: z.string().url().max(2_000),
  kind: resourceKindSchema,
  description: z.string().min(1).max(1_000),
});
export type LearningResource = z.infer<typeof resourceSchema>;

/** A path's content as authored: what a draft holds and what a version freezes. */
export const pathContentSchema = z
  .object({
    title: z.string().min(1).max(200),
    summary: z.string().min(1).max(500),
    description: markdownSchema,
    level: learningLevelSchema,
    topics: z.array(z.string().min(1).max(40)).max(10),
    unlock: unlockRuleSchema,
    /** Paths (by id) a learner completes before enrolling in this one. */
    prerequisites: z.array(idSchema).max(10),
    resources: z.array(resourceSchema).max(60),
    modules: z.array(moduleSchema).min(1).max(40),
  })
  .superRefine((content, ctx) => {
    const seen = new Set<string>();
    content.modules.forEach((module, m) => {
      if (seen.has(`module:${module.key}`))
        ctx.addIssue({
          code: 'custom',
          path: ['modules', m, 'key'],
          message: `Module key "${module.key}" is used twice.`,
        });
      seen.add(`module:${module.key}`);
      module.steps.forEach((step, s) => {
        if (seen.has(step.key))
          ctx.addIssue({
            code: 'custom',
            path: ['modules', m, 'steps', s, 'key'],
            message: `Step key "${step.key}" is used twice in this path.`,
          });
        seen.add(step.key);
      });
    });
  });
export type PathContent = z.infer<typeof pathContentSchema>;

// ---- What learners read ----------------------------------------------------------------------------------------

export const STEP_STATUSES = ['locked', 'available', 'completed'] as const;
export const stepStatusSchema = z.enum(STEP_STATUSES);
export type StepStatus = z.infer<typeof stepStatusSchema>;

export const stepRefSchema = z.object({
  key: z.string(),
  title: z.string(),
  module_title: z.string(),
  kind: stepKindSchema,
});
export type StepRef = z.infer<typeof stepRefSchema>;

export const enrollmentSchema = z.object({
  version: z.number().int(),
  enrolled_at: isoDateTimeSchema,
  completed_steps: z.number().int(),
  total_steps: z.number().int(),
  percent: z.number().int().min(0).max(100),
  completed_at: isoDateTimeSchema.nullable(),
  /** Where to resume: the step last opened if unfinished, else the first step not yet complete (null when done). */
  next_step: stepRefSchema.nullable(),
  certificate_id: idSchema.nullable(),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;

const prerequisiteSchema = z.object({ id: idSchema, title: z.string(), completed: z.boolean() });

export const pathSummarySchema = z.object({
  id: idSchema,
  title: z.string(),
  summary: z.string(),
  level: learningLevelSchema,
  topics: z.array(z.string()),
  version: z.number().int(),
  modules: z.number().int(),
  steps: z.number().int(),
  minutes: z.number().int(),
  challenges: z.number().int(),
  prerequisites: z.array(prerequisiteSchema),
  /** Every prerequisite is complete (or there are none). */
  open: z.boolean(),
  enrollment: enrollmentSchema.nullable(),
  learners: z.number().int(),
});
export type PathSummary = z.infer<typeof pathSummarySchema>;

export const CATALOGUE_FILTERS = ['all', 'enrolled', 'not_enrolled', 'completed'] as const;
export const catalogueQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  level: learningLevelSchema.optional(),
  topic: z.string().trim().max(40).optional(),
  show: z.enum(CATALOGUE_FILTERS).default('all'),
});
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;
export const catalogueSchema = z.object({ items: z.array(pathSummarySchema), topics: z.array(z.string()) });
export type Catalogue = z.infer<typeof catalogueSchema>;

export const outlineStepSchema = z.object({
  key: z.string(),
  title: z.string(),
  kind: stepKindSchema,
  minutes: z.number().int(),
  status: stepStatusSchema,
  completed_at: isoDateTimeSchema.nullable(),
});
export const outlineModuleSchema = z.object({
  key: z.string(),
  title: z.string(),
  summary: z.string(),
  steps: z.array(outlineStepSchema),
  completed_steps: z.number().int(),
});
export const pathOutlineSchema = pathSummarySchema.extend({
  description: z.string(),
  unlock: unlockRuleSchema,
  modules_outline: z.array(outlineModuleSchema),
  /** A newer published version than the caller's enrollment: what moving to it would keep. */
  newer_version: z
    .object({
      version: z.number().int(),
      published_at: isoDateTimeSchema,
      kept_steps: z.number().int(),
      total_steps: z.number().int(),
    })
    .nullable(),
  retired: z.boolean(),
});
export type PathOutline = z.infer<typeof pathOutlineSchema>;

export const stepParamsSchema = z.object({ id: idSchema, stepKey: contentKeySchema });

/** A question as a learner sees it before answering: no answer, no explanation. */
export const quizQuestionViewSchema = z.object({
  key: z.string(),
  prompt: z.string(),
  kind: z.enum(['single', 'multiple']),
  options: z.array(quizOptionSchema),
});
export const quizResultSchema = z.object({
  correct: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  passed: z.boolean(),
  pass_percent: z.number().int(),
  questions: z.array(
    z.object({
      key: z.string(),
      chosen: z.array(z.string()),
      correct: z.boolean(),
      correct_options: z.array(z.string()),
      explanation: z.string(),
    }),
  ),
  attempted_at: isoDateTimeSchema,
});
export type QuizResult = z.infer<typeof quizResultSchema>;

export const stepViewSchema = z.object({
  path_id: idSchema,
  version: z.number().int(),
  key: z.string(),
  title: z.string(),
  kind: stepKindSchema,
  minutes: z.number().int(),
  module: z.object({ key: z.string(), title: z.string() }),
  status: stepStatusSchema,
  completed_at: isoDateTimeSchema.nullable(),
  /** Markdown: the lesson, or what a challenge or quiz step asks. */
  body: z.string().nullable(),
  challenge: z
    .object({
      template_id: idSchema,
      title: z.string(),
      difficulty: difficultySchema,
      /** The caller's best score on it so far (practice), null if never scored. */
      best_score: z.number().nullable(),
      solve_score: z.number().int(),
    })
    .nullable(),
  quiz: z
    .object({
      pass_percent: z.number().int(),
      questions: z.array(quizQuestionViewSchema),
      /** The caller's last attempt, with its answers (given only after an attempt). */
      last_attempt: quizResultSchema.nullable(),
    })
    .nullable(),
  previous: stepRefSchema.nullable(),
  next: stepRefSchema.nullable(),
});
export type StepView = z.infer<typeof stepViewSchema>;

export const quizAttemptInputSchema = z.object({
  answers: z.record(contentKeySchema, z.array(contentKeySchema).max(8)),
});
export type QuizAttemptInput = z.infer<typeof quizAttemptInputSchema>;

export const stepCompletionSchema = z.object({
  step: outlineStepSchema,
  enrollment: enrollmentSchema,
  /** Set when this completion finished the path and issued its certificate. */
  certificate_id: idSchema.nullable(),
});
export type StepCompletion = z.infer<typeof stepCompletionSchema>;

/** At most one report a minute per open page: more than that is counted as a minute. */
export const LEARNING_TIME_MAX_SECONDS = 60;
export const learningTimeInputSchema = z.object({
  step_key: contentKeySchema,
  seconds: z.number().int().min(1).max(LEARNING_TIME_MAX_SECONDS),
});

export const DAILY_GOAL_DEFAULT = 3;
export const learnerSchema = z.object({
  /** Steps a day the learner aims for. */
  daily_goal: z.number().int().min(1).max(20),
  today_steps: z.number().int(),
  /** Days in a row, up to today (or yesterday, while today is still open), on which the goal was met. */
  streak_days: z.number().int(),
  best_streak_days: z.number().int(),
  /** The last 14 UTC days, oldest first. */
  days: z.array(z.object({ day: z.string(), steps: z.number().int(), seconds: z.number().int() })),
});
export type Learner = z.infer<typeof learnerSchema>;
export const dailyGoalInputSchema = z.object({ daily_goal: z.number().int().min(1).max(20) });

export const progressSchema = z.object({
  path: pathSummarySchema,
  modules: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      completed_steps: z.number().int(),
      total_steps: z.number().int(),
      seconds: z.number().int(),
      minutes_estimated: z.number().int(),
    }),
  ),
  /** Steps completed and seconds spent per UTC day since enrolling (at most the last 60 days). */
  days: z.array(z.object({ day: z.string(), steps: z.number().int(), seconds: z.number().int() })),
  seconds_total: z.number().int(),
  minutes_remaining: z.number().int(),
  quizzes: z.array(
    z.object({ key: z.string(), title: z.string(), best_percent: z.number().int(), attempts: z.number().int() }),
  ),
});
export type Progress = z.infer<typeof progressSchema>;

export const resourcesQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  path: idSchema.optional(),
  kind: resourceKindSchema.optional(),
});
export const resourcesSchema = z.object({
  items: z.array(resourceSchema.extend({ path_id: idSchema, path_title: z.string() })),
  paths: z.array(z.object({ id: idSchema, title: z.string() })),
});
export type Resources = z.infer<typeof resourcesSchema>;

// ---- Certificates -----------------------------------------------------------------------------------------------

export const CERTIFICATE_STATUSES = ['active', 'revoked'] as const;
export const certificateStatusSchema = z.enum(CERTIFICATE_STATUSES);

export const certificateSchema = z.object({
  id: idSchema,
  path_id: idSchema,
  path_title: z.string(),
  version: z.number().int(),
  holder_name: z.string(),
  issued_at: isoDateTimeSchema,
  status: certificateStatusSchema,
  revoked_at: isoDateTimeSchema.nullable(),
  verification_url: z.string().url(),
  /** LinkedIn's "add to profile" link, prefilled with this certificate. */
  linkedin_url: z.string().url(),
});
export type Certificate = z.infer<typeof certificateSchema>;
export const certificateListSchema = z.object({ items: z.array(certificateSchema) });

/** What the public verification page reads: the credential itself is checked in the browser, not trusted from here. */
export const publicCertificateSchema = z.object({
  id: idSchema,
  /** The signed credential: a compact JWS (`alg: EdDSA`) whose payload's `vc` is an Open Badges 3.0 credential. */
  credential: z.string(),
  /** Where the issuer's DID document (with its public key) is published. */
  did_document_url: z.string().url(),
  status_list_url: z.string().url(),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

export const adminCertificateSchema = certificateSchema.extend({
  holder_email: z.string(),
  revoked_reason: z.string().nullable(),
});
export const adminCertificatesQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: certificateStatusSchema.optional(),
});
export const adminCertificateListSchema = z.object({ items: z.array(adminCertificateSchema) });
export const revokeCertificateInputSchema = z.object({ reason: z.string().trim().min(3).max(500) });

// ---- Authoring --------------------------------------------------------------------------------------------------

export const PATH_STATUSES = ['draft', 'published', 'retired'] as const;
export const pathStatusSchema = z.enum(PATH_STATUSES);

export const adminPathSummarySchema = z.object({
  id: idSchema,
  title: z.string(),
  status: pathStatusSchema,
  version: z.number().int().nullable(),
  /** The draft differs from the newest version (or nothing is published yet). */
  unpublished_changes: z.boolean(),
  learners: z.number().int(),
  completions: z.number().int(),
  updated_at: isoDateTimeSchema,
});
export const adminPathListSchema = z.object({ items: z.array(adminPathSummarySchema) });
export const adminPathSchema = adminPathSummarySchema.extend({
  draft: pathContentSchema,
  versions: z.array(
    z.object({
      version: z.number().int(),
      published_at: isoDateTimeSchema,
      learners: z.number().int(),
      steps: z.number().int(),
    }),
  ),
});
export type AdminPath = z.infer<typeof adminPathSchema>;
export const createPathInputSchema = z.object({ title: z.string().trim().min(1).max(200) });

export const funnelSchema = z.object({
  version: z.number().int(),
  learners: z.number().int(),
  steps: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      module_title: z.string(),
      kind: stepKindSchema,
      opened: z.number().int(),
      completed: z.number().int(),
      /** Learners who completed the step before it and not this one. */
      stalled: z.number().int(),
    }),
  ),
});
export type Funnel = z.infer<typeof funnelSchema>;
export const funnelQuerySchema = z.object({ version: z.coerce.number().int().min(1).optional() });

/** Points a completed step pays in the game ledger (a challenge step pays through practice already). */
export const LEARNING_STEP_POINTS: Record<StepKind, number> = { lesson: 5, quiz: 10, challenge: 0 };
export const LEARNING_PATH_POINTS = 100;

import { z } from 'zod';
import { idSchema, isoDateTimeSchema, pageQuerySchema } from './common.js';
import {
  FUNCTION_TEST_LANGUAGES,
  LANGUAGE_NAMES,
  languageIdSchema,
  MAX_SOURCE_BYTES,
  MAX_STDIN_BYTES,
  verdictSchema,
} from './execution.js';
import { COMPARISON_MODES } from './judge.js';

/**
 * Task templates (SPEC.md §2 template routes, §3 Template filters, §7 Templates): what interviewers author and
 * assign. A template holds a working draft; publishing it (after its reference solutions pass every test and its
 * starter code fails at least one) freezes the draft as a new immutable version, and a task keeps the version it
 * was given.
 */

export const templatePaths = {
  list: '/templates',
  byId: '/templates/:id',
  validate: '/templates/:id/validate',
  publish: '/templates/:id/publish',
  publicList: '/public/templates',
} as const;

export const DIFFICULTIES = ['easy', 'medium', 'hard', 'expert'] as const;
export const difficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof difficultySchema>;

/** stdio: the program reads `input` and prints `expected_output`. function: `input` is the JSON array of arguments of
 * `entry_function`, `expected_output` the JSON of its result. */
export const TEST_KINDS = ['stdio', 'function'] as const;
export const testKindSchema = z.enum(TEST_KINDS);

/**
 * The challenge library's categories (issue 9). A template's first tag names its category, so practice filters by
 * category work for any template tagged with one.
 */
export const CHALLENGE_CATEGORIES = [
  'arrays-and-strings',
  'hashing',
  'two-pointers',
  'stacks-and-queues',
  'trees-and-graphs',
  'dynamic-programming',
  'greedy',
  'intervals',
  'parsing',
  'practical',
  'sql',
] as const;
export type ChallengeCategory = (typeof CHALLENGE_CATEGORIES)[number];
export const challengeCategorySchema = z.enum(CHALLENGE_CATEGORIES);
export const CHALLENGE_CATEGORY_NAMES: Record<ChallengeCategory, string> = {
  'arrays-and-strings': 'Arrays and strings',
  hashing: 'Hashing',
  'two-pointers': 'Two pointers and sliding windows',
  'stacks-and-queues': 'Stacks and queues',
  'trees-and-graphs': 'Trees and graphs',
  'dynamic-programming': 'Dynamic programming',
  greedy: 'Greedy',
  intervals: 'Intervals',
  parsing: 'Parsing',
  practical: 'Practical work',
  sql: 'SQL',
};

/** The library category a template's first tag names, or null when it names none. */
export const challengeCategoryOf = (tags: readonly string[]): ChallengeCategory | null =>
  (CHALLENGE_CATEGORIES as readonly string[]).includes(tags[0] ?? '') ? (tags[0] as ChallengeCategory) : null;

export const TEMPLATE_SCOPES = ['platform', 'organization'] as const;
export const templateScopeSchema = z.enum(TEMPLATE_SCOPES);
export type TemplateScope = z.infer<typeof templateScopeSchema>;

/** The base CPU limit of one test, before the language's multiplier, unless a template sets its own. */
export const DEFAULT_TEST_TIME_LIMIT_MS = 2_000;
export const DEFAULT_TEST_MEMORY_LIMIT_MB = 256;
const MAX_EXPECTED_OUTPUT_BYTES = 64 * 1024;
/**
 * A template test's input: larger than a run's stdin (MAX_STDIN_BYTES), so a performance test can hold a size that
 * separates an efficient solution from a quadratic one in every language.
 */
export const MAX_TEST_INPUT_BYTES = 1024 * 1024;
/** UTF-8 size of a text (this package runs in the browser and in Node, without either's encoder types). */
function byteLength(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}
const textUpTo = (bytes: number, what: string) =>
  z.string().refine((text) => byteLength(text) <= bytes, `${what} may be at most ${bytes / 1024} KB.`);

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

export const templateTestSchema = z.object({
  id: z.string().trim().min(1).max(64),
  name: z.string().trim().min(1, 'Give the test a name.').max(120),
  hidden: z.boolean().default(false),
  weight: z
    .number({ error: 'Enter a weight from 1 to 100.' })
    .int('Use a whole number.')
    .min(1, 'At least 1.')
    .max(100, 'At most 100.')
    .default(1),
  input: textUpTo(MAX_TEST_INPUT_BYTES, 'A test input'),
  expected_output: textUpTo(MAX_EXPECTED_OUTPUT_BYTES, 'An expected output'),
});
export type TemplateTest = z.infer<typeof templateTestSchema>;

export const templateLanguageSchema = z.object({
  language: languageIdSchema,
  starter_code: textUpTo(MAX_SOURCE_BYTES, 'Starter code'),
  reference_solution: textUpTo(MAX_SOURCE_BYTES, 'A reference solution'),
});
export type TemplateLanguage = z.infer<typeof templateLanguageSchema>;

export const rubricCriterionSchema = z.object({
  name: z.string().trim().min(1, 'Name the criterion.').max(120),
  description: z.string().trim().max(1_000).default(''),
  weight: z
    .number({ error: 'Enter a weight from 1 to 100.' })
    .int('Use a whole number.')
    .min(1, 'At least 1.')
    .max(100, 'At most 100.')
    .default(1),
});

/** Everything an author edits: the draft, and each published version's frozen content. */
export const templateContentSchema = z
  .object({
    title: z.string().trim().min(1, 'Give the template a title.').max(200),
    /** Markdown, rendered safely (no raw HTML). */
    statement: z.string().max(100_000).default(''),
    difficulty: difficultySchema,
    tags: z.array(z.string().trim().toLowerCase().min(1).max(40)).max(20).default([]),
    estimated_minutes: z
      .number({ error: 'Enter the minutes it takes.' })
      .int('Use whole minutes.')
      .min(1, 'At least 1 minute.')
      .max(600, 'At most 600 minutes.')
      .default(30),
    test_kind: testKindSchema.default('stdio'),
    /** The function function tests call (required for them). */
    entry_function: z
      .string()
      .trim()
      .regex(/^[A-Za-z_$][\w$]*$/, 'Use a plain function name.')
      .max(100)
      .nullable()
      .default(null),
    comparison: z.enum(COMPARISON_MODES).default('whitespace'),
    /**
     * SQL templates: the statements that create and fill the database every test starts from (a test's input adds
     * its own rows after them). Expected outputs are the result set as CSV with a header row; `unordered-lines`
     * compares it without order.
     */
    sql_setup: textUpTo(MAX_STDIN_BYTES, 'The SQL setup').default(''),
    /** Base CPU limit per test in ms; the runner multiplies it by the language's multiplier. */
    time_limit_ms: z
      .number({ error: 'Enter a time limit in milliseconds.' })
      .int('Use whole milliseconds.')
      .min(100, 'At least 100 ms.')
      .max(20_000, 'At most 20 000 ms.')
      .default(DEFAULT_TEST_TIME_LIMIT_MS),
    memory_limit_mb: z
      .number({ error: 'Enter a memory limit in MB.' })
      .int('Use whole megabytes.')
      .min(32, 'At least 32 MB.')
      .max(1_024, 'At most 1 024 MB.')
      .default(DEFAULT_TEST_MEMORY_LIMIT_MB),
    languages: z.array(templateLanguageSchema).min(1, 'Offer at least one language.').max(10),
    tests: z.array(templateTestSchema).min(1, 'Add at least one test.').max(100),
    hints: z.array(z.string().trim().min(1).max(2_000)).max(10).default([]),
    rubric: z.array(rubricCriterionSchema).max(20).default([]),
  })
  .superRefine((content, context) => {
    if (content.test_kind === 'function' && !content.entry_function) {
      context.addIssue({
        code: 'custom',
        path: ['entry_function'],
        message: 'Function tests need the name of the function they call.',
      });
    }
    const languages = content.languages.map((entry) => entry.language);
    languages.forEach((language, index) => {
      const path = ['languages', index, 'language'];
      if (languages.indexOf(language) !== index)
        context.addIssue({ code: 'custom', path, message: `${language} is listed twice.` });
      if (content.test_kind === 'function' && !FUNCTION_TEST_LANGUAGES.includes(language)) {
        context.addIssue({
          code: 'custom',
          path,
          message: `Function tests call a function in ${FUNCTION_TEST_LANGUAGES.map((id) => LANGUAGE_NAMES[id]).join(', ')}; use stdio tests for ${LANGUAGE_NAMES[language]}.`,
        });
      }
    });
    if (languages.includes('sql') && languages.length > 1) {
      context.addIssue({
        code: 'custom',
        path: ['languages'],
        message: 'A SQL template offers SQL only: its tests fill a database and compare result sets.',
      });
    }
    const ids = content.tests.map((test) => test.id);
    content.tests.forEach((test, index) => {
      if (ids.indexOf(test.id) !== index)
        context.addIssue({
          code: 'custom',
          path: ['tests', index, 'id'],
          message: `Test id "${test.id}" is used twice.`,
        });
      if (content.test_kind === 'function') {
        if (!isJson(test.input) || !Array.isArray(JSON.parse(test.input)))
          context.addIssue({
            code: 'custom',
            path: ['tests', index, 'input'],
            message: 'Write the arguments as a JSON array, e.g. [1, 2].',
          });
        if (!isJson(test.expected_output))
          context.addIssue({
            code: 'custom',
            path: ['tests', index, 'expected_output'],
            message: 'Write the expected result as JSON.',
          });
      }
    });
  });
export type TemplateContent = z.infer<typeof templateContentSchema>;

/** What a test's program reads: a SQL template's setup comes before the test's own input (both fill its database). */
export function testStdin(content: Pick<TemplateContent, 'sql_setup'>, test: Pick<TemplateTest, 'input'>): string {
  const setup = content.sql_setup.trim() ? `${content.sql_setup.trimEnd()}\n` : '';
  return `${setup}${test.input}`;
}
export type TemplateContentInput = z.input<typeof templateContentSchema>;

export const createTemplateInputSchema = templateContentSchema;
export const updateTemplateInputSchema = templateContentSchema;

const templateMetaSchema = z.object({
  id: idSchema,
  scope: templateScopeSchema,
  organization_id: idSchema.nullable(),
  created_by: idSchema,
  /** The newest published version (0: never published). */
  published_version: z.number().int().min(0),
  /** Whether the draft differs from the newest published version. */
  has_unpublished_changes: z.boolean(),
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
  published_at: isoDateTimeSchema.nullable(),
});

/** A template as its editors see it: hidden tests and reference solutions included. */
export const templateSchema = templateMetaSchema.extend({ content: templateContentSchema, can_edit: z.boolean() });
export type Template = z.infer<typeof templateSchema>;

/**
 * A template as someone who may not see its answers does: no reference solutions, and of the hidden tests only
 * how many there are and their weight.
 */
export const redactedTemplateContentSchema = z.object({
  title: z.string(),
  statement: z.string(),
  difficulty: difficultySchema,
  tags: z.array(z.string()),
  estimated_minutes: z.number().int(),
  test_kind: testKindSchema,
  entry_function: z.string().nullable(),
  time_limit_ms: z.number().int(),
  memory_limit_mb: z.number().int(),
  /** A SQL template's schema and rows: candidates see the tables their query reads (hidden tests add rows of their own). */
  sql_setup: z.string(),
  languages: z.array(z.object({ language: languageIdSchema, starter_code: z.string() })),
  tests: z.array(templateTestSchema.extend({ hidden: z.literal(false) })),
  hidden_tests: z.object({ count: z.number().int(), weight: z.number().int() }),
  /** Progressive hints: candidates open them one at a time. */
  hints: z.array(z.string()),
});
export type RedactedTemplateContent = z.infer<typeof redactedTemplateContentSchema>;
export const redactedTemplateSchema = templateMetaSchema.extend({
  content: redactedTemplateContentSchema,
  can_edit: z.literal(false),
});

/** GET /templates/{id} answers one or the other, by who asks. */
export const templateViewSchema = z.union([templateSchema, redactedTemplateSchema]);
export type TemplateView = z.infer<typeof templateViewSchema>;

export const templateSummarySchema = z.object({
  id: idSchema,
  title: z.string(),
  difficulty: difficultySchema,
  tags: z.array(z.string()),
  languages: z.array(languageIdSchema),
  estimated_minutes: z.number().int(),
  scope: templateScopeSchema,
  published_version: z.number().int(),
  has_unpublished_changes: z.boolean(),
  tests: z.number().int(),
  updated_at: isoDateTimeSchema,
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

/** SPEC.md §3 Template filters, plus `scope` for the templates pages. */
export const templateListQuerySchema = pageQuerySchema.extend({
  difficulty: difficultySchema.optional(),
  programming_language: languageIdSchema.optional(),
  search: z.string().trim().max(200).optional(),
  scope: z.enum(['platform', 'organization', 'all']).default('all'),
});
export type TemplateListQuery = z.infer<typeof templateListQuerySchema>;
export const publicTemplateListQuerySchema = templateListQuerySchema.omit({ scope: true });

export const templateListSchema = z.object({
  templates: z.array(templateSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TemplateList = z.infer<typeof templateListSchema>;

/** One language's check before publishing: the reference solution must pass every test, the starter code fail one. */
export const templateLanguageCheckSchema = z.object({
  language: languageIdSchema,
  reference: z.object({
    passed: z.boolean(),
    tests: z.array(z.object({ id: z.string(), name: z.string(), verdict: verdictSchema, time_ms: z.number().int() })),
    /** The compiler's or the sandbox's message when no test could run. */
    error: z.string().nullable(),
  }),
  starter: z.object({
    /** True when at least one test fails, as it should. */
    fails_a_test: z.boolean(),
    error: z.string().nullable(),
  }),
});
export const templateValidationSchema = z.object({
  valid: z.boolean(),
  /** Why it may not be published, naming the language and test, when it may not. */
  problems: z.array(z.string()),
  languages: z.array(templateLanguageCheckSchema),
});
export type TemplateValidation = z.infer<typeof templateValidationSchema>;

export const TEMPLATE_ERROR_CODES = {
  validationFailed: 'TEMPLATE_VALIDATION_FAILED',
  nothingToPublish: 'TEMPLATE_NOTHING_TO_PUBLISH',
  draftChanged: 'TEMPLATE_DRAFT_CHANGED',
  notPublished: 'TEMPLATE_NOT_PUBLISHED',
} as const;

import {
  DEFAULT_TEST_MEMORY_LIMIT_MB,
  DEFAULT_TEST_TIME_LIMIT_MS,
  HELLO_WORLD_PROGRAMS,
  templateContentSchema,
  type ComparisonMode,
  type Difficulty,
  type LanguageId,
  type TemplateContent,
  type TemplateContentInput,
} from '@assay/contracts';

/**
 * The template form's values: what the fields hold while someone types (numbers as text, tags as one line), turned
 * into the API's content only on save, where the contract's schema says what is wrong and where.
 */
export interface TemplateDraft {
  title: string;
  statement: string;
  difficulty: Difficulty;
  tags: string;
  estimated_minutes: string;
  test_kind: 'stdio' | 'function';
  entry_function: string;
  comparison: ComparisonMode;
  time_limit_ms: string;
  memory_limit_mb: string;
  /** SQL templates: the schema and rows every test's database starts from. */
  sql_setup: string;
  languages: { language: LanguageId; starter_code: string; reference_solution: string }[];
  tests: { id: string; name: string; hidden: boolean; weight: string; input: string; expected_output: string }[];
  hints: string[];
  rubric: { name: string; description: string; weight: string }[];
}

/** Where a problem is: the dotted path of the field (`tests.2.input`), as the schema reports it. */
export type DraftErrors = Record<string, string>;

export function emptyDraft(): TemplateDraft {
  return {
    title: '',
    statement: '',
    difficulty: 'easy',
    tags: '',
    estimated_minutes: '30',
    test_kind: 'stdio',
    entry_function: '',
    comparison: 'whitespace',
    time_limit_ms: String(DEFAULT_TEST_TIME_LIMIT_MS),
    memory_limit_mb: String(DEFAULT_TEST_MEMORY_LIMIT_MB),
    sql_setup: '',
    languages: [{ language: 'python', starter_code: '', reference_solution: HELLO_WORLD_PROGRAMS.python }],
    tests: [newTest(1)],
    hints: [],
    rubric: [],
  };
}

/** A fresh test; its id stays stable when tests are reordered or removed (submissions refer to it). */
export function newTest(number: number): TemplateDraft['tests'][number] {
  return {
    id: `test-${number}-${Math.random().toString(36).slice(2, 8)}`,
    name: `Test ${number}`,
    hidden: false,
    weight: '1',
    input: '',
    expected_output: '',
  };
}

export function draftFromContent(content: TemplateContent): TemplateDraft {
  return {
    ...content,
    tags: content.tags.join(', '),
    estimated_minutes: String(content.estimated_minutes),
    entry_function: content.entry_function ?? '',
    time_limit_ms: String(content.time_limit_ms),
    memory_limit_mb: String(content.memory_limit_mb),
    tests: content.tests.map((test) => ({ ...test, weight: String(test.weight) })),
    rubric: content.rubric.map((criterion) => ({ ...criterion, weight: String(criterion.weight) })),
  };
}

// An empty field is "no number" (the schema then asks for one), not 0.
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function contentFromDraft(draft: TemplateDraft): TemplateContentInput {
  return {
    ...draft,
    tags: draft.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    estimated_minutes: toNumber(draft.estimated_minutes),
    entry_function: draft.test_kind === 'function' ? draft.entry_function.trim() || null : null,
    time_limit_ms: toNumber(draft.time_limit_ms),
    memory_limit_mb: toNumber(draft.memory_limit_mb),
    tests: draft.tests.map((test) => ({ ...test, weight: toNumber(test.weight) })),
    hints: draft.hints.map((hint) => hint.trim()).filter(Boolean),
    rubric: draft.rubric.map((criterion) => ({ ...criterion, weight: toNumber(criterion.weight) })),
  };
}

/** The content to send, or the first problem of each field. */
export function checkDraft(
  draft: TemplateDraft,
): { content: TemplateContent; errors: null } | { content: null; errors: DraftErrors } {
  const parsed = templateContentSchema.safeParse(contentFromDraft(draft));
  if (parsed.success) return { content: parsed.data, errors: null };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.') || 'form';
    errors[path] ??= issue.message;
  }
  return { content: null, errors };
}

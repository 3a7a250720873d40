import type { Difficulty, LanguageId, TemplateSummary } from '@assay/contracts';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A template content's summary as the database keeps it beside the content (`draft_summary`, `published_summary`,
 * made by the `task_template_summary` SQL function on every write): a template of the challenge library carries
 * megabytes of tests, which a list never needs and which the database would have to read whole to pick a field out.
 */
export interface ContentSummary {
  title: string;
  difficulty: Difficulty;
  tags: string[];
  /** The ids of the content's languages, in order. */
  languages: LanguageId[];
  estimated_minutes: number;
  /** How many tests. */
  tests: number;
}

/** What a list shows of a template, read out of its summary (`summary`: a ContentSummary jsonb). */
export const summaryColumns = (summary: SQL) => ({
  title: sql<string>`${summary}->>'title'`,
  difficulty: sql<Difficulty>`${summary}->>'difficulty'`,
  tags: sql<string[]>`${summary}->'tags'`,
  languages: sql<LanguageId[]>`${summary}->'languages'`,
  estimatedMinutes: sql<number>`(${summary}->>'estimated_minutes')::int`,
  tests: sql<number>`(${summary}->>'tests')::int`,
});

/** The summary has one of these languages (the content's `languages` entries name them). */
export const summaryHasLanguage = (summary: SQL, language: LanguageId): SQL =>
  sql`${summary}->'languages' @> ${JSON.stringify([language])}::jsonb`;

export interface SummaryColumns {
  title: string;
  difficulty: Difficulty;
  tags: string[];
  languages: LanguageId[];
  estimatedMinutes: number;
  tests: number;
}

/** The summary's fields in the API's shape. */
export const summaryFields = (
  row: SummaryColumns,
): Pick<TemplateSummary, 'title' | 'difficulty' | 'tags' | 'languages' | 'estimated_minutes' | 'tests'> => ({
  title: row.title,
  difficulty: row.difficulty,
  tags: row.tags,
  languages: row.languages,
  estimated_minutes: row.estimatedMinutes,
  tests: row.tests,
});

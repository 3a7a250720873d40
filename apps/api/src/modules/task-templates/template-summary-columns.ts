import type { Difficulty, LanguageId, TemplateSummary } from '@assay/contracts';
import { sql, type SQL } from 'drizzle-orm';

/**
 * What a list shows of a template, read out of its content (`content`: the draft or published jsonb) by the database:
 * a template of the challenge library carries megabytes of tests, which a list never needs.
 */
export const summaryColumns = (content: SQL) => ({
  title: sql<string>`${content}->>'title'`,
  difficulty: sql<Difficulty>`${content}->>'difficulty'`,
  tags: sql<string[]>`${content}->'tags'`,
  languages: sql<
    LanguageId[]
  >`(select coalesce(jsonb_agg(entry->>'language'), '[]'::jsonb) from jsonb_array_elements(${content}->'languages') as entry)`,
  estimatedMinutes: sql<number>`(${content}->>'estimated_minutes')::int`,
  tests: sql<number>`jsonb_array_length(${content}->'tests')`,
});

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

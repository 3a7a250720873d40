import type {
  ORG_ANALYTICS_TABLES,
  OrgAnalytics,
  TASK_ANALYTICS_TABLES,
  TaskAnalytics,
  USER_ANALYTICS_TABLES,
  UserAnalytics,
} from '@assay/contracts';
import { type CsvCell, toCsv } from '../../lib/csv.js';

type Table = { columns: string[]; rows: Record<string, CsvCell>[] };
const table = <T extends Record<string, CsvCell>>(columns: (keyof T & string)[], rows: T[]): Table => ({
  columns,
  rows,
});
const csvOf = ({ columns, rows }: Table) => toCsv(columns, rows);

/** One table of an organization's figures, as CSV. */
export function orgTableCsv(figures: OrgAnalytics, name: (typeof ORG_ANALYTICS_TABLES)[number]): string {
  const tables: Record<typeof name, () => Table> = {
    funnel: () =>
      table(
        ['stage', 'tasks'],
        Object.entries(figures.funnel).map(([stage, tasks]) => ({ stage, tasks })),
      ),
    assessments: () =>
      table(['assessmentId', 'title', 'sent', 'submitted', 'passRate', 'medianScore'], figures.assessments),
    scores: () => table(['from', 'to', 'count'], figures.scoreDeciles),
    decisions: () =>
      table(
        ['decision', 'count'],
        Object.entries(figures.decisions).map(([decision, count]) => ({ decision, count })),
      ),
    languages: () => table(['language', 'submissions'], figures.languages),
    reviewers: () => table(['reviewerId', 'name', 'reviews', 'decided', 'medianHoursToReview'], figures.reviewers),
    daily: () => table(['date', 'sent', 'submitted', 'reviewed'], figures.daily),
  };
  return csvOf(tables[name]());
}

/** One table of a task's figures, as CSV. */
export function taskTableCsv(figures: TaskAnalytics, name: (typeof TASK_ANALYTICS_TABLES)[number]): string {
  const tables: Record<typeof name, () => Table> = {
    scores: () => table(['from', 'to', 'count'], figures.scoreDeciles),
    tests: () => table(['testId', 'position', 'hidden', 'runs', 'passed', 'passRate'], figures.tests),
    languages: () => table(['language', 'submissions'], figures.languages),
  };
  return csvOf(tables[name]());
}

/** One table of a person's figures, as CSV. */
export function userTableCsv(figures: UserAnalytics, name: (typeof USER_ANALYTICS_TABLES)[number]): string {
  const tables: Record<typeof name, () => Table> = {
    scores: () => table(['taskId', 'title', 'score', 'submittedAt'], figures.scores),
    difficulty: () => table(['difficulty', 'tasks', 'medianScore'], figures.byDifficulty),
    categories: () => table(['category', 'tasks', 'medianScore'], figures.byCategory),
    languages: () => table(['language', 'submissions'], figures.languages),
    tasks: () => table(['taskId', 'title', 'runs'], figures.runsPerTask),
  };
  return csvOf(tables[name]());
}

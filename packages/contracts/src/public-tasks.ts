import { z } from 'zod';
import { idSchema, pageQuerySchema } from './common.js';
import { languageIdSchema } from './execution.js';
import {
  challengeCategorySchema,
  difficultySchema,
  redactedTemplateContentSchema,
  templateSummarySchema,
} from './task-templates.js';

/**
 * Public tasks (SPEC.md §7 Retrying client): the open catalogue of practice material, one entry per published
 * platform template, readable by anyone; a signed-in candidate starts a private practice task from one.
 */

export const publicTaskPaths = {
  list: '/public/tasks',
  byId: '/public/tasks/:id',
} as const;

export const publicTaskSummarySchema = templateSummarySchema
  .pick({ id: true, title: true, difficulty: true, tags: true, languages: true, estimated_minutes: true, tests: true })
  .extend({
    version: z.number().int(),
  });
export type PublicTaskSummary = z.infer<typeof publicTaskSummarySchema>;
export const publicTaskListSchema = z.object({
  tasks: z.array(publicTaskSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type PublicTaskList = z.infer<typeof publicTaskListSchema>;

/** Statements, starter code and visible tests only: no answers, no hints, never anyone's code. */
export const publicTaskSchema = publicTaskSummarySchema.extend({
  content: redactedTemplateContentSchema.omit({ hints: true }),
});
export type PublicTask = z.infer<typeof publicTaskSchema>;

/** POST /public/tasks (SPEC.md §3 Public task create). */
export const startPracticeInputSchema = z.object({ template_id: idSchema });

/**
 * Practice browsing (issue 9): the public catalogue as a signed-in candidate sees it, with where they stand on each
 * challenge and how others fared. `solved`: one of their practice tasks scored 100 (every test passed);
 * `attempted`: they started one but have not solved it.
 */
export const PRACTICE_STATUSES = ['not_started', 'attempted', 'solved'] as const;
export const practiceStatusSchema = z.enum(PRACTICE_STATUSES);
export type PracticeStatus = z.infer<typeof practiceStatusSchema>;
export const PRACTICE_STATUS_NAMES: Record<PracticeStatus, string> = {
  not_started: 'Not started',
  attempted: 'Attempted',
  solved: 'Solved',
};

export const practicePaths = { catalogue: '/candidate/practice' } as const;

export const practiceCatalogueQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  difficulty: difficultySchema.optional(),
  programming_language: languageIdSchema.optional(),
  category: challengeCategorySchema.optional(),
  status: practiceStatusSchema.optional(),
});
export type PracticeCatalogueQuery = z.infer<typeof practiceCatalogueQuerySchema>;

export const practiceChallengeSchema = publicTaskSummarySchema.extend({
  /** The first tag when it names a category of the library. */
  category: challengeCategorySchema.nullable(),
  status: practiceStatusSchema,
  /** The caller's best score over their practice tasks of it (null: none scored yet). */
  best_score: z.number().int().nullable(),
  /** Their unfinished practice task, to resume. */
  open_task_id: idSchema.nullable(),
  /** Of everyone's scored practice tasks of it, the percentage that passed every test (null: none scored yet). */
  acceptance_rate: z.number().min(0).max(100).nullable(),
  scored_tasks: z.number().int(),
});
export type PracticeChallenge = z.infer<typeof practiceChallengeSchema>;
export const practiceCatalogueSchema = z.object({
  challenges: z.array(practiceChallengeSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type PracticeCatalogue = z.infer<typeof practiceCatalogueSchema>;

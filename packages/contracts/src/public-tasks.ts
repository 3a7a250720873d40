import { z } from 'zod';
import { idSchema } from './common.js';
import { redactedTemplateContentSchema, templateSummarySchema } from './task-templates.js';

/**
 * Public tasks (SPEC.md §7 Retrying client): the open catalogue of practice material, one entry per published
 * platform template, readable by anyone; a signed-in candidate starts a private practice task from one.
 */

export const publicTaskPaths = {
  list: '/public/tasks',
  byId: '/public/tasks/:id',
} as const;

export const publicTaskSummarySchema = templateSummarySchema.pick({ id: true, title: true, difficulty: true, tags: true, languages: true, estimated_minutes: true, tests: true }).extend({
  version: z.number().int(),
});
export type PublicTaskSummary = z.infer<typeof publicTaskSummarySchema>;
export const publicTaskListSchema = z.object({ tasks: z.array(publicTaskSummarySchema), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
export type PublicTaskList = z.infer<typeof publicTaskListSchema>;

/** Statements, starter code and visible tests only: no answers, no hints, never anyone's code. */
export const publicTaskSchema = publicTaskSummarySchema.extend({ content: redactedTemplateContentSchema.omit({ hints: true }) });
export type PublicTask = z.infer<typeof publicTaskSchema>;

/** POST /public/tasks (SPEC.md §3 Public task create). */
export const startPracticeInputSchema = z.object({ template_id: idSchema });

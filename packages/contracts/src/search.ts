import { z } from 'zod';
import { idSchema } from './common.js';
import { publicTaskSummarySchema } from './public-tasks.js';
import { difficultySchema, templateScopeSchema } from './task-templates.js';
import { taskKindSchema, taskStatusSchema } from './tasks.js';

/** GET /search?q= (SPEC.md §2: the top bar's search box goes to /search?q={text}): tasks and templates by title. */
export const searchPath = '/search';

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type something to search for.').max(200),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const searchResultsSchema = z.object({
  query: z.string(),
  /** The caller's own tasks (a candidate) or their organization's (staff; the admin: every organization's). */
  tasks: z.array(
    z.object({
      id: idSchema,
      kind: taskKindSchema,
      title: z.string(),
      difficulty: difficultySchema,
      status: taskStatusSchema,
      /** Staff see whose task it is. */
      candidate: z.object({ name: z.string(), email: z.string() }).nullable(),
    }),
  ),
  /** Templates the caller may assign (staff and the admin). */
  templates: z.array(
    z.object({
      id: idSchema,
      title: z.string(),
      difficulty: difficultySchema,
      scope: templateScopeSchema,
      published_version: z.number().int(),
    }),
  ),
  /** The public practice catalogue. */
  public_tasks: z.array(publicTaskSummarySchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

import { z } from 'zod';
import { idSchema, isoDateTimeSchema, pageQuerySchema } from './common.js';
import { difficultySchema } from './task-templates.js';
import { taskCountsSchema, taskStatusSchema } from './tasks.js';

/**
 * Tasks as the people who give them see them (SPEC.md §7 Retrying client: POST /tasks, fork, linked): one task of
 * one candidate, created alone or copied from another with the same version and settings.
 */

export const staffTaskPaths = {
  tasks: '/tasks',
  fork: '/tasks/:id/fork',
  linked: '/tasks/:id/linked',
  stats: '/tasks/stats',
} as const;

export const staffTaskSchema = z.object({
  id: idSchema,
  title: z.string(),
  difficulty: difficultySchema,
  status: taskStatusSchema,
  score: z.number().int().nullable(),
  candidate: z.object({ id: idSchema, name: z.string(), email: z.string() }),
  organization: z.object({ id: idSchema, name: z.string() }),
  assessment_id: idSchema.nullable(),
  origin_task_id: idSchema.nullable(),
  template_id: idSchema,
  template_version: z.number().int(),
  assigned_by: idSchema.nullable(),
  assigned_at: isoDateTimeSchema,
  due_at: isoDateTimeSchema.nullable(),
  duration_minutes: z.number().int().nullable(),
  started_at: isoDateTimeSchema.nullable(),
  submitted_at: isoDateTimeSchema.nullable(),
});
export type StaffTask = z.infer<typeof staffTaskSchema>;

/** GET /tasks: the organization's tasks (the platform admin's: every organization's, or one's). */
export const staffTaskListQuerySchema = pageQuerySchema.extend({
  status: taskStatusSchema.optional(),
  /** Matches the title, the candidate's name or email. */
  search: z.string().trim().max(200).optional(),
  assessment_id: idSchema.optional(),
  candidate_id: idSchema.optional(),
  /** The platform admin's filter; anyone else sees their own organization's. */
  organization_id: idSchema.optional(),
});
export type StaffTaskListQuery = z.infer<typeof staffTaskListQuerySchema>;
export const staffTaskListSchema = z.object({
  tasks: z.array(staffTaskSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type StaffTaskList = z.infer<typeof staffTaskListSchema>;

const candidateEmailSchema = z.string().trim().toLowerCase().email('Enter a valid email address.');

/** POST /tasks: one task for one candidate from a template's newest published version. */
export const createTaskInputSchema = z
  .object({
    template_id: idSchema,
    candidate_email: candidateEmailSchema.optional(),
    candidate_id: idSchema.optional(),
    instructions: z.string().trim().max(5_000).default(''),
    due_date: isoDateTimeSchema.nullable().default(null),
    duration_minutes: z
      .number()
      .int()
      .min(1, 'At least 1 minute.')
      .max(600, 'At most 600 minutes.')
      .nullable()
      .default(null),
  })
  .refine((input) => Boolean(input.candidate_email) !== Boolean(input.candidate_id), {
    message: 'Name the candidate by email or by id.',
    path: ['candidate_email'],
  });
export type CreateTaskInput = z.input<typeof createTaskInputSchema>;

/** POST /tasks/{id}/fork (SPEC.md §3 Fork request): the same task for another candidate. */
export const forkTaskInputSchema = z.object({
  candidate_email: candidateEmailSchema,
  /** Optional; when given it must name the task of the path. */
  origin_task_id: idSchema.optional(),
});
export type ForkTaskInput = z.input<typeof forkTaskInputSchema>;

/**
 * What giving a task did: the task, or (for someone not yet in the organization) the email invited as a candidate,
 * who receives the task on joining.
 */
export const taskGrantSchema = z.object({ task: staffTaskSchema.nullable(), invited: z.string().nullable() });
export type TaskGrant = z.infer<typeof taskGrantSchema>;

/** GET /tasks/{id}/linked: the origin and every task forked from it. */
export const linkedTasksSchema = z.object({ origin: staffTaskSchema, forks: z.array(staffTaskSchema) });
export type LinkedTasks = z.infer<typeof linkedTasksSchema>;

/** GET /tasks/stats: an organization's task figures (overview tiles, the candidates page, the reviewer's home). */
export const taskStatsQuerySchema = z.object({ organization_id: idSchema.optional() });
export const taskStatsSchema = z.object({
  assessments: z.number().int(),
  tasks: taskCountsSchema,
  average_score: z.number().nullable(),
  /** Final submissions in the last 7 days. */
  submitted_last_7_days: z.number().int(),
  candidates: z.array(
    z.object({
      candidate_id: idSchema,
      tasks: z.number().int(),
      completed: z.number().int(),
      average_score: z.number().nullable(),
      last_submitted_at: isoDateTimeSchema.nullable(),
    }),
  ),
});
export type TaskStats = z.infer<typeof taskStatsSchema>;

import type { LanguageId } from '@assay/contracts';
import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { organizationInvitations, organizations } from '../organizations/organizations.tables.js';
import { taskTemplates, taskTemplateVersions } from '../task-templates/task-templates.tables.js';
import { users } from '../users/users.tables.js';

/** An organization's use of one template version, with its settings; assigning it gives each candidate a task. */
export const assessments = pgTable(
  'assessments',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    templateId: text('template_id')
      .notNull()
      .references(() => taskTemplates.id),
    templateVersionId: text('template_version_id')
      .notNull()
      .references(() => taskTemplateVersions.id),
    instructions: text('instructions').notNull().default(''),
    dueInDays: integer('due_in_days'),
    durationMinutes: integer('duration_minutes'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('assessments_organization_idx').on(table.organizationId)],
);

export const taskStatusEnum = pgEnum('task_status', ['assigned', 'in_progress', 'submitted', 'scored', 'expired']);

/** One candidate's task: a template version, kept whatever happens to the template. */
export const tasks = pgTable(
  'tasks',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    assessmentId: text('assessment_id').references(() => assessments.id, { onDelete: 'cascade' }),
    templateVersionId: text('template_version_id')
      .notNull()
      .references(() => taskTemplateVersions.id),
    candidateId: text('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: text('assigned_by'),
    originTaskId: text('origin_task_id'),
    instructions: text('instructions').notNull().default(''),
    status: taskStatusEnum('status').notNull().default('assigned'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    durationMinutes: integer('duration_minutes'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    score: integer('score'),
    /** When the candidate was reminded that the due date is near (once per task). */
    dueReminderAt: timestamp('due_reminder_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tasks_candidate_idx').on(table.candidateId),
    index('tasks_assessment_idx').on(table.assessmentId),
    // An organization's tasks (its lists; analytics: those given in a window); and which assessment each of its tasks
    // is of, read from the index alone when its final submissions are counted. The first also serves a lookup by
    // organization alone, which had an index of its own until migration 0021.
    index('tasks_organization_created_idx').on(table.organizationId, table.createdAt),
    index('tasks_organization_assessment_idx').on(table.organizationId, table.id, table.assessmentId),
  ],
);

/**
 * The candidate's latest saved code of a task, one per language (each save replaces that language's): switching
 * language keeps each buffer, and the newest is the one a timed task's end submits.
 */
export const taskDrafts = pgTable(
  'task_drafts',
  {
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    language: text('language').$type<LanguageId>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'task_drafts_task_language_pk', columns: [table.taskId, table.language] })],
);

/**
 * A task given to someone not yet in the organization: they were invited as a candidate, and the task is created,
 * with the version and settings it was given, when they accept (the tasks module's `invitation.accepted` subscriber).
 */
export const pendingTasks = pgTable(
  'pending_tasks',
  {
    id: text('id').primaryKey(),
    invitationId: text('invitation_id')
      .notNull()
      .references(() => organizationInvitations.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    assessmentId: text('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    templateVersionId: text('template_version_id')
      .notNull()
      .references(() => taskTemplateVersions.id),
    originTaskId: text('origin_task_id'),
    instructions: text('instructions').notNull().default(''),
    dueAt: timestamp('due_at', { withTimezone: true }),
    durationMinutes: integer('duration_minutes'),
    assignedBy: text('assigned_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('pending_tasks_invitation_assessment').on(table.invitationId, table.assessmentId)],
);

import type { TemplateContent } from '@assay/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.tables.js';
import type { ContentSummary } from './template-summary-columns.js';

/**
 * Task templates. `organization_id` null: a platform template (the admin's, public once published); otherwise the
 * organization's own. `draft` is what its editors work on; `published` is a copy of the newest published version
 * (what everyone else sees), kept here so lists filter one row per template.
 */
export const taskTemplates = pgTable(
  'task_templates',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').notNull(),
    draft: jsonb('draft').$type<TemplateContent>().notNull(),
    published: jsonb('published').$type<TemplateContent>(),
    /**
     * What a list shows of `draft` and `published` (template-summary-columns.ts), kept by the database on every write
     * (the migration's `task_template_summary` function): a library template's content is megabytes of tests, stored
     * compressed out of line, and a list reading a few fields out of it costs a second; these stay inline and small.
     */
    draftSummary: jsonb('draft_summary')
      .$type<ContentSummary>()
      .generatedAlwaysAs(sql`task_template_summary(draft)`),
    publishedSummary: jsonb('published_summary')
      .$type<ContentSummary>()
      .generatedAlwaysAs(sql`task_template_summary(published)`),
    /** `published is distinct from draft`, for the same reason: comparing the two reads both in full. */
    hasUnpublishedChanges: boolean('has_unpublished_changes').generatedAlwaysAs(sql`published is distinct from draft`),
    publishedVersion: integer('published_version').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * Templates of the challenge library (content/challenges): the fingerprint of the folder the newest version was
     * made from, so the seed publishes a new version only when the folder changed.
     */
    libraryFingerprint: text('library_fingerprint'),
    /** Deleted templates are archived: tasks given one of their versions keep it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('task_templates_organization_idx').on(table.organizationId)],
);

/** Every published version, immutable: a task points at one of these. */
export const taskTemplateVersions = pgTable(
  'task_template_versions',
  {
    id: text('id').primaryKey(),
    templateId: text('template_id')
      .notNull()
      .references(() => taskTemplates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: jsonb('content').$type<TemplateContent>().notNull(),
    publishedBy: text('published_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('task_template_versions_template_version_unique').on(table.templateId, table.version)],
);

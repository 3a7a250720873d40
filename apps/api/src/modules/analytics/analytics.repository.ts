import type { Role } from '@assay/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { organizationMembers, organizations } from '../organizations/organizations.tables.js';
import { taskTemplates } from '../task-templates/task-templates.tables.js';
import { assessments } from '../tasks/tasks.tables.js';
import { users } from '../users/users.tables.js';
import type { AnalyticsWindow } from './analytics-sql.js';
import { orgFigures } from './org-analytics.queries.js';
import { taskFigures } from './task-analytics.queries.js';
import { userFigures } from './user-analytics.queries.js';

const summaryTitle = sql<string>`coalesce(${taskTemplates.publishedSummary}, ${taskTemplates.draftSummary})->>'title'`;

/**
 * What analytics read: the rows a scope check needs (an organization, a membership, an assessment or template with
 * its organization, a user), then the figures, each computed by the database (the *.queries.ts files).
 */
export function createAnalyticsRepository(db: Database) {
  return {
    async organizationExists(id: string, tx: DbExecutor = db): Promise<boolean> {
      const [row] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
      return Boolean(row);
    },

    async membershipRole(organizationId: string, userId: string, tx: DbExecutor = db): Promise<Role | null> {
      const [row] = await tx
        .select({ role: organizationMembers.role })
        .from(organizationMembers)
        .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)));
      return row?.role ?? null;
    },

    async assessment(id: string, tx: DbExecutor = db) {
      const [row] = await tx
        .select({ id: assessments.id, organizationId: assessments.organizationId, title: summaryTitle })
        .from(assessments)
        .innerJoin(taskTemplates, eq(taskTemplates.id, assessments.templateId))
        .where(eq(assessments.id, id));
      return row ?? null;
    },

    async template(id: string, tx: DbExecutor = db) {
      const [row] = await tx
        .select({ id: taskTemplates.id, organizationId: taskTemplates.organizationId, title: summaryTitle })
        .from(taskTemplates)
        .where(eq(taskTemplates.id, id));
      return row ?? null;
    },

    async user(id: string, tx: DbExecutor = db) {
      const [row] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, id));
      return row ?? null;
    },

    orgFigures: (organizationId: string, window: AnalyticsWindow, tx: DbExecutor = db) =>
      orgFigures(tx, organizationId, window),

    /** `taskCondition`: which tasks (`t`, with its version `v`) count. */
    taskFigures: (taskCondition: SQL, tx: DbExecutor = db) => taskFigures(tx, taskCondition),

    /** `taskScope`: which of the person's tasks (`t`) the caller may see. */
    userFigures: (userId: string, taskScope: SQL, window: AnalyticsWindow, tx: DbExecutor = db) =>
      userFigures(tx, userId, taskScope, window),
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;

import type { TaskStatus } from '@assay/contracts';
import { and, avg, count, desc, eq, gt, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { organizations } from '../organizations/organizations.tables.js';
import { taskTemplateVersions } from '../task-templates/task-templates.tables.js';
import { users } from '../users/users.tables.js';
import { assessments, tasks } from './tasks.tables.js';

/** What a staff view of a task selects: the task, its candidate and its organization (versions come from the cache). */
const staffTaskColumns = {
  task: tasks,
  candidate: { id: users.id, name: users.name, email: users.email },
  organization: { id: organizations.id, name: organizations.name },
};

/** Tasks as staff see them (always of a named organization, except the platform admin's unfiltered list), forks and figures. */
export function createStaffTasksRepository(db: Database) {
  // The version join serves the title search; no version column is selected, so its content is read only for that.
  const staffTasks = (tx: DbExecutor) =>
    tx
      .select(staffTaskColumns)
      .from(tasks)
      .innerJoin(taskTemplateVersions, eq(taskTemplateVersions.id, tasks.templateVersionId))
      .innerJoin(users, eq(users.id, tasks.candidateId))
      .innerJoin(organizations, eq(organizations.id, tasks.organizationId));

  return {
    /** One page of tasks, newest first; `organizationId` undefined lists every organization's (the admin's view). */
    async list(
      query: {
        organizationId?: string | undefined;
        status?: TaskStatus | undefined;
        search?: string | undefined;
        assessmentId?: string | undefined;
        candidateId?: string | undefined;
        page: number;
        limit: number;
        now: Date;
      },
      tx: DbExecutor = db,
    ) {
      const conditions: SQL[] = [isNotNull(tasks.organizationId)];
      if (query.organizationId) conditions.push(eq(tasks.organizationId, query.organizationId));
      if (query.assessmentId) conditions.push(eq(tasks.assessmentId, query.assessmentId));
      if (query.candidateId) conditions.push(eq(tasks.candidateId, query.candidateId));
      if (query.status) conditions.push(statusCondition(query.status, query.now));
      if (query.search) {
        const pattern = containsPattern(query.search);
        conditions.push(
          or(
            sql`${taskTemplateVersions.content}->>'title' ilike ${pattern}`,
            sql`${users.name} ilike ${pattern}`,
            sql`${users.email} ilike ${pattern}`,
          )!,
        );
      }
      const where = and(...conditions);
      const [rows, [totals]] = await Promise.all([
        staffTasks(tx)
          .where(where)
          .orderBy(desc(tasks.createdAt), tasks.id)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        tx
          .select({ total: count() })
          .from(tasks)
          .innerJoin(taskTemplateVersions, eq(taskTemplateVersions.id, tasks.templateVersionId))
          .innerJoin(users, eq(users.id, tasks.candidateId))
          .where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async byId(id: string, tx: DbExecutor = db) {
      const [row] = await staffTasks(tx).where(eq(tasks.id, id));
      return row ?? null;
    },

    /** The origin and every task forked from it, oldest first. */
    async family(originId: string, tx: DbExecutor = db) {
      return staffTasks(tx)
        .where(or(eq(tasks.id, originId), eq(tasks.originTaskId, originId)))
        .orderBy(tasks.createdAt, tasks.id);
    },

    /** An organization's figures: assessments, tasks by status, scores and recent submissions, and per candidate. */
    async stats(organizationId: string, now: Date, tx: DbExecutor = db) {
      const ofOrganization = eq(tasks.organizationId, organizationId);
      const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
      const [[assessmentTotal], byStatus, [scores], [recent], perCandidate] = await Promise.all([
        tx.select({ total: count() }).from(assessments).where(eq(assessments.organizationId, organizationId)),
        tx
          .select({ status: shownStatus(now), total: count() })
          .from(tasks)
          .where(ofOrganization)
          .groupBy(sql`1`),
        tx
          .select({ average: avg(tasks.score) })
          .from(tasks)
          .where(and(ofOrganization, isNotNull(tasks.score))),
        tx
          .select({ total: count() })
          .from(tasks)
          .where(and(ofOrganization, gt(tasks.submittedAt, weekAgo))),
        tx
          .select({
            candidateId: tasks.candidateId,
            tasks: count(),
            completed: sql<number>`count(*) filter (where ${tasks.status} in ('submitted', 'scored'))`.mapWith(Number),
            average: avg(tasks.score),
            lastSubmittedAt: sql<Date | null>`max(${tasks.submittedAt})`.mapWith((value: string | Date | null) =>
              value === null ? null : new Date(value),
            ),
          })
          .from(tasks)
          .where(ofOrganization)
          .groupBy(tasks.candidateId),
      ]);
      return {
        assessments: assessmentTotal?.total ?? 0,
        byStatus: byStatus as { status: TaskStatus; total: number }[],
        average: scores?.average ?? null,
        submittedLastWeek: recent?.total ?? 0,
        perCandidate,
      };
    },
  };
}
export type StaffTasksRepository = ReturnType<typeof createStaffTasksRepository>;

/** The status as shown (an open task past its due date is expired), in SQL, so filters and counts agree with views. */
function shownStatus(now: Date): SQL<TaskStatus> {
  return sql<TaskStatus>`case when ${tasks.status} in ('assigned', 'in_progress') and ${tasks.dueAt} < ${now.toISOString()}::timestamptz then 'expired' else ${tasks.status}::text end`;
}

function statusCondition(status: TaskStatus, now: Date): SQL {
  return sql`${shownStatus(now)} = ${status}`;
}

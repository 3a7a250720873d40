import type { LanguageId } from '@assay/contracts';
import { and, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { afterCommit } from '../../db/after-commit.js';
import type { Database, DbExecutor } from '../../db/client.js';
import type { ReadCache } from '../../platform/cache/read-cache.js';
import { organizationMembers } from '../organizations/organizations.tables.js';
import { taskTemplateVersions } from '../task-templates/task-templates.tables.js';
import { users } from '../users/users.tables.js';
import { taskDrafts, tasks } from './tasks.tables.js';

export type TaskRow = typeof tasks.$inferSelect;
export type TaskDraftRow = typeof taskDrafts.$inferSelect;
export type TemplateVersionRow = typeof taskTemplateVersions.$inferSelect;

export interface CandidateTaskPage {
  rows: TaskRow[];
  total: number;
}
export interface CandidateTaskRead {
  task: TaskRow;
  /** One per language the candidate saved, newest first. */
  drafts: TaskDraftRow[];
}

/**
 * What a candidate's task list and task page read, kept per API node (the candidate routes are the hottest reads).
 * Every write to a task or a draft goes through this repository, which forgets its candidate once it has committed.
 */
export interface CandidateReadCaches {
  pages: ReadCache<CandidateTaskPage>;
  tasks: ReadCache<CandidateTaskRead>;
}

/**
 * A candidate reaches a task of an organization only while a member of it (their practice tasks always): removal from
 * the organization ends their access to its tasks on every path at once, and keeps the tasks and their submissions
 * for its staff. Every read of a candidate's own tasks, and the work done for them (reminders, a timed task's end),
 * holds to it.
 */
const whileMember: SQL = or(
  isNull(tasks.organizationId),
  sql`exists (select 1 from ${organizationMembers} where ${organizationMembers.organizationId} = ${tasks.organizationId} and ${organizationMembers.userId} = ${tasks.candidateId})`,
)!;

/** The total of a candidate's list whose page came back empty (a page past its end). */
async function countTasks(tx: DbExecutor, where: SQL, joinVersions: boolean): Promise<number> {
  const base = tx.select({ total: count() }).from(tasks);
  const [row] = await (
    joinVersions ? base.innerJoin(taskTemplateVersions, eq(taskTemplateVersions.id, tasks.templateVersionId)) : base
  ).where(where);
  return row?.total ?? 0;
}

interface CandidateTasksQuery {
  candidateId: string;
  organizationId: string;
  difficulty?: string | undefined;
  tags: string[];
  page: number;
  limit: number;
}

async function readCandidateTask(tx: DbExecutor, candidateId: string, id: string): Promise<CandidateTaskRead | null> {
  const [task] = await tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.candidateId, candidateId), eq(tasks.id, id), whileMember));
  if (!task) return null;
  const drafts = await tx.select().from(taskDrafts).where(eq(taskDrafts.taskId, id)).orderBy(desc(taskDrafts.savedAt));
  return { task, drafts };
}

/**
 * One page of a candidate's tasks in an organization, newest first, with the total in the same query. Only the task
 * columns are read: a version's content (tens of KB) is read only when a filter needs it.
 */
async function readCandidateTasks(tx: DbExecutor, query: CandidateTasksQuery): Promise<CandidateTaskPage> {
  const conditions: SQL[] = [
    eq(tasks.candidateId, query.candidateId),
    eq(tasks.organizationId, query.organizationId),
    whileMember,
  ];
  if (query.difficulty) conditions.push(sql`${taskTemplateVersions.content}->>'difficulty' = ${query.difficulty}`);
  if (query.tags.length > 0)
    conditions.push(
      sql`${taskTemplateVersions.content}->'tags' ?| array[${sql.join(
        query.tags.map((tag) => sql`${tag}`),
        sql`, `,
      )}]::text[]`,
    );
  const filtered = query.difficulty !== undefined || query.tags.length > 0;
  const base = tx.select({ task: tasks, total: sql<number>`count(*) over ()`.mapWith(Number) }).from(tasks);
  const rows = await (
    filtered ? base.innerJoin(taskTemplateVersions, eq(taskTemplateVersions.id, tasks.templateVersionId)) : base
  )
    .where(and(...conditions))
    .orderBy(desc(tasks.createdAt), tasks.id)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const total = rows[0]?.total ?? (query.page > 1 ? await countTasks(tx, and(...conditions)!, filtered) : 0);
  return { rows: rows.map((row) => row.task), total };
}

/**
 * Tasks and their drafts (assessments and the tasks waiting for an invitee: assessments.repository.ts). Every list
 * names the organization or the candidate it reads. A candidate's own reads
 * outside a transaction go through `caches`; every method that writes a task forgets its candidate's.
 */
export function createTasksRepository(db: Database, caches: CandidateReadCaches) {
  /** After `tx` commits, the candidates' kept reads are forgotten on every node. */
  function changed(tx: DbExecutor, candidateIds: Iterable<string>): void {
    const unique = [...new Set(candidateIds)];
    afterCommit(tx, () => {
      for (const id of unique) {
        caches.pages.forget(id);
        caches.tasks.forget(id);
      }
    });
  }

  return {
    /** Forgets a candidate's kept reads now, on every node (something outside this repository changed what they reach). */
    forgetCandidate(candidateId: string): void {
      caches.pages.forget(candidateId);
      caches.tasks.forget(candidateId);
    },

    /** Moves the due date of an assessment's unfinished tasks (expired ones included: a later date reopens them). */
    async moveDueDate(assessmentId: string, dueAt: Date | null, tx: DbExecutor = db): Promise<number> {
      const rows = await tx
        .update(tasks)
        .set({ dueAt, updatedAt: new Date() })
        .where(and(eq(tasks.assessmentId, assessmentId), inArray(tasks.status, ['assigned', 'in_progress'])))
        .returning({ candidateId: tasks.candidateId });
      changed(
        tx,
        rows.map((row) => row.candidateId),
      );
      return rows.length;
    },

    async insertTasks(rows: (typeof tasks.$inferInsert)[], tx: DbExecutor = db): Promise<TaskRow[]> {
      if (rows.length === 0) return [];
      const inserted = await tx.insert(tasks).values(rows).returning();
      changed(
        tx,
        inserted.map((row) => row.candidateId),
      );
      return inserted;
    },

    /** Candidates of the assessment that already have a task from it (assigning twice gives no second task). */
    async candidatesWithTask(assessmentId: string, candidateIds: string[], tx: DbExecutor = db): Promise<Set<string>> {
      if (candidateIds.length === 0) return new Set();
      const rows = await tx
        .select({ candidateId: tasks.candidateId })
        .from(tasks)
        .where(and(eq(tasks.assessmentId, assessmentId), inArray(tasks.candidateId, candidateIds)));
      return new Set(rows.map((row) => row.candidateId));
    },

    /** A task of this candidate, with its draft (the version comes from the templates' cache). */
    candidateTask: (candidateId: string, id: string, tx: DbExecutor = db) => readCandidateTask(tx, candidateId, id),

    /** `candidateTask` for the task page, kept until the candidate's next change (work on a task reads it fresh). */
    async cachedCandidateTask(candidateId: string, id: string): Promise<CandidateTaskRead | null> {
      return caches.tasks.get(
        `${candidateId}/${id}`,
        () => readCandidateTask(db, candidateId, id),
        () => [candidateId],
      );
    },

    /** One page of a candidate's tasks in an organization (`readCandidateTasks`), kept until the candidate's next change. */
    async cachedCandidateTasks(query: CandidateTasksQuery): Promise<CandidateTaskPage> {
      const key = JSON.stringify([
        query.candidateId,
        query.organizationId,
        query.difficulty ?? null,
        [...query.tags].sort(),
        query.page,
        query.limit,
      ]);
      return (await caches.pages.get(
        key,
        () => readCandidateTasks(db, query),
        () => [query.candidateId],
      ))!;
    },

    /** Every task of a candidate (assigned in any organization, and practice), newest first. */
    async allOfCandidate(candidateId: string, tx: DbExecutor = db): Promise<TaskRow[]> {
      return tx
        .select()
        .from(tasks)
        .where(and(eq(tasks.candidateId, candidateId), whileMember))
        .orderBy(desc(tasks.createdAt), tasks.id)
        .limit(500);
    },

    /** The candidate's unfinished practice task from this template, if any (starting it again resumes it). */
    async openPracticeTask(candidateId: string, templateId: string, tx: DbExecutor = db): Promise<TaskRow | null> {
      const [row] = await tx
        .select({ task: tasks })
        .from(tasks)
        .innerJoin(taskTemplateVersions, eq(taskTemplateVersions.id, tasks.templateVersionId))
        .where(
          and(
            eq(tasks.candidateId, candidateId),
            isNull(tasks.organizationId),
            eq(taskTemplateVersions.templateId, templateId),
            inArray(tasks.status, ['assigned', 'in_progress']),
          ),
        )
        .orderBy(desc(tasks.createdAt))
        .limit(1);
      return row?.task ?? null;
    },

    async taskWithVersion(id: string, tx: DbExecutor = db) {
      const [row] = await tx
        .select({ task: tasks, version: taskTemplateVersions })
        .from(tasks)
        .innerJoin(taskTemplateVersions, eq(taskTemplateVersions.id, tasks.templateVersionId))
        .where(eq(tasks.id, id));
      return row ?? null;
    },

    /** Open → submitted, only if still open: the conditional update is the lock between two submits. */
    async markSubmitted(id: string, at: Date, tx: DbExecutor = db): Promise<TaskRow | null> {
      const [row] = await tx
        .update(tasks)
        .set({ status: 'submitted', submittedAt: at, updatedAt: at })
        .where(and(eq(tasks.id, id), inArray(tasks.status, ['assigned', 'in_progress'])))
        .returning();
      if (row) changed(tx, [row.candidateId]);
      return row ?? null;
    },

    /**
     * Open tasks due between `at` and `until` whose candidate was not yet reminded, marked reminded in the same
     * statement (the lock between API nodes: each task is claimed once).
     */
    async claimDueReminders(at: Date, until: Date, tx: DbExecutor = db): Promise<TaskRow[]> {
      return tx
        .update(tasks)
        .set({ dueReminderAt: at })
        .where(
          and(
            inArray(tasks.status, ['assigned', 'in_progress']),
            isNull(tasks.dueReminderAt),
            sql`${tasks.dueAt} > ${at}`,
            sql`${tasks.dueAt} <= ${until}`,
            whileMember,
          ),
        )
        .returning();
    },

    /** Timed tasks in progress (the deadline check is the service's). */
    async inProgressTimed(tx: DbExecutor = db): Promise<TaskRow[]> {
      return tx
        .select()
        .from(tasks)
        .where(
          and(
            eq(tasks.status, 'in_progress'),
            isNotNull(tasks.durationMinutes),
            isNotNull(tasks.startedAt),
            whileMember,
          ),
        );
    },

    /** An assessment's tasks with their candidates, by candidate name. */
    async assessmentTasks(assessmentId: string, tx: DbExecutor = db) {
      return tx
        .select({ task: tasks, candidate: { id: users.id, name: users.name, email: users.email } })
        .from(tasks)
        .innerJoin(users, eq(users.id, tasks.candidateId))
        .where(eq(tasks.assessmentId, assessmentId))
        .orderBy(users.name, users.email);
    },

    /**
     * Assigned → in progress from `at` (a timed task's clock starts), only if still assigned: the conditional update
     * keeps the first start when two requests start it at once; null when it was not assigned any more.
     */
    async startTask(id: string, at: Date, tx: DbExecutor = db): Promise<TaskRow | null> {
      const [row] = await tx
        .update(tasks)
        .set({ status: 'in_progress', startedAt: at, updatedAt: at })
        .where(and(eq(tasks.id, id), eq(tasks.status, 'assigned')))
        .returning();
      if (row) changed(tx, [row.candidateId]);
      return row ?? null;
    },

    async updateTask(
      id: string,
      patch: Partial<Pick<TaskRow, 'status' | 'startedAt' | 'submittedAt' | 'score'>>,
      tx: DbExecutor = db,
    ): Promise<TaskRow> {
      const [row] = await tx
        .update(tasks)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(tasks.id, id))
        .returning();
      changed(tx, [row!.candidateId]);
      return row!;
    },

    /** The task's newest draft, whatever its language (what a timed task's end submits). */
    async latestDraft(taskId: string, tx: DbExecutor = db): Promise<TaskDraftRow | null> {
      const [row] = await tx
        .select()
        .from(taskDrafts)
        .where(eq(taskDrafts.taskId, taskId))
        .orderBy(desc(taskDrafts.savedAt))
        .limit(1);
      return row ?? null;
    },

    /** The task's draft in this language, replaced (the task is the candidate's: the service checked). */
    async saveDraft(
      task: Pick<TaskRow, 'id' | 'candidateId'>,
      code: string,
      language: LanguageId,
      tx: DbExecutor = db,
    ): Promise<TaskDraftRow> {
      const taskId = task.id;
      const savedAt = new Date();
      const [row] = await tx
        .insert(taskDrafts)
        .values({ taskId, code, language, savedAt })
        .onConflictDoUpdate({ target: [taskDrafts.taskId, taskDrafts.language], set: { code, savedAt } })
        .returning();
      changed(tx, [task.candidateId]);
      return row!;
    },
  };
}
export type TasksRepository = ReturnType<typeof createTasksRepository>;

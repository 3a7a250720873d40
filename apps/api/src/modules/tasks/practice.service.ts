import {
  challengeCategoryOf,
  DIFFICULTIES,
  type CandidateDashboard,
  type PracticeCatalogue,
  type PracticeCatalogueQuery,
  type PublicTask,
  type PublicTaskList,
  type PublicTaskSummary,
  type TaskSummary,
  type TemplateContent,
  type TemplateListQuery,
} from '@assay/contracts';
import type { Database } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import type { AuditService } from '../../platform/audit/audit.service.js';
import { redactContent, type TaskTemplatesService } from '../task-templates/task-templates.service.js';
import type { UserRow } from '../users/users.service.js';
import { kindOf, statusOf, summaryOf } from './task-views.js';
import { summaryFields } from '../task-templates/template-summary-columns.js';
import type { PracticeRepository } from './practice.repository.js';
import type { TasksRepository } from './tasks.repository.js';
import { withVersions } from './task-versions.js';

const NOT_FOUND = 'Public task not found.';
const RECOMMENDED = 3;
const RECENT = 10;
/** A task counts as solved (for the level practice is recommended at) from this score. */
const SOLVED_SCORE = 70;

function publicSummaryOf(id: string, version: number, content: TemplateContent): PublicTaskSummary {
  return {
    id,
    title: content.title,
    difficulty: content.difficulty,
    tags: content.tags,
    languages: content.languages.map((entry) => entry.language),
    estimated_minutes: content.estimated_minutes,
    tests: content.tests.length,
    version,
  };
}

/**
 * Practice: the public catalogue (one entry per published platform template, for anyone), a candidate's own
 * practice tasks started from it, and the candidate's dashboard that brings assigned and practice work together.
 */
export function createPracticeService({
  db,
  repository,
  catalogue: practiceCatalogue,
  templates,
  audit,
  newId,
  now = () => new Date(),
}: {
  db: Database;
  repository: TasksRepository;
  catalogue: PracticeRepository;
  templates: Pick<TaskTemplatesService, 'listPublic' | 'publicVersion' | 'versionsByIds'>;
  audit: AuditService;
  newId: () => string;
  now?: () => Date;
}) {
  async function catalogue(query: Omit<TemplateListQuery, 'scope'>): Promise<PublicTaskList> {
    const list = await templates.listPublic(query);
    return {
      tasks: list.templates.map((entry) => ({
        id: entry.id,
        title: entry.title,
        difficulty: entry.difficulty,
        tags: entry.tags,
        languages: entry.languages,
        estimated_minutes: entry.estimated_minutes,
        tests: entry.tests,
        version: entry.published_version,
      })),
      total: list.total,
      page: list.page,
      limit: list.limit,
    };
  }

  return {
    /** GET /public/tasks: anonymous. */
    list: catalogue,

    /** GET /candidate/practice: the catalogue with the caller's standing and everyone's acceptance rate, filtered. */
    async browse(caller: UserRow, query: PracticeCatalogueQuery): Promise<PracticeCatalogue> {
      const { rows, total } = await practiceCatalogue.catalogue(caller.id, query);
      return {
        challenges: rows.map((row) => ({
          id: row.id,
          ...summaryFields(row),
          version: row.version,
          category: challengeCategoryOf(row.tags),
          status: row.status,
          best_score: row.bestScore,
          open_task_id: row.openTaskId,
          acceptance_rate: row.scoredTasks > 0 ? Math.round((1000 * row.acceptedTasks) / row.scoredTasks) / 10 : null,
          scored_tasks: row.scoredTasks,
        })),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    /** Library challenges by template id with the candidate's best practice score on each (learning's challenge steps). */
    standing: (candidateId: string, templateIds: string[]) => practiceCatalogue.standing(candidateId, templateIds),

    /** GET /public/tasks/{id}: statement, starter code and visible tests; never answers, hints or anyone's code. */
    async get(id: string): Promise<PublicTask> {
      const version = await templates.publicVersion(id);
      if (!version) throw new NotFoundError(NOT_FOUND);
      const { hints: _hints, ...content } = redactContent(version.content);
      return { ...publicSummaryOf(id, version.version, version.content), content };
    },

    /** POST /public/tasks: the candidate's own practice task from a public one; an unfinished one is resumed. */
    async start(caller: UserRow, templateId: string): Promise<{ task: TaskSummary; created: boolean }> {
      const version = await templates.publicVersion(templateId);
      if (!version) throw new NotFoundError(NOT_FOUND);
      const existing = await repository.openPracticeTask(caller.id, templateId);
      if (existing) return { task: summaryOf(existing, version.content, now()), created: false };
      const row = await db.transaction(async (tx) => {
        const [inserted] = await repository.insertTasks(
          [
            {
              id: newId(),
              organizationId: null,
              assessmentId: null,
              templateVersionId: version.id,
              candidateId: caller.id,
              assignedBy: null,
              instructions: '',
            },
          ],
          tx,
        );
        await audit.record(
          {
            actorId: caller.id,
            action: 'task.practice_started',
            organizationId: null,
            targetType: 'task',
            targetId: inserted!.id,
            metadata: { templateId, version: version.version },
          },
          tx,
        );
        return inserted!;
      });
      return { task: summaryOf(row, version.content, now()), created: true };
    },

    /** GET /candidate/dashboard: assigned work by state, practice, what to practise next, and the candidate's figures. */
    async dashboard(caller: UserRow, submissions: number): Promise<CandidateDashboard> {
      const at = now();
      const rows = await withVersions(templates, await repository.allOfCandidate(caller.id));
      // Assigned tasks of the organization the candidate acts in; practice tasks are their own wherever they act.
      const assigned = rows.filter(
        ({ task }) => kindOf(task) === 'assigned' && task.organizationId === caller.organizationId,
      );
      const practice = rows.filter(({ task }) => kindOf(task) === 'practice');
      const inStatus = (list: typeof rows, ...statuses: string[]) =>
        list
          .filter(({ task }) => statuses.includes(statusOf(task, at)))
          .map(({ task, version }) => summaryOf(task, version.content, at));
      const scored = rows.filter(({ task }) => task.score !== null).map(({ task }) => task.score!);
      const solvedLevel = Math.max(
        -1,
        ...rows
          .filter(({ task }) => (task.score ?? 0) >= SOLVED_SCORE)
          .map(({ version }) => DIFFICULTIES.indexOf(version.content.difficulty)),
      );
      const target = Math.min(DIFFICULTIES.length - 1, solvedLevel + 1);
      const tried = new Set(rows.map(({ version }) => version.templateId));
      const { tasks: publicTasks } = await catalogue({ page: 1, limit: 100 });
      const recommended = publicTasks
        .filter((entry) => !tried.has(entry.id))
        .sort(
          (a, b) =>
            Math.abs(DIFFICULTIES.indexOf(a.difficulty) - target) -
              Math.abs(DIFFICULTIES.indexOf(b.difficulty) - target) || a.title.localeCompare(b.title),
        )
        .slice(0, RECOMMENDED);
      const completed = inStatus(assigned, 'submitted', 'scored');
      return {
        has_organization: Boolean(caller.organizationId),
        assigned: inStatus(assigned, 'assigned'),
        in_progress: inStatus(assigned, 'in_progress'),
        completed: completed.slice(0, RECENT),
        practice: practice.slice(0, RECENT).map(({ task, version }) => summaryOf(task, version.content, at)),
        recommended,
        stats: {
          assigned: inStatus(assigned, 'assigned').length,
          in_progress: inStatus(assigned, 'in_progress').length,
          completed: completed.length,
          expired: inStatus(assigned, 'expired').length,
          practice_solved: practice.filter(({ task }) => (task.score ?? 0) >= SOLVED_SCORE).length,
          average_score:
            scored.length === 0
              ? null
              : Math.round((scored.reduce((sum, score) => sum + score, 0) / scored.length) * 10) / 10,
          submissions,
        },
      };
    },
  };
}
export type PracticeService = ReturnType<typeof createPracticeService>;

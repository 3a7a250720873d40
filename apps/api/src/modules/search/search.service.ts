import type { SearchResults } from '@assay/contracts';
import type { PracticeService } from '../tasks/practice.service.js';
import type { StaffTasksService } from '../tasks/staff-tasks.service.js';
import type { CandidateTasksService } from '../tasks/candidate-tasks.service.js';
import type { TaskTemplatesService } from '../task-templates/task-templates.service.js';
import type { UserRow } from '../users/users.service.js';

/**
 * The top bar's search (SPEC.md §2): tasks and templates whose title (or tags) match, among what the caller may
 * see anyway: a candidate's own tasks and the public catalogue; staff their organization's tasks and the templates
 * they may assign; the platform admin everything.
 */
export function createSearchService({
  candidateTasks,
  staffTasks,
  templates,
  practice,
}: {
  candidateTasks: Pick<CandidateTasksService, 'allOwn'>;
  staffTasks: Pick<StaffTasksService, 'list'>;
  templates: Pick<TaskTemplatesService, 'list'>;
  practice: Pick<PracticeService, 'list'>;
}) {
  async function ownTasks(caller: UserRow, needle: string, limit: number): Promise<SearchResults['tasks']> {
    return (await candidateTasks.allOwn(caller))
      .filter((task) => task.title.toLowerCase().includes(needle) || task.tags.some((tag) => tag.includes(needle)))
      .slice(0, limit)
      .map((task) => ({
        id: task.id,
        kind: task.kind,
        title: task.title,
        difficulty: task.difficulty,
        status: task.status,
        candidate: null,
      }));
  }

  async function staffTaskMatches(caller: UserRow, q: string, limit: number): Promise<SearchResults['tasks']> {
    if (caller.role !== 'admin' && !caller.organizationId) return [];
    const found = await staffTasks.list(caller, { search: q, page: 1, limit });
    return found.tasks.map((task) => ({
      id: task.id,
      kind: 'assigned' as const,
      title: task.title,
      difficulty: task.difficulty,
      status: task.status,
      candidate: { name: task.candidate.name, email: task.candidate.email },
    }));
  }

  return {
    async search(caller: UserRow, q: string, limit: number): Promise<SearchResults> {
      const isCandidate = caller.role === 'candidate' || caller.role === null;
      const [matches, templateList, catalogue] = await Promise.all([
        isCandidate ? ownTasks(caller, q.toLowerCase(), limit) : staffTaskMatches(caller, q, limit),
        isCandidate ? null : templates.list(caller, { search: q, scope: 'all', page: 1, limit }),
        practice.list({ search: q, page: 1, limit }),
      ]);
      return {
        query: q,
        tasks: matches,
        templates: (templateList?.templates ?? []).map((entry) => ({
          id: entry.id,
          title: entry.title,
          difficulty: entry.difficulty,
          scope: entry.scope,
          published_version: entry.published_version,
        })),
        public_tasks: catalogue.tasks,
      };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;

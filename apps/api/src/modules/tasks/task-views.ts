import type {
  CandidateTask,
  StaffTask,
  TaskDraft,
  TaskKind,
  TaskStatus,
  TaskSummary,
  TemplateContent,
} from '@assay/contracts';
import { redactContent } from '../task-templates/task-templates.service.js';
import type { TaskDraftRow, TaskRow, TemplateVersionRow } from './tasks.repository.js';

export const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A practice task belongs to no organization: it is the candidate's own copy of a public task. */
export const kindOf = (task: TaskRow): TaskKind => (task.organizationId === null ? 'practice' : 'assigned');

/** A timed task's end by the server's clock (its start plus its duration), or null. */
export function deadlineOf(task: TaskRow): Date | null {
  return task.durationMinutes && task.startedAt
    ? new Date(task.startedAt.getTime() + task.durationMinutes * 60_000)
    : null;
}

/** The status to show: an open task past its due date is expired, whatever is stored. */
export function statusOf(task: TaskRow, now: Date): TaskStatus {
  const open = task.status === 'assigned' || task.status === 'in_progress';
  return open && task.dueAt && task.dueAt < now ? 'expired' : task.status;
}

/** What a row's summary takes from its version and dates, worked out once per row: cached rows are shared by requests. */
interface SummaryParts {
  content: TemplateContent;
  languages: TaskSummary['languages'];
  dueAt: string | null;
  assignedAt: string;
}
const summaryParts = new WeakMap<TaskRow, SummaryParts>();

function partsOf(task: TaskRow, content: TemplateContent): SummaryParts {
  let parts = summaryParts.get(task);
  if (parts?.content !== content) {
    parts = {
      content,
      languages: content.languages.map((entry) => entry.language),
      dueAt: iso(task.dueAt),
      assignedAt: task.createdAt.toISOString(),
    };
    summaryParts.set(task, parts);
  }
  return parts;
}

/** A task as its candidate sees it in lists. */
export function summaryOf(task: TaskRow, content: TemplateContent, now: Date): TaskSummary {
  const parts = partsOf(task, content);
  return {
    id: task.id,
    kind: kindOf(task),
    title: content.title,
    difficulty: content.difficulty,
    tags: content.tags,
    languages: parts.languages,
    estimated_minutes: content.estimated_minutes,
    status: statusOf(task, now),
    due_at: parts.dueAt,
    duration_minutes: task.durationMinutes,
    assigned_at: parts.assignedAt,
    score: task.score,
  };
}

export const draftView = (row: TaskDraftRow): TaskDraft => ({
  code: row.code,
  language: row.language,
  saved_at: row.savedAt.toISOString(),
});

/** A task as its candidate sees it on its page: the version's statement without its answers, and every draft. */
export function candidateView(
  task: TaskRow,
  version: Pick<TemplateVersionRow, 'version' | 'content'>,
  drafts: TaskDraftRow[],
  now: Date,
): CandidateTask {
  return {
    ...summaryOf(task, version.content, now),
    instructions: task.instructions,
    template_version: version.version,
    content: redactContent(version.content),
    started_at: iso(task.startedAt),
    deadline_at: iso(deadlineOf(task)),
    server_time: now.toISOString(),
    draft: drafts[0] ? draftView(drafts[0]) : null,
    drafts: drafts.map(draftView),
  };
}

export interface StaffTaskRow {
  task: TaskRow;
  version: TemplateVersionRow;
  candidate: { id: string; name: string; email: string };
  organization: { id: string; name: string };
}

/** A task as the people who give and review it see it. */
export function staffTaskOf({ task, version, candidate, organization }: StaffTaskRow, now: Date): StaffTask {
  return {
    id: task.id,
    title: version.content.title,
    difficulty: version.content.difficulty,
    status: statusOf(task, now),
    score: task.score,
    candidate,
    organization,
    assessment_id: task.assessmentId,
    origin_task_id: task.originTaskId,
    template_id: version.templateId,
    template_version: version.version,
    assigned_by: task.assignedBy,
    assigned_at: task.createdAt.toISOString(),
    due_at: iso(task.dueAt),
    duration_minutes: task.durationMinutes,
    started_at: iso(task.startedAt),
    submitted_at: iso(task.submittedAt),
  };
}

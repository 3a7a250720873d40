import type { TaskTemplatesService } from '../task-templates/task-templates.service.js';
import type { TaskRow, TemplateVersionRow } from './tasks.repository.js';

export interface TaskWithVersion {
  task: TaskRow;
  version: TemplateVersionRow;
}

/** Each task with the version it was given, from the templates' cache of immutable versions (one query for any missing). */
export async function withVersions(
  templates: Pick<TaskTemplatesService, 'versionsByIds'>,
  rows: readonly TaskRow[],
): Promise<TaskWithVersion[]> {
  const versions = await templates.versionsByIds(rows.map((task) => task.templateVersionId));
  return rows.map((task) => {
    const version = versions.get(task.templateVersionId);
    // A version is never deleted while a task points at it (the foreign key says so).
    if (!version) throw new Error(`Template version ${task.templateVersionId} of task ${task.id} is missing.`);
    return { task, version };
  });
}

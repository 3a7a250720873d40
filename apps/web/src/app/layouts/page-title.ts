import { PRODUCT_NAME_DEFAULT } from '@assay/contracts';
import { matchPath } from 'react-router';
import { findPageTitle } from '@/app/routes/page-titles';
import { paths } from '@/config/paths';

/** The pages that show one task, whose title is the task's rather than the page's (SPEC.md §2, candidate top bar). */
const taskPagePatterns = [paths.taskDetail, paths.task, paths.candidateTask, paths.testTask, paths.codeEditor] as const;

const GITHUB_PR_TASK_PREFIX = 'github_pr_';
const SHORT_TASK_ID_LENGTH = 8;

/** The task id when `pathname` is a task page, else undefined. */
export function taskIdFromPath(pathname: string): string | undefined {
  for (const pattern of taskPagePatterns) {
    const taskId = matchPath(pattern, pathname)?.params.taskId;
    if (taskId) return taskId;
  }
  return undefined;
}

/** The top-bar title for a path; `taskTitle` is the loaded task's title on task pages, when the page knows it. */
export function pageTitleFor(pathname: string, taskTitle?: string): string {
  const taskId = taskIdFromPath(pathname);
  if (taskId !== undefined) {
    if (taskTitle?.trim()) return taskTitle.trim();
    if (taskId.startsWith(GITHUB_PR_TASK_PREFIX)) return 'GitHub Pull Request Task';
    return `Task ${taskId.slice(0, SHORT_TASK_ID_LENGTH)}`;
  }
  // Written out because SPEC.md §2 names it, whatever the planned page's title becomes.
  if (pathname === paths.lounge) return 'Return To Office';
  return findPageTitle(pathname) ?? PRODUCT_NAME_DEFAULT;
}

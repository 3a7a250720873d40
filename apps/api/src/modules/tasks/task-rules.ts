import {
  LANGUAGE_NAMES,
  TASK_ERROR_CODES,
  TIMED_TASK_GRACE_SECONDS,
  type CodeInput,
  type TemplateContent,
} from '@assay/contracts';
import { ConflictError, ValidationError } from '../../lib/errors.js';
import { deadlineOf, statusOf } from './task-views.js';
import type { TaskRow } from './tasks.repository.js';

/** Whether a timed task's end and grace have passed at `at`. */
export function pastTimedGrace(task: TaskRow, at: Date): boolean {
  const deadline = deadlineOf(task);
  return deadline !== null && at.getTime() > deadline.getTime() + TIMED_TASK_GRACE_SECONDS * 1000;
}

/** Refuses work on a task that no longer takes any: submitted, expired, or past a timed task's end and grace. */
export function assertOpenForWork(task: TaskRow, at: Date): void {
  const status = statusOf(task, at);
  if (status === 'submitted' || status === 'scored')
    throw new ConflictError('This task has been submitted; it takes no more work.', TASK_ERROR_CODES.taskClosed);
  if (status === 'expired')
    throw new ConflictError(
      `This task expired on ${task.dueAt!.toISOString().slice(0, 10)}; it takes no more work.`,
      TASK_ERROR_CODES.taskClosed,
    );
  if (pastTimedGrace(task, at))
    throw new ConflictError('The time for this task is up; it takes no more work.', TASK_ERROR_CODES.taskClosed);
}

/** Refuses code in a language the task's version does not offer, naming the ones it does. */
export function assertLanguageOffered(content: TemplateContent, input: CodeInput): void {
  if (content.languages.some((entry) => entry.language === input.language)) return;
  const names = content.languages.map((entry) => LANGUAGE_NAMES[entry.language]).join(', ');
  throw new ValidationError(
    `This task is not offered in ${LANGUAGE_NAMES[input.language]}. Choose one of: ${names}.`,
    [{ field: 'language', message: 'is not offered for this task' }],
    TASK_ERROR_CODES.languageNotOffered,
  );
}

/** Refuses a due date that is not in the future (a missing one means no due date). */
export function assertFutureDueDate(dueAt: Date | null | undefined, at: Date): void {
  if (dueAt && dueAt <= at)
    throw new ValidationError('The due date must be in the future.', [
      { field: 'due_date', message: 'must be in the future' },
    ]);
}

import type { ReactNode } from 'react';
import { PageBody, PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import type { CandidateTask, useCandidateTask } from '@/features/tasks/api/get-candidate-task';
import { TaskStatement } from '@/features/tasks/components/task-statement';
import { TaskStatusLine } from '@/features/tasks/components/task-status-line';

/** A task the candidate can still work on and submit; a closed one shows its feedback instead. */
export function isTaskOpen(task: CandidateTask): boolean {
  return task.status === 'assigned' || task.status === 'in_progress';
}

interface CandidateTaskScreenProps {
  taskId: string;
  task: ReturnType<typeof useCandidateTask>;
  /** Above the statement once the task is closed: its feedback (the evaluation feature's). */
  feedback: (task: CandidateTask) => ReactNode;
  /** The editor, which sends the code through the submissions feature. */
  workbench: (task: CandidateTask, open: boolean) => ReactNode;
  /** Below the editor: the submissions made so far (the submissions feature's). */
  history: (task: CandidateTask) => ReactNode;
}

/** The candidate's task: the statement beside the editor, the results below (DESIGN.md, the editor). */
export function CandidateTaskScreen({ taskId, task, feedback, workbench, history }: CandidateTaskScreenProps) {
  if (task.isPending) {
    return (
      <PageBody className="max-w-7xl">
        <TableSkeleton label="Opening the task…" />
      </PageBody>
    );
  }
  if (task.isError) {
    return (
      <PageBody className="max-w-7xl">
        <PageHeader title={`Task ${taskId.slice(0, 8)}`} />
        <QueryError
          what="The task could not be opened."
          error={task.error}
          retrying={task.isFetching}
          onRetry={() => void task.refetch()}
        />
      </PageBody>
    );
  }
  const data = task.data;
  const open = isTaskOpen(data);
  return (
    <PageBody className="max-w-7xl">
      <PageHeader
        title={data.title}
        description={<TaskStatusLine task={data} open={open} loadedAt={task.dataUpdatedAt} />}
      />
      {open ? null : feedback(data)}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <TaskStatement task={data} />
        <div className="flex flex-col gap-8">
          {workbench(data, open)}
          {history(data)}
        </div>
      </div>
    </PageBody>
  );
}

import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useTrackCurrentTask } from '@/app/layouts/current-task';
import { PageBody, PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { TaskFeedback } from '@/features/evaluation/components/task-feedback';
import { useCreateSubmission } from '@/features/submissions/api/create-submission';
import { SubmissionHistory } from '@/features/submissions/components/submission-history';
import { useCandidateTask, type CandidateTask } from '@/features/tasks/api/get-candidate-task';
import { TaskStatement } from '@/features/tasks/components/task-statement';
import { TaskStatusLine } from '@/features/tasks/components/task-status-line';
import { TaskWorkbench } from '@/features/tasks/components/task-workbench';

/** The editor sends the code through the submissions feature; keyed by task, as the mutation's state is the task's. */
function Workbench({ task, open }: { task: CandidateTask; open: boolean }) {
  return <TaskWorkbench task={task} open={open} submission={useCreateSubmission()} />;
}

/** /tasks/{id} (and its aliases): the statement beside the editor, the results below (DESIGN.md, the editor). */
export function TaskPage() {
  const { taskId = '' } = useParams();
  const task = useCandidateTask(taskId);
  const loaded = task.data;
  useTrackCurrentTask(
    useMemo(
      () =>
        loaded
          ? {
              id: loaded.id,
              title: loaded.title,
              open: loaded.status === 'assigned' || loaded.status === 'in_progress',
            }
          : undefined,
      [loaded],
    ),
  );
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
  const open = data.status === 'assigned' || data.status === 'in_progress';
  return (
    <PageBody className="max-w-7xl">
      <PageHeader
        title={data.title}
        description={<TaskStatusLine task={data} open={open} loadedAt={task.dataUpdatedAt} />}
      />
      {open ? null : <TaskFeedback taskId={data.id} />}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <TaskStatement task={data} />
        <div className="flex flex-col gap-8">
          <Workbench key={data.id} task={data} open={open} />
          <SubmissionHistory taskId={data.id} />
        </div>
      </div>
    </PageBody>
  );
}

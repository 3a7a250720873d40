import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useTrackCurrentTask } from '@/app/layouts/current-task';
import { SubmissionHistory } from '@/features/submissions/components/submission-history';
import { TaskCountdown } from '@/app/routes/candidate/task/task-countdown';
import { TaskFeedback } from '@/app/routes/candidate/task/task-feedback';
import { TaskStatement } from '@/app/routes/candidate/task/task-statement';
import { taskStatusLabels } from '@/components/task-status-labels';
import { TaskWorkbench } from '@/app/routes/candidate/task/task-workbench';
import { PageBody, PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { difficultyBadges, difficultyLabels } from '@/components/difficulty';
import { Badge } from '@/components/ui/badge';
import { useCandidateTask } from '@/features/tasks/api/get-candidate-task';

/** /tasks/{id} (and its aliases): the statement beside the editor, the results below (DESIGN.md, the editor). */
export function TaskPage() {
  const { taskId = '' } = useParams();
  const task = useCandidateTask(taskId);
  const loaded = task.data;
  useTrackCurrentTask(useMemo(() => (loaded ? { id: loaded.id, title: loaded.title, open: loaded.status === 'assigned' || loaded.status === 'in_progress' } : undefined), [loaded]));
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
        <QueryError what="The task could not be opened." error={task.error} retrying={task.isFetching} onRetry={() => void task.refetch()} />
      </PageBody>
    );
  }
  const data = task.data;
  const open = data.status === 'assigned' || data.status === 'in_progress';
  const status = (
    <div className="flex flex-wrap items-center gap-2">
      <Badge variant={difficultyBadges[data.difficulty]}>{difficultyLabels[data.difficulty]}</Badge>
      <Badge variant={open ? 'outline' : 'secondary'}>{taskStatusLabels[data.status]}</Badge>
      {data.score === null ? null : <Badge variant="success">{`Score ${data.score} / 100`}</Badge>}
      {data.deadline_at && open ? <TaskCountdown deadline={data.deadline_at} serverTime={data.server_time} loadedAt={task.dataUpdatedAt} /> : null}
    </div>
  );
  return (
    <PageBody className="max-w-7xl">
      <PageHeader title={data.title} description={status} />
      {open ? null : <TaskFeedback taskId={data.id} />}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <TaskStatement task={data} />
        <div className="flex flex-col gap-8">
          <TaskWorkbench key={data.id} task={data} open={open} />
          <SubmissionHistory taskId={data.id} />
        </div>
      </div>
    </PageBody>
  );
}

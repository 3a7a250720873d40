import { ScoreBadge } from '@/components/score-badge';
import { difficultyBadges, difficultyLabels } from '@/components/difficulty';
import { taskStatusLabels } from '@/components/task-status-labels';
import { Badge } from '@/components/ui/badge';
import type { CandidateTask } from '@/features/tasks/api/get-candidate-task';
import { TaskCountdown } from '@/features/tasks/components/task-countdown';

/** Under the task's title: difficulty, status, score, and the time left while a timed task is open. */
export function TaskStatusLine({ task, open, loadedAt }: { task: CandidateTask; open: boolean; loadedAt: number }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge variant={difficultyBadges[task.difficulty]}>{difficultyLabels[task.difficulty]}</Badge>
      <Badge variant={open ? 'outline' : 'secondary'}>{taskStatusLabels[task.status]}</Badge>
      {task.score === null ? null : <ScoreBadge score={task.score} />}
      {task.deadline_at && open ? (
        <TaskCountdown deadline={task.deadline_at} serverTime={task.server_time} loadedAt={loadedAt} />
      ) : null}
    </div>
  );
}

import { LANGUAGE_NAMES, type TaskSummary } from '@assay/contracts';
import { Link } from 'react-router';
import { taskStatusLabels } from '@/components/task-status-labels';
import { RelativeTime } from '@/components/relative-time';
import { difficultyBadges, difficultyLabels } from '@/components/difficulty';
import { Badge } from '@/components/ui/badge';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { fillPath } from '@/lib/fill-path';

export const taskLink = (id: string) => fillPath(paths.taskDetail, { taskId: id });

/** The candidate's tasks: title (opens it), difficulty, status or score, and when it is due. */
export function CandidateTaskTable({ tasks, caption = 'Your tasks' }: { tasks: TaskSummary[]; caption?: string }) {
  return (
    <DataTable caption={caption} columns={['Task', 'Difficulty', 'Status', 'Due']}>
      {tasks.map((task) => (
        <DataRow key={task.id} className="align-top">
          <RowHeader>
            <Link to={taskLink(task.id)} className="underline-offset-4 hover:underline">
              {task.title}
            </Link>
            <div className="mt-1 text-xs font-normal text-muted-foreground">
              {[
                task.languages.map((language) => LANGUAGE_NAMES[language]).join(', '),
                task.duration_minutes ? `timed: ${task.duration_minutes} min` : `~${task.estimated_minutes} min`,
              ].join(' · ')}
            </div>
          </RowHeader>
          <Cell>
            <Badge variant={difficultyBadges[task.difficulty]}>{difficultyLabels[task.difficulty]}</Badge>
          </Cell>
          <Cell>{task.score === null ? taskStatusLabels[task.status] : `Scored ${task.score} / 100`}</Cell>
          <Cell>
            {task.due_at ? (
              <RelativeTime value={task.due_at} />
            ) : (
              <span className="text-muted-foreground">No due date</span>
            )}
          </Cell>
        </DataRow>
      ))}
    </DataTable>
  );
}

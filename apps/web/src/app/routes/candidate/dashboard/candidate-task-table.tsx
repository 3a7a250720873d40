import { LANGUAGE_NAMES, type TaskSummary } from '@assay/contracts';
import { Link } from 'react-router';
import { taskStatusLabels } from '@/app/routes/candidate/task/task-status';
import { RelativeTime } from '@/app/routes/shared/relative-time';
import { difficultyBadges, difficultyLabels } from '@/app/routes/templates/template-labels';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';

export const taskLink = (id: string) => paths.taskDetail.replace(':taskId', encodeURIComponent(id));

/** The candidate's tasks: title (opens it), difficulty, status or score, and when it is due. */
export function CandidateTaskTable({ tasks, caption = 'Your tasks' }: { tasks: TaskSummary[]; caption?: string }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">Task</th>
            <th scope="col" className="px-3 py-2 font-medium">Difficulty</th>
            <th scope="col" className="px-3 py-2 font-medium">Status</th>
            <th scope="col" className="px-3 py-2 font-medium">Due</th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((task) => (
            <tr key={task.id} className="border-t border-border align-top">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                <Link to={taskLink(task.id)} className="underline-offset-4 hover:underline">
                  {task.title}
                </Link>
                <div className="mt-1 text-xs font-normal text-muted-foreground">
                  {[task.languages.map((language) => LANGUAGE_NAMES[language]).join(', '), task.duration_minutes ? `timed: ${task.duration_minutes} min` : `~${task.estimated_minutes} min`].join(' · ')}
                </div>
              </th>
              <td className="px-3 py-2">
                <Badge variant={difficultyBadges[task.difficulty]}>{difficultyLabels[task.difficulty]}</Badge>
              </td>
              <td className="px-3 py-2">{task.score === null ? taskStatusLabels[task.status] : `Scored ${task.score} / 100`}</td>
              <td className="px-3 py-2">{task.due_at ? <RelativeTime value={task.due_at} /> : <span className="text-muted-foreground">No due date</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

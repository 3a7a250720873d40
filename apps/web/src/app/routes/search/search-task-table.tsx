import type { SearchResults } from '@assay/contracts';
import { Link } from 'react-router';
import { taskStatusLabels } from '@/app/routes/candidate/task/task-status';
import { difficultyBadges, difficultyLabels } from '@/app/routes/templates/template-labels';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';

type SearchTask = SearchResults['tasks'][number];

const taskLink = (id: string) => paths.taskDetail.replace(':taskId', encodeURIComponent(id));

interface SearchTaskTableProps {
  tasks: SearchTask[];
  caption: string;
  /**
   * A candidate's own tasks open on the task page. Staff rows name the candidate instead and are not links: the
   * results carry no assessment to open on /interviewer/tasks, and the task page is the candidate's alone.
   */
  own: boolean;
}

/** Matching tasks: title, difficulty and status; for staff, whose task it is. */
export function SearchTaskTable({ tasks, caption, own }: SearchTaskTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">Task</th>
            {own ? null : <th scope="col" className="px-3 py-2 font-medium">Candidate</th>}
            <th scope="col" className="px-3 py-2 font-medium">Difficulty</th>
            <th scope="col" className="px-3 py-2 font-medium">Status</th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((task) => (
            <tr key={task.id} className="border-t border-border align-top">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                <div className="flex flex-wrap items-center gap-2">
                  {own ? (
                    <Link to={taskLink(task.id)} className="underline-offset-4 hover:underline">
                      {task.title}
                    </Link>
                  ) : (
                    <span>{task.title}</span>
                  )}
                  {task.kind === 'practice' ? <Badge variant="outline">Practice</Badge> : null}
                </div>
              </th>
              {own ? null : (
                <td className="px-3 py-2">
                  {task.candidate ? (
                    <>
                      <div>{task.candidate.name}</div>
                      <div className="text-xs text-muted-foreground">{task.candidate.email}</div>
                    </>
                  ) : (
                    <span className="text-muted-foreground">Unknown</span>
                  )}
                </td>
              )}
              <td className="px-3 py-2">
                <Badge variant={difficultyBadges[task.difficulty]}>{difficultyLabels[task.difficulty]}</Badge>
              </td>
              <td className="px-3 py-2">{taskStatusLabels[task.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

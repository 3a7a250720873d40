import type { StaffTask } from '@assay/contracts';
import { taskStatusLabels } from '@/app/routes/candidate/task/task-status';
import { RelativeTime } from '@/app/routes/shared/relative-time';
import { difficultyBadges, difficultyLabels } from '@/app/routes/templates/template-labels';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

interface StaffTaskTableProps {
  tasks: StaffTask[];
  /** The platform admin's view spans organizations. */
  showOrganization: boolean;
  /** Offered where the viewer may give tasks (their own organization's). */
  onFork?: (task: StaffTask) => void;
}

/** Tasks as their givers see them: the task, whose it is, how far it is, when it is due. */
export function StaffTaskTable({ tasks, showOrganization, onFork }: StaffTaskTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">Tasks</caption>
        <thead className="bg-muted text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">Task</th>
            <th scope="col" className="px-3 py-2 font-medium">Candidate</th>
            {showOrganization ? <th scope="col" className="px-3 py-2 font-medium">Organization</th> : null}
            <th scope="col" className="px-3 py-2 font-medium">Status</th>
            <th scope="col" className="px-3 py-2 font-medium">Due</th>
            <th scope="col" className="px-3 py-2 font-medium">Assigned</th>
            {onFork ? <th scope="col" className="px-3 py-2 font-medium"><span className="sr-only">Actions</span></th> : null}
          </tr>
        </thead>
        <tbody>
          {tasks.map((task) => (
            <tr key={task.id} className="border-t border-border align-top">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                <div>{task.title}</div>
                <div className="mt-1 flex flex-wrap items-center gap-2 text-xs font-normal text-muted-foreground">
                  <Badge variant={difficultyBadges[task.difficulty]}>{difficultyLabels[task.difficulty]}</Badge>
                  <span>{`version ${task.template_version}`}</span>
                  {task.origin_task_id ? <span>copy of another task</span> : null}
                </div>
              </th>
              <td className="px-3 py-2">
                <div>{task.candidate.name || task.candidate.email}</div>
                {task.candidate.name ? <div className="text-xs text-muted-foreground">{task.candidate.email}</div> : null}
              </td>
              {showOrganization ? <td className="px-3 py-2">{task.organization.name}</td> : null}
              <td className="px-3 py-2">{task.score === null ? taskStatusLabels[task.status] : `Scored ${task.score} / 100`}</td>
              <td className="px-3 py-2">{task.due_at ? <RelativeTime value={task.due_at} /> : <span className="text-muted-foreground">No due date</span>}</td>
              <td className="px-3 py-2"><RelativeTime value={task.assigned_at} /></td>
              {onFork ? (
                <td className="px-3 py-2 text-right">
                  <Button variant="outline" size="sm" aria-label={`Give ${task.title} to another candidate`} onClick={() => onFork(task)}>
                    Give to another
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

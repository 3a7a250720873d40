import type { StaffTask } from '@assay/contracts';
import { taskStatusLabels } from '@/components/task-status-labels';
import { RelativeTime } from '@/components/relative-time';
import { difficultyBadges, difficultyLabels } from '@/components/difficulty';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';

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
    <DataTable
      caption="Tasks"
      columns={[
        'Task',
        'Candidate',
        showOrganization && 'Organization',
        'Status',
        'Due',
        'Assigned',
        onFork && { label: 'Actions', hidden: true },
      ]}
    >
      {tasks.map((task) => (
        <DataRow key={task.id} className="align-top">
          <RowHeader>
            <div>{task.title}</div>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-xs font-normal text-muted-foreground">
              <Badge variant={difficultyBadges[task.difficulty]}>{difficultyLabels[task.difficulty]}</Badge>
              <span>{`version ${task.template_version}`}</span>
              {task.origin_task_id ? <span>copy of another task</span> : null}
            </div>
          </RowHeader>
          <Cell>
            <div>{task.candidate.name || task.candidate.email}</div>
            {task.candidate.name ? <div className="text-xs text-muted-foreground">{task.candidate.email}</div> : null}
          </Cell>
          {showOrganization ? <Cell>{task.organization.name}</Cell> : null}
          <Cell>{task.score === null ? taskStatusLabels[task.status] : `Scored ${task.score} / 100`}</Cell>
          <Cell>
            {task.due_at ? (
              <RelativeTime value={task.due_at} />
            ) : (
              <span className="text-muted-foreground">No due date</span>
            )}
          </Cell>
          <Cell>
            <RelativeTime value={task.assigned_at} />
          </Cell>
          {onFork ? (
            <Cell className="text-right">
              <Button
                variant="outline"
                size="sm"
                aria-label={`Give ${task.title} to another candidate`}
                onClick={() => onFork(task)}
              >
                Give to another
              </Button>
            </Cell>
          ) : null}
        </DataRow>
      ))}
    </DataTable>
  );
}

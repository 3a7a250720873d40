import type { StaffTask } from '@assay/contracts';
import { RelativeTime } from '@/components/relative-time';
import { taskStatusLabels } from '@/components/task-status-labels';
import { Badge } from '@/components/ui/badge';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';

/** One candidate's tasks, as staff see them on the candidate's page: status, score and when. */
export function CandidateTaskList({ tasks }: { tasks: StaffTask[] }) {
  return (
    <DataTable caption="Tasks" columns={['Task', 'Status', 'Score', 'Assigned', 'Submitted']}>
      {tasks.map((task) => (
        <DataRow key={task.id}>
          <RowHeader>{task.title}</RowHeader>
          <Cell>
            <Badge variant="outline">{taskStatusLabels[task.status]}</Badge>
          </Cell>
          <Cell className="font-mono tabular-nums">{task.score === null ? '–' : `${task.score} / 100`}</Cell>
          <Cell>
            <RelativeTime value={task.assigned_at} />
          </Cell>
          <Cell>
            {task.submitted_at ? (
              <RelativeTime value={task.submitted_at} />
            ) : (
              <span className="text-muted-foreground">Not yet</span>
            )}
          </Cell>
        </DataRow>
      ))}
    </DataTable>
  );
}

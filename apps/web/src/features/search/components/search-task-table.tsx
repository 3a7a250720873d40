import type { SearchResults } from '@assay/contracts';
import { Link } from 'react-router';
import { taskStatusLabels } from '@/components/task-status-labels';
import { difficultyBadges, difficultyLabels } from '@/components/difficulty';
import { Badge } from '@/components/ui/badge';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { fillPath } from '@/lib/fill-path';

type SearchTask = SearchResults['tasks'][number];

const taskLink = (id: string) => fillPath(paths.taskDetail, { taskId: id });

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
    <DataTable caption={caption} columns={['Task', !own && 'Candidate', 'Difficulty', 'Status']}>
      {tasks.map((task) => (
        <DataRow key={task.id} className="align-top">
          <RowHeader>
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
          </RowHeader>
          {own ? null : (
            <Cell>
              {task.candidate ? (
                <>
                  <div>{task.candidate.name}</div>
                  <div className="text-xs text-muted-foreground">{task.candidate.email}</div>
                </>
              ) : (
                <span className="text-muted-foreground">Unknown</span>
              )}
            </Cell>
          )}
          <Cell>
            <Badge variant={difficultyBadges[task.difficulty]}>{difficultyLabels[task.difficulty]}</Badge>
          </Cell>
          <Cell>{taskStatusLabels[task.status]}</Cell>
        </DataRow>
      ))}
    </DataTable>
  );
}

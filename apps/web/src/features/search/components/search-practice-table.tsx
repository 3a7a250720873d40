import { LANGUAGE_NAMES, type PublicTaskSummary } from '@assay/contracts';
import { useNavigate } from 'react-router';
import { difficultyBadges, difficultyLabels } from '@/components/difficulty';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { fillPath } from '@/lib/fill-path';

const taskLink = (id: string) => fillPath(paths.taskDetail, { taskId: id });

/** Making (or resuming) one's practice task from a catalogue entry: the page passes the tasks feature's mutation. */
export interface PracticeStart {
  mutate(
    templateId: string,
    options: { onSuccess: (task: { id: string }) => void; onError: (error: Error) => void },
  ): void;
  isPending: boolean;
  variables: string | undefined;
}

/**
 * Matching entries of the public practice catalogue. A candidate gets a Practise button that makes (or resumes)
 * their own practice task and opens it; staff only read the list.
 */
export function SearchPracticeTable({
  tasks,
  canPractise,
  start,
}: {
  tasks: PublicTaskSummary[];
  canPractise: boolean;
  start: PracticeStart;
}) {
  const navigate = useNavigate();

  function practise(templateId: string) {
    start.mutate(templateId, {
      onSuccess: (task) => void navigate(taskLink(task.id)),
      onError: (error) => toast.error(`The practice task could not be started: ${error.message}`),
    });
  }

  return (
    <DataTable
      caption="Practice catalogue"
      columns={['Task', 'Difficulty', canPractise && { label: 'Actions', hidden: true }]}
    >
      {tasks.map((task) => (
        <DataRow key={task.id} className="align-top">
          <RowHeader>
            {task.title}
            <div className="mt-1 text-xs font-normal text-muted-foreground">
              {[
                task.languages.map((language) => LANGUAGE_NAMES[language]).join(', '),
                `~${task.estimated_minutes} min`,
                `${task.tests} ${task.tests === 1 ? 'test' : 'tests'}`,
              ].join(' · ')}
            </div>
          </RowHeader>
          <Cell>
            <Badge variant={difficultyBadges[task.difficulty]}>{difficultyLabels[task.difficulty]}</Badge>
          </Cell>
          {canPractise ? (
            <Cell className="text-right">
              <Button
                size="sm"
                variant="outline"
                aria-label={`Practise ${task.title}`}
                // One request at a time: the others wait rather than start a second task behind the first.
                disabled={start.isPending && start.variables !== task.id}
                loading={start.isPending && start.variables === task.id}
                onClick={() => practise(task.id)}
              >
                Practise
              </Button>
            </Cell>
          ) : null}
        </DataRow>
      ))}
    </DataTable>
  );
}

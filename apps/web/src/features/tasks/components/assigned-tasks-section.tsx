import { DIFFICULTIES, type Difficulty } from '@assay/contracts';
import { ListChecks } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ListPagination } from '@/components/list-pagination';
import { readPage, useSearchParamUpdater } from '@/lib/use-search-param';
import { CandidateTaskTable } from '@/features/tasks/components/candidate-task-table';
import { taskListFailure } from '@/features/tasks/components/task-list-messages';
import { FormAlert } from '@/components/form/form-alert';
import { TableSkeleton } from '@/components/table-skeleton';
import { difficultyLabels } from '@/components/difficulty';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useCandidateTasks } from '@/features/tasks/api/get-candidate-tasks';

const PAGE_SIZE = 20;

/** The tasks organizations gave the candidate, filtered by difficulty and tags in the URL. */
export function AssignedTasksSection() {
  const [params] = useSearchParams();
  const update = useSearchParamUpdater();
  const difficulty = (DIFFICULTIES as readonly string[]).includes(params.get('difficulty') ?? '')
    ? (params.get('difficulty') as Difficulty)
    : undefined;
  const tags = params.getAll('tags').filter(Boolean);
  const page = readPage(params, 'page');
  const tasks = useCandidateTasks({ ...(difficulty ? { difficulty } : {}), tags, page, limit: PAGE_SIZE });
  const filtered = Boolean(difficulty || tags.length > 0);

  return (
    <section aria-labelledby="assigned-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 id="assigned-title" className="text-lg font-semibold">
          Assigned tasks
        </h2>
        <p className="text-sm text-muted-foreground">
          The tasks organizations have given you: open one to read it, write your solution and run the tests.
        </p>
      </div>
      <div role="search" aria-label="Filter tasks" className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor="task-difficulty">Difficulty</Label>
          <NativeSelect
            id="task-difficulty"
            value={difficulty ?? ''}
            onChange={(event) => update({ difficulty: event.target.value || null, page: null })}
          >
            <option value="">Any difficulty</option>
            {DIFFICULTIES.map((value) => (
              <option key={value} value={value}>
                {difficultyLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="task-tag">Tag</Label>
          <Input
            id="task-tag"
            type="search"
            placeholder="e.g. arrays"
            defaultValue={tags[0] ?? ''}
            onChange={(event) => update({ tags: event.target.value.trim().toLowerCase() || null, page: null })}
          />
        </div>
      </div>
      {tasks.isPending ? (
        <TableSkeleton label="Loading your tasks…" />
      ) : tasks.isError ? (
        (() => {
          const failure = taskListFailure(tasks.error);
          return failure.welcome ? (
            <EmptyState icon={<ListChecks />} title="No organization yet" description={failure.message} />
          ) : (
            <FormAlert>
              <p>{failure.message}</p>
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                loading={tasks.isFetching}
                onClick={() => void tasks.refetch()}
              >
                Retry
              </Button>
            </FormAlert>
          );
        })()
      ) : tasks.data.tasks.length === 0 ? (
        <EmptyState
          icon={<ListChecks />}
          title={filtered ? 'No task matches these filters' : 'No tasks yet'}
          description={
            filtered
              ? 'Clear a filter to see all your tasks.'
              : 'When an organization assigns you a task, it appears here with its due date.'
          }
        />
      ) : (
        <>
          <CandidateTaskTable tasks={tasks.data.tasks} />
          <ListPagination
            label="Task pages"
            page={page}
            limit={PAGE_SIZE}
            total={tasks.data.total}
            busy={tasks.isFetching}
            onPageChange={(next) => update({ page: next })}
          />
        </>
      )}
    </section>
  );
}

import { Monitor } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { PageBody, PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { ResizableHandle, ResizablePanel, ResizablePanelGroup } from '@/components/ui/resizable';
import type { CandidateTask, useCandidateTask } from '@/features/tasks/api/get-candidate-task';
import { TaskStartScreen } from '@/features/tasks/components/task-start-screen';
import { TaskStatement } from '@/features/tasks/components/task-statement';
import { TaskStatusLine } from '@/features/tasks/components/task-status-line';
import { useDocumentTitle } from '@/lib/use-document-title';

const WIDE_QUERY = '(min-width: 1024px)';

/** A task the candidate can still work on and submit; a closed one shows its feedback instead. */
export function isTaskOpen(task: CandidateTask): boolean {
  return task.status === 'assigned' || task.status === 'in_progress';
}

/** An organization's task nobody has started: it opens on its instructions page (practice opens straight away). */
export function awaitsStart(task: CandidateTask): boolean {
  return task.kind === 'assigned' && task.status === 'assigned' && task.started_at === null;
}

export const LARGER_SCREEN_HINT =
  'This task is easier on a larger screen: the statement and the editor fit side by side there. Your work is saved, so you can continue on another device.';

interface CandidateTaskScreenProps {
  taskId: string;
  task: ReturnType<typeof useCandidateTask>;
  /** Above the statement once the task is closed: its feedback (the evaluation feature's). */
  feedback: (task: CandidateTask) => ReactNode;
  /** The editor, which sends the code through the submissions feature; once closed, what was handed in. */
  workbench: (task: CandidateTask, open: boolean) => ReactNode;
  /** Below the editor: the submissions made so far (the submissions feature's). */
  history: (task: CandidateTask) => ReactNode;
  /** On the instructions page: a place to try the editor and the languages before the clock runs. */
  tryout?: (task: CandidateTask) => ReactNode;
}

/** The task's name, state and clock, kept in view while the statement and the editor scroll. */
function TaskBar({ task, open, loadedAt }: { task: CandidateTask; open: boolean; loadedAt: number }) {
  useDocumentTitle(task.title);
  return (
    <div className="sticky top-14 z-20 border-b border-border bg-background/95 px-4 py-2 backdrop-blur sm:px-6">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <h1 className="min-w-0 truncate text-lg font-semibold tracking-tight">{task.title}</h1>
        <TaskStatusLine task={task} open={open} loadedAt={loadedAt} />
      </div>
    </div>
  );
}

/**
 * The candidate's task. An assigned task nobody started shows its instructions and Start; then a full-height
 * workspace: the statement beside the editor in panels the candidate resizes (stacked, statement first, on a narrow
 * screen), under a bar that keeps the title and the clock in view (DESIGN.md, the editor).
 */
export function CandidateTaskScreen({ taskId, task, feedback, workbench, history, tryout }: CandidateTaskScreenProps) {
  // Chosen when the task opens, not on every resize: the other layout would mount the editor afresh, and with it
  // the candidate's buffers. A reload picks the layout again.
  const [wide] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches);
  if (task.isPending) {
    return (
      <PageBody width="full">
        <TableSkeleton label="Opening the task…" />
      </PageBody>
    );
  }
  if (task.isError) {
    return (
      <PageBody width="full">
        <PageHeader title={`Task ${taskId.slice(0, 8)}`} />
        <QueryError
          what="The task could not be opened."
          error={task.error}
          retrying={task.isFetching}
          onRetry={() => void task.refetch()}
        />
      </PageBody>
    );
  }
  const data = task.data;
  if (awaitsStart(data)) return <TaskStartScreen task={data} tryout={tryout?.(data)} />;
  const open = isTaskOpen(data);
  const statement = (
    <div className="flex flex-col gap-6">
      {open ? null : feedback(data)}
      <TaskStatement task={data} />
    </div>
  );
  const work = (
    <div className="flex flex-col gap-8">
      {workbench(data, open)}
      {history(data)}
    </div>
  );
  return (
    <div className="flex w-full flex-col">
      <TaskBar task={data} open={open} loadedAt={task.dataUpdatedAt} />
      {wide ? (
        <ResizablePanelGroup orientation="horizontal" className="h-[calc(100dvh-7.5rem)]">
          <ResizablePanel defaultSize="40%" minSize="20%" className="overflow-y-auto px-6 py-6">
            {statement}
          </ResizablePanel>
          <ResizableHandle aria-label="Resize the statement and the editor" />
          <ResizablePanel defaultSize="60%" minSize="30%" className="overflow-y-auto px-6 py-6">
            {work}
          </ResizablePanel>
        </ResizablePanelGroup>
      ) : (
        <div className="flex flex-col gap-8 px-4 py-6 sm:px-6">
          {open ? (
            <p className="flex items-start gap-2 rounded-md border border-border bg-muted/50 p-3 text-sm md:hidden">
              <Monitor aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {LARGER_SCREEN_HINT}
            </p>
          ) : null}
          {statement}
          {work}
        </div>
      )}
    </div>
  );
}

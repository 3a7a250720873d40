import { LANGUAGE_NAMES, TELEMETRY_NOTICE } from '@assay/contracts';
import { Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '@/components/form/field-errors';
import { FormAlert } from '@/components/form/form-alert';
import { PageBody, PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { DescriptionList } from '@/components/ui/description-list';
import type { CandidateTask } from '@/features/tasks/api/get-candidate-task';
import { useStartTask } from '@/features/tasks/api/start-task';
import { limitsSentence } from '@/features/tasks/components/task-statement';

/** What Assay keeps of the work, said before it starts; how the editor records the work is TELEMETRY_NOTICE, beside it. */
export const RECORDED_TEXT =
  'Your attempts ("Check all tests") and your final submission are kept with their code, scores and times, and the people reviewing this assessment see them. Your drafts are saved as you type so nothing is lost. Nothing outside this page is recorded.';

function timeLimitText(task: CandidateTask): string {
  return task.duration_minutes
    ? `${task.duration_minutes} ${task.duration_minutes === 1 ? 'minute' : 'minutes'}, from when you press Start. When the time is up, your last saved draft is submitted for you.`
    : 'None: take the time you need.';
}

function testsText(task: CandidateTask): string {
  const examples = task.content.tests.length;
  const hidden = task.content.hidden_tests.count;
  return `${examples} ${examples === 1 ? 'example' : 'examples'} you can run, and ${hidden} hidden ${hidden === 1 ? 'test' : 'tests'} your final answer is scored on too.`;
}

/**
 * An assigned task before it starts: what it takes, what is recorded, the organization's note, a place to try the
 * editor, and an explicit Start — the clock (a timed task's) starts there, by the server's clock, not on this page.
 */
export function TaskStartScreen({ task, tryout }: { task: CandidateTask; tryout?: ReactNode }) {
  const start = useStartTask();
  return (
    <PageBody>
      <PageHeader
        title={task.title}
        description={
          task.duration_minutes
            ? 'Read this first: the clock starts only when you press Start.'
            : 'Read this first, then press Start to open the task.'
        }
      />
      <section aria-labelledby="start-details-title" className="flex flex-col gap-4">
        <h2 id="start-details-title" className="text-lg font-semibold">
          Before you start
        </h2>
        <DescriptionList
          rows={[
            ['Time limit', timeLimitText(task)],
            ['Due', task.due_at ? new Date(task.due_at).toLocaleString() : 'No due date'],
            ['Languages', task.languages.map((id) => LANGUAGE_NAMES[id]).join(', ')],
            ['Tests', testsText(task)],
            ['Limits', limitsSentence(task.content)],
            ['What is recorded', RECORDED_TEXT],
            ['How you work', TELEMETRY_NOTICE],
          ]}
        />
      </section>
      {task.instructions ? (
        <section aria-labelledby="start-note-title" className="rounded-md border border-border bg-muted/50 p-4 text-sm">
          <h2 id="start-note-title" className="font-medium">
            A note from the organization
          </h2>
          <p className="mt-1 whitespace-pre-wrap">{task.instructions}</p>
        </section>
      ) : null}
      {tryout}
      <div className="flex flex-col gap-3">
        {start.isError ? <FormAlert>{errorMessage(start.error)}</FormAlert> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" size="lg" loading={start.isPending} onClick={() => start.mutate(task.id)}>
            {start.isPending ? null : <Play aria-hidden="true" />}
            Start
          </Button>
          <p className="text-sm text-muted-foreground">
            {task.duration_minutes
              ? `Opens the statement and starts your ${task.duration_minutes}-minute clock.`
              : 'Opens the statement and the editor.'}
          </p>
        </div>
      </div>
    </PageBody>
  );
}

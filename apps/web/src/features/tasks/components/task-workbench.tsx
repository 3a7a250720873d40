import { LANGUAGE_NAMES, type LanguageId } from '@assay/contracts';
import { CheckCheck, FlaskConical, RotateCcw, Send } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/components/form/field-errors';
import { FormAlert } from '@/components/form/form-alert';
import { LazyCodeEditor } from '@/components/lazy-code-editor';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { CandidateTask } from '@/features/tasks/api/get-candidate-task';
import { useRunTaskTests } from '@/features/tasks/api/run-task-tests';
import type { WorkbenchTelemetry } from '@/features/tasks/components/workbench-telemetry';
import { CustomInputConsole } from '@/features/tasks/components/custom-input-console';
import { LeaveWarning } from '@/features/tasks/components/leave-warning';
import { RecordingNotice } from '@/features/tasks/components/recording-notice';
import { SaveStatus } from '@/features/tasks/components/save-status';
import { TestResults } from '@/components/test-results';
import { useCodeBuffers } from '@/features/tasks/hooks/use-code-buffers';
import { toast } from '@/lib/toast';

const FONT_SIZES = [12, 14, 16, 18];

/** Sending the code to be scored: the page passes the submissions feature's mutation. */
export interface CodeSubmission {
  mutate(
    input: { taskId: string; language: LanguageId; code: string; final: boolean },
    options?: { onSuccess?: () => void },
  ): void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** The three things to do with the code, named for what they do, each with its shortcut (in the editor). */
export const ACTIONS = {
  run: { label: 'Run examples', title: 'Run your code on the examples (Ctrl+Enter)' },
  check: {
    label: 'Check all tests',
    title: 'Score your code against every test, hidden ones included; counts as an attempt (Ctrl+Shift+Enter)',
  },
  submit: { label: 'Submit final', title: 'Hand in this code as your answer; asks you to confirm (Ctrl+Shift+S)' },
} as const;

/**
 * The editor and what can be done with the code: a buffer per language that saves itself, the examples, a console
 * for the candidate's own input, an attempt against every test, and the final submission.
 */
export function TaskWorkbench({
  task,
  open,
  submission,
  telemetry,
}: {
  task: CandidateTask;
  open: boolean;
  submission: CodeSubmission;
  /** Given while the task is open and its work is recorded (TELEMETRY_NOTICE says what, beside the editor). */
  telemetry?: WorkbenchTelemetry | undefined;
}) {
  const buffers = useCodeBuffers(task, { open });
  const { language, code } = buffers;
  const [fontSize, setFontSize] = useState(14);
  const [confirmSubmit, setConfirmSubmit] = useState(false);
  const run = useRunTaskTests();
  const input = { taskId: task.id, language, code };

  const runExamples = () => {
    if (!open || run.isPending) return;
    telemetry?.run('examples', language);
    run.mutate(input, {
      onSuccess: (result) =>
        telemetry?.result('examples', {
          passed: result.passed,
          total: result.total,
          compile_error: result.compile_error !== null,
        }),
    });
  };
  const checkAll = () => {
    if (!open || submission.isPending) return;
    telemetry?.run('check', language);
    void telemetry?.flush();
    submission.mutate(
      { ...input, final: false },
      { onSuccess: () => toast.success('Attempt sent: it is being scored against every test.') },
    );
  };
  const askToSubmit = () => {
    if (open) setConfirmSubmit(true);
  };

  return (
    <div className="flex min-h-0 flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="task-language">Language</Label>
          <NativeSelect
            id="task-language"
            value={language}
            onChange={(event) => {
              const next = event.target.value as LanguageId;
              telemetry?.language(language, next, buffers.codeOf(next));
              buffers.setLanguage(next);
            }}
          >
            {buffers.offered.map((id) => (
              <option key={id} value={id}>
                {LANGUAGE_NAMES[id]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="task-font-size">Font size</Label>
          <NativeSelect
            id="task-font-size"
            value={fontSize}
            onChange={(event) => setFontSize(Number(event.target.value))}
          >
            {FONT_SIZES.map((size) => (
              <option key={size} value={size}>{`${size} px`}</option>
            ))}
          </NativeSelect>
        </div>
        <Button
          type="button"
          variant="ghost"
          disabled={!open}
          onClick={buffers.reset}
          title="Put the starter code back"
        >
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
        {open ? (
          <div className="ml-auto">
            <SaveStatus state={buffers.state} />
          </div>
        ) : null}
      </div>
      <div className="h-96 min-h-80 lg:h-[28rem]">
        <LazyCodeEditor
          label={`${LANGUAGE_NAMES[language]} code`}
          value={code}
          language={language}
          fontSize={fontSize}
          readOnly={!open}
          onChange={buffers.setCode}
          onRun={runExamples}
          onCheck={checkAll}
          onSave={() => void buffers.save()}
          onSubmit={askToSubmit}
          onActivity={telemetry ? (activity) => telemetry.editor(language, activity) : undefined}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" loading={run.isPending} disabled={!open} onClick={runExamples} title={ACTIONS.run.title}>
          {run.isPending ? null : <FlaskConical aria-hidden="true" />}
          {run.isPending ? 'Running…' : ACTIONS.run.label}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={!open || submission.isPending}
          onClick={checkAll}
          title={ACTIONS.check.title}
        >
          <CheckCheck aria-hidden="true" />
          {ACTIONS.check.label}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={!open || submission.isPending}
          onClick={askToSubmit}
          title={ACTIONS.submit.title}
        >
          <Send aria-hidden="true" />
          {ACTIONS.submit.label}
        </Button>
      </div>
      {telemetry ? <RecordingNotice /> : null}
      <div aria-live="polite" className="flex flex-col gap-3">
        {run.isError ? <FormAlert>{errorMessage(run.error)}</FormAlert> : null}
        {submission.isError ? <FormAlert>{errorMessage(submission.error)}</FormAlert> : null}
        {run.isSuccess ? (
          <section aria-labelledby="results-title" className="flex flex-col gap-3">
            <h2
              id="results-title"
              className="text-lg font-semibold"
            >{`${run.data.passed} of ${run.data.total} examples passed`}</h2>
            {/* Code that does not compile ran no test: the compiler's words once, not a "compile error" per test. */}
            {run.data.compile_error ? (
              <pre aria-label="Compiler output" className="overflow-x-auto rounded bg-muted p-2 font-mono text-xs">
                {run.data.compile_error}
              </pre>
            ) : (
              <TestResults tests={run.data.tests} timeLimitMs={task.content.time_limit_ms} />
            )}
          </section>
        ) : null}
      </div>
      {open ? (
        <CustomInputConsole task={task} language={language} code={code} open={open} telemetry={telemetry} />
      ) : null}
      <LeaveWarning when={buffers.unsaved} />
      <ConfirmDialog
        open={confirmSubmit}
        onOpenChange={setConfirmSubmit}
        title="Submit your solution?"
        description="This is your final answer: it is scored against every test and reviewed, and the task takes no more changes."
        confirmLabel="Submit final"
        busy={submission.isPending}
        error={submission.isError ? errorMessage(submission.error) : undefined}
        onConfirm={() => {
          telemetry?.run('final', language);
          // The draft is saved first, so what the server keeps as the draft is what was handed in; the recording is
          // sent with it, as the task takes none once closed.
          void Promise.all([buffers.save(), telemetry?.flush()]).then(() =>
            submission.mutate({ ...input, final: true }, { onSuccess: () => setConfirmSubmit(false) }),
          );
        }}
      />
    </div>
  );
}

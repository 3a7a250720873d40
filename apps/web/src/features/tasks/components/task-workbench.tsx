import { LANGUAGE_NAMES, type LanguageId } from '@assay/contracts';
import { FlaskConical, RotateCcw, Save, Send } from 'lucide-react';
import { useState } from 'react';
import { TestResults } from '@/features/tasks/components/test-results';
import { errorMessage } from '@/components/form/field-errors';
import { FormAlert } from '@/components/form/form-alert';
import { LazyCodeEditor } from '@/components/lazy-code-editor';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { CandidateTask } from '@/features/tasks/api/get-candidate-task';
import { useRunTaskTests } from '@/features/tasks/api/run-task-tests';
import { useSaveTaskDraft } from '@/features/tasks/api/save-task-draft';
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
const starterOf = (task: CandidateTask, language: LanguageId) =>
  task.content.languages.find((entry) => entry.language === language)?.starter_code ?? '';

/** The editor and what can be done with the code: run the visible tests, save, attempt, submit. */
export function TaskWorkbench({
  task,
  open,
  submission,
}: {
  task: CandidateTask;
  open: boolean;
  submission: CodeSubmission;
}) {
  const offered = task.content.languages.map((entry) => entry.language);
  const initialLanguage =
    task.draft?.language && offered.includes(task.draft.language) ? task.draft.language : offered[0]!;
  const [language, setLanguage] = useState<LanguageId>(initialLanguage);
  const [code, setCode] = useState(task.draft?.code ?? starterOf(task, initialLanguage));
  const [fontSize, setFontSize] = useState(14);
  const [confirmSubmit, setConfirmSubmit] = useState(false);
  const run = useRunTaskTests();
  const save = useSaveTaskDraft();
  const input = { taskId: task.id, language, code };

  const runTests = () => {
    if (open && !run.isPending) run.mutate(input);
  };
  const saveDraft = () => {
    if (open && !save.isPending) save.mutate(input, { onSuccess: () => toast.success('Draft saved.') });
  };
  const chooseLanguage = (next: LanguageId) => {
    // The starter code of the new language, unless the candidate has written something of their own.
    if (code.trim() === '' || code === starterOf(task, language)) setCode(starterOf(task, next));
    setLanguage(next);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="task-language">Language</Label>
          <NativeSelect
            id="task-language"
            value={language}
            onChange={(event) => chooseLanguage(event.target.value as LanguageId)}
          >
            {offered.map((id) => (
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
          onClick={() => setCode(starterOf(task, language))}
          title="Put the starter code back"
        >
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
      </div>
      <div className="h-96">
        <LazyCodeEditor
          label={`${LANGUAGE_NAMES[language]} code`}
          value={code}
          language={language}
          fontSize={fontSize}
          readOnly={!open}
          onChange={setCode}
          onRun={runTests}
          onSave={saveDraft}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          loading={run.isPending}
          disabled={!open}
          onClick={runTests}
          title="Run the visible tests (Ctrl+Enter)"
        >
          {run.isPending ? null : <FlaskConical aria-hidden="true" />}
          {run.isPending ? 'Running…' : 'Run tests'}
        </Button>
        <Button
          type="button"
          variant="outline"
          loading={save.isPending}
          disabled={!open}
          onClick={saveDraft}
          title="Save the draft (Ctrl+S)"
        >
          {save.isPending ? null : <Save aria-hidden="true" />}
          Save draft
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={!open || submission.isPending}
          onClick={() =>
            submission.mutate(
              { ...input, final: false },
              { onSuccess: () => toast.success('Attempt sent: it is being scored against every test.') },
            )
          }
        >
          Score an attempt
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={!open || submission.isPending}
          onClick={() => setConfirmSubmit(true)}
        >
          <Send aria-hidden="true" />
          Submit
        </Button>
      </div>
      <div aria-live="polite" className="flex flex-col gap-3">
        {run.isError ? <FormAlert>{errorMessage(run.error)}</FormAlert> : null}
        {save.isError ? <FormAlert>{errorMessage(save.error)}</FormAlert> : null}
        {submission.isError ? <FormAlert>{errorMessage(submission.error)}</FormAlert> : null}
        {run.isSuccess ? (
          <section aria-labelledby="results-title" className="flex flex-col gap-3">
            <h2
              id="results-title"
              className="text-lg font-semibold"
            >{`${run.data.passed} of ${run.data.total} visible tests passed`}</h2>
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
      <ConfirmDialog
        open={confirmSubmit}
        onOpenChange={setConfirmSubmit}
        title="Submit your solution?"
        description="This is your final answer: it is scored against every test and reviewed, and the task takes no more changes."
        confirmLabel="Submit"
        busy={submission.isPending}
        error={submission.isError ? errorMessage(submission.error) : undefined}
        onConfirm={() => submission.mutate({ ...input, final: true }, { onSuccess: () => setConfirmSubmit(false) })}
      />
    </div>
  );
}

import type { LanguageId } from '@assay/contracts';
import { TerminalSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '@/components/form/field-errors';
import { FormAlert } from '@/components/form/form-alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { verdictBadgeVariants, verdictLabels } from '@/components/verdicts';
import type { CandidateTask } from '@/features/tasks/api/get-candidate-task';
import { useRunCustomInput, type CustomRunResult } from '@/features/tasks/api/run-custom-input';
import type { WorkbenchTelemetry } from '@/features/tasks/components/workbench-telemetry';

/** What the input box holds for this task: stdin, or the entry function's arguments as JSON. */
function inputHint(task: CandidateTask): string {
  return task.content.test_kind === 'function'
    ? `The arguments of ${task.content.entry_function ?? 'the function'} as a JSON array, as in the examples.`
    : 'What your program reads on standard input.';
}

function Output({ label, text }: { label: string; text: string }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <pre aria-label={label} className="max-h-48 overflow-auto rounded bg-muted p-2 font-mono text-xs">
        {text === '' ? <span className="text-muted-foreground">(nothing)</span> : text}
      </pre>
    </div>
  );
}

function CustomRunOutcome({ result }: { result: CustomRunResult }) {
  if (result.compile_error !== null) return <Output label="Compiler output" text={result.compile_error} />;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {result.outcome === 'finished' ? (
          <Badge variant="outline">Finished</Badge>
        ) : (
          <Badge variant={verdictBadgeVariants[result.outcome]}>{verdictLabels[result.outcome]}</Badge>
        )}
        <span className="text-muted-foreground">{`${result.time_ms} ms CPU · ${Math.round(result.memory_kb / 1024)} MB`}</span>
      </div>
      <Output label="Output" text={result.output} />
      {result.stderr ? <Output label="Errors (stderr)" text={result.stderr} /> : null}
    </div>
  );
}

/** Run my code on my input: the task's limits and setup, nothing compared or scored (HackerRank's custom input). */
export function CustomInputConsole({
  task,
  language,
  code,
  open,
  telemetry,
}: {
  task: CandidateTask;
  language: LanguageId;
  code: string;
  open: boolean;
  telemetry?: WorkbenchTelemetry | undefined;
}) {
  const inputId = useId();
  const hintId = useId();
  const firstExample = task.content.tests[0]?.input ?? '';
  const [input, setInput] = useState(firstExample);
  const run = useRunCustomInput();
  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-3 rounded-md border border-border p-3">
      <h2 id={`${inputId}-title`} className="flex items-center gap-2 text-base font-semibold">
        <TerminalSquare aria-hidden="true" className="size-4" />
        Custom input
      </h2>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={inputId}>Your input</Label>
        <Textarea
          id={inputId}
          aria-describedby={hintId}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          rows={3}
          className="font-mono text-xs"
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          {inputHint(task)}
        </p>
      </div>
      <div>
        <Button
          type="button"
          variant="outline"
          loading={run.isPending}
          disabled={!open}
          onClick={() => {
            telemetry?.run('custom', language);
            // Nothing is compared on custom input: the recording keeps whether it compiled.
            run.mutate(
              { taskId: task.id, language, code, input },
              {
                onSuccess: (result) =>
                  telemetry?.result('custom', {
                    passed: null,
                    total: null,
                    compile_error: result.compile_error !== null,
                  }),
              },
            );
          }}
        >
          Run on my input
        </Button>
      </div>
      <div aria-live="polite" className="flex flex-col gap-3">
        {run.isError ? <FormAlert>{errorMessage(run.error)}</FormAlert> : null}
        {run.isSuccess ? <CustomRunOutcome result={run.data} /> : null}
      </div>
    </section>
  );
}

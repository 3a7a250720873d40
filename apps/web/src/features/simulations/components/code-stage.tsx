import { LANGUAGE_NAMES, type LanguageId, type StageWork, type StageWorkspace } from '@assay/contracts';
import { FlaskConical } from 'lucide-react';
import { useRef } from 'react';
import { errorMessage } from '@/components/form/field-errors';
import { FormAlert } from '@/components/form/form-alert';
import { LazyCodeEditor } from '@/components/lazy-code-editor';
import { MarkdownText } from '@/components/markdown';
import { TestResults } from '@/components/test-results';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useRunStageTests } from '@/features/simulations/api/stage-work';

type CodeWork = Extract<StageWork, { kind: 'code' }>;
type CodeWorkspace = Extract<StageWorkspace, { kind: 'code' }>;

/**
 * A coding or debugging stage: the challenge's statement, the editor with a language switch (each language keeps its
 * own code while the stage lasts; the one on screen is what is saved), and a run of the visible examples.
 */
export function CodeStage({
  simulationId,
  stageKey,
  workspace,
  work,
  onChange,
  onSave,
}: {
  simulationId: string;
  stageKey: string;
  workspace: CodeWorkspace;
  work: CodeWork;
  onChange: (work: CodeWork) => void;
  onSave: () => void;
}) {
  const buffers = useRef<Partial<Record<LanguageId, string>>>({});
  const run = useRunStageTests(simulationId, stageKey);
  const starterOf = (language: LanguageId) =>
    workspace.languages.find((entry) => entry.language === language)?.starterCode ?? '';
  const runExamples = () => {
    if (!run.isPending) run.mutate({ language: work.language, code: work.code });
  };
  const switchLanguage = (next: LanguageId) => {
    buffers.current[work.language] = work.code;
    onChange({ kind: 'code', language: next, code: buffers.current[next] ?? starterOf(next) });
  };

  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="challenge-title" className="flex flex-col gap-3">
        <h3 id="challenge-title" className="text-base font-semibold">
          {workspace.challengeTitle}
        </h3>
        <MarkdownText text={workspace.statement} />
        {workspace.examples.length > 0 ? <Examples examples={workspace.examples} /> : null}
      </section>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="simulation-language">Language</Label>
          <NativeSelect
            id="simulation-language"
            value={work.language}
            onChange={(event) => switchLanguage(event.target.value as LanguageId)}
          >
            {workspace.languages.map(({ language }) => (
              <option key={language} value={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          type="button"
          variant="ghost"
          onClick={() => onChange({ ...work, code: starterOf(work.language) })}
          title="Put the starter code back"
        >
          Reset
        </Button>
      </div>
      <div className="h-96 min-h-80">
        <LazyCodeEditor
          label={`${LANGUAGE_NAMES[work.language]} code`}
          value={work.code}
          language={work.language}
          onChange={(code) => onChange({ ...work, code })}
          onRun={runExamples}
          onSave={onSave}
        />
      </div>
      <div>
        <Button
          type="button"
          loading={run.isPending}
          onClick={runExamples}
          title="Run your code on the examples (Ctrl+Enter)"
        >
          {run.isPending ? null : <FlaskConical aria-hidden="true" />}
          {run.isPending ? 'Running…' : 'Run examples'}
        </Button>
      </div>
      <div aria-live="polite" className="flex flex-col gap-3">
        {run.isError ? <FormAlert>{errorMessage(run.error)}</FormAlert> : null}
        {run.isSuccess ? (
          <section aria-labelledby="examples-result" className="flex flex-col gap-3">
            <h3 id="examples-result" className="text-base font-semibold">
              {`${run.data.passed} of ${run.data.total} examples passed`}
            </h3>
            {run.data.compile_error ? (
              <pre aria-label="Compiler output" className="overflow-x-auto rounded bg-muted p-2 font-mono text-xs">
                {run.data.compile_error}
              </pre>
            ) : (
              <TestResults tests={run.data.tests} />
            )}
          </section>
        ) : null}
      </div>
    </div>
  );
}

/** The visible examples, as "Run examples" runs them. */
function Examples({ examples }: { examples: CodeWorkspace['examples'] }) {
  return (
    <details className="rounded-md border border-border p-3 text-sm">
      <summary className="cursor-pointer font-medium">{`Examples (${examples.length})`}</summary>
      <ul className="mt-3 flex flex-col gap-3">
        {examples.map((example) => (
          <li key={example.id} className="flex flex-col gap-2">
            <p className="font-medium">{example.name}</p>
            <div className="grid gap-2 sm:grid-cols-2">
              <pre
                aria-label={`${example.name}: input`}
                className="overflow-x-auto rounded bg-muted p-2 font-mono text-xs"
              >
                {example.input}
              </pre>
              <pre
                aria-label={`${example.name}: expected output`}
                className="overflow-x-auto rounded bg-muted p-2 font-mono text-xs"
              >
                {example.expectedOutput}
              </pre>
            </div>
          </li>
        ))}
      </ul>
    </details>
  );
}

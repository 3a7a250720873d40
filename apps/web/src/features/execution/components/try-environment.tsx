import { HELLO_WORLD_PROGRAMS, LANGUAGE_NAMES, type LanguageId } from '@assay/contracts';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/components/form/field-errors';
import { FormAlert } from '@/components/form/form-alert';
import { LazyCodeEditor } from '@/components/lazy-code-editor';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useRunCode } from '@/features/execution/api/run-code';
import { RunResult } from '@/features/execution/components/run-result';

/**
 * A scratch editor before an assessment starts: the same editor and sandbox as the task, in its languages, so the
 * candidate learns the environment without the clock running (nothing here is kept or seen by anyone).
 */
export function TryEnvironment({ languages }: { languages: LanguageId[] }) {
  const [language, setLanguage] = useState<LanguageId>(languages[0]!);
  const [code, setCode] = useState(HELLO_WORLD_PROGRAMS[languages[0]!]);
  const run = useRunCode();
  const runNow = () => {
    if (!run.isPending) run.mutate({ language, code });
  };
  const choose = (next: LanguageId) => {
    if (code.trim() === '' || code === HELLO_WORLD_PROGRAMS[language]) setCode(HELLO_WORLD_PROGRAMS[next]);
    setLanguage(next);
  };
  return (
    <details className="rounded-md border border-border p-4">
      <summary className="cursor-pointer text-base font-semibold">Try the editor first</summary>
      <div className="mt-3 flex flex-col gap-3">
        <p className="text-sm text-muted-foreground">
          Write and run anything here to get used to the editor and the languages. It is not part of the task, nothing
          here is kept, and the clock has not started.
        </p>
        <div className="flex flex-col gap-1.5 sm:max-w-xs">
          <Label htmlFor="tryout-language">Language</Label>
          <NativeSelect
            id="tryout-language"
            value={language}
            onChange={(event) => choose(event.target.value as LanguageId)}
          >
            {languages.map((id) => (
              <option key={id} value={id}>
                {LANGUAGE_NAMES[id]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="h-48">
          <LazyCodeEditor
            label={`Practice ${LANGUAGE_NAMES[language]} code`}
            value={code}
            language={language}
            onChange={setCode}
            onRun={runNow}
          />
        </div>
        <div>
          <Button type="button" variant="outline" loading={run.isPending} onClick={runNow} title="Run (Ctrl+Enter)">
            {run.isPending ? null : <Play aria-hidden="true" />}
            {run.isPending ? 'Running…' : 'Run'}
          </Button>
        </div>
        <div aria-live="polite" className="flex flex-col gap-3">
          {run.isError ? <FormAlert>{errorMessage(run.error)}</FormAlert> : null}
          {run.isSuccess ? <RunResult result={run.data} /> : null}
        </div>
      </div>
    </details>
  );
}

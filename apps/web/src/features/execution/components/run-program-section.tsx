import { HELLO_WORLD_PROGRAMS, RUN_LIMITS, type LanguageId } from '@assay/contracts';
import { Play } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { errorMessage } from '@/components/form/field-errors';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { LanguageStatus } from '@/features/execution/api/get-execution-status';
import { useRunCode } from '@/features/execution/api/run-code';
import { RunResult } from '@/features/execution/components/run-result';

interface RunProgramFormProps {
  languages: LanguageStatus[];
}

function RunProgramForm({ languages }: RunProgramFormProps) {
  const ids = { language: useId(), code: useId(), stdin: useId() };
  const [language, setLanguage] = useState<LanguageId>(languages[0]!.id);
  const [code, setCode] = useState(HELLO_WORLD_PROGRAMS[languages[0]!.id]);
  const [stdin, setStdin] = useState('');
  const run = useRunCode();

  function chooseLanguage(next: LanguageId) {
    // The sample follows the language; code the user wrote stays.
    if (code.trim() === '' || code === HELLO_WORLD_PROGRAMS[language]) setCode(HELLO_WORLD_PROGRAMS[next]);
    setLanguage(next);
  }

  function submit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (run.isPending) return;
    run.mutate({ language, code, ...(stdin === '' ? {} : { stdin }) });
  }

  function runOnCtrlEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <div className="flex flex-col gap-6 rounded-lg border border-border p-4">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-2 sm:max-w-xs">
          <Label htmlFor={ids.language}>Language</Label>
          <NativeSelect
            id={ids.language}
            value={language}
            onChange={(event) => chooseLanguage(event.target.value as LanguageId)}
          >
            {languages.map((option) => (
              <option key={option.id} value={option.id}>
                {`${option.name} ${option.version}`}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.code}>Code</Label>
          <Textarea
            id={ids.code}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onKeyDown={runOnCtrlEnter}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            rows={8}
            className="font-mono text-xs"
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.stdin}>Standard input (optional)</Label>
          <Textarea
            id={ids.stdin}
            value={stdin}
            onChange={(event) => setStdin(event.target.value)}
            onKeyDown={runOnCtrlEnter}
            spellCheck={false}
            rows={2}
            className="font-mono text-xs"
          />
        </div>
        <div>
          <Button type="submit" loading={run.isPending} title="Run (Ctrl+Enter)">
            {run.isPending ? null : <Play aria-hidden="true" />}
            {run.isPending ? 'Running…' : 'Run'}
          </Button>
        </div>
      </form>
      <div aria-live="polite" className="flex flex-col gap-4">
        {run.isError ? <FormAlert>{errorMessage(run.error)}</FormAlert> : null}
        {run.isSuccess ? <RunResult result={run.data} /> : null}
      </div>
    </div>
  );
}

const LIMITS_TEXT = `Runs in a fresh sandbox with the default limits: ${RUN_LIMITS.cpuMs / 1000} s of CPU, ${RUN_LIMITS.memoryMb} MB of memory and ${RUN_LIMITS.outputBytes / 1024} KB of output.`;

/** Any program in any available language, run in the sandbox with the default limits, its output shown as text. */
export function RunProgramSection({ languages }: { languages: LanguageStatus[] }) {
  const available = languages.filter((language) => language.available);
  return (
    <section aria-labelledby="run-program-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="run-program-title" className="text-lg font-semibold">
          Run a program
        </h2>
        <p className="text-sm text-muted-foreground">{LIMITS_TEXT}</p>
      </div>
      {available.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
          No language can run right now; the checks above say why.
        </p>
      ) : (
        <RunProgramForm languages={available} />
      )}
    </section>
  );
}

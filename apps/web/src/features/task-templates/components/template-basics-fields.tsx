import { COMPARISON_MODES, DIFFICULTIES, type ComparisonMode, type Difficulty } from '@assay/contracts';
import { FieldShell } from '@/components/form/field-shell';
import type { DraftErrors, TemplateDraft } from '@/features/task-templates/components/template-draft';
import { difficultyLabels } from '@/components/difficulty';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';

const comparisonLabels: Record<ComparisonMode, string> = {
  exact: 'Exactly the same',
  whitespace: 'Same words, any spacing',
  numeric: 'Numbers within a small tolerance',
  'unordered-lines': 'Same lines, any order',
};

export interface DraftSectionProps {
  draft: TemplateDraft;
  errors: DraftErrors;
  change: (changes: Partial<TemplateDraft>) => void;
}

/** Title, difficulty, tags, time, limits, and how tests call and compare the program. */
export function TemplateBasicsFields({ draft, errors, change }: DraftSectionProps) {
  return (
    <section aria-labelledby="template-basics" className="flex flex-col gap-4">
      <h2 id="template-basics" className="text-lg font-semibold">
        Basics
      </h2>
      <FieldShell label="Title" error={errors.title}>
        {(control) => (
          <Input {...control} value={draft.title} onChange={(event) => change({ title: event.target.value })} />
        )}
      </FieldShell>
      <div className="grid gap-4 sm:grid-cols-3">
        <FieldShell label="Difficulty" error={errors.difficulty}>
          {(control) => (
            <NativeSelect
              {...control}
              value={draft.difficulty}
              onChange={(event) => change({ difficulty: event.target.value as Difficulty })}
            >
              {DIFFICULTIES.map((difficulty) => (
                <option key={difficulty} value={difficulty}>
                  {difficultyLabels[difficulty]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FieldShell>
        <FieldShell label="Estimated minutes" error={errors.estimated_minutes}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={draft.estimated_minutes}
              onChange={(event) => change({ estimated_minutes: event.target.value })}
            />
          )}
        </FieldShell>
        <FieldShell
          label="Tags"
          hint="Separated by commas."
          error={errors.tags ?? Object.entries(errors).find(([path]) => path.startsWith('tags.'))?.[1]}
        >
          {(control) => (
            <Input {...control} value={draft.tags} onChange={(event) => change({ tags: event.target.value })} />
          )}
        </FieldShell>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldShell
          label="Time limit per test (ms)"
          hint="Before each language's multiplier."
          error={errors.time_limit_ms}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={draft.time_limit_ms}
              onChange={(event) => change({ time_limit_ms: event.target.value })}
            />
          )}
        </FieldShell>
        <FieldShell label="Memory limit (MB)" error={errors.memory_limit_mb}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={draft.memory_limit_mb}
              onChange={(event) => change({ memory_limit_mb: event.target.value })}
            />
          )}
        </FieldShell>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FieldShell label="Tests call" error={errors.test_kind}>
          {(control) => (
            <NativeSelect
              {...control}
              value={draft.test_kind}
              onChange={(event) => change({ test_kind: event.target.value as TemplateDraft['test_kind'] })}
            >
              <option value="stdio">The program (stdin → stdout)</option>
              <option value="function">A function (JSON arguments → result)</option>
            </NativeSelect>
          )}
        </FieldShell>
        {draft.test_kind === 'function' ? (
          <FieldShell label="Function name" error={errors.entry_function}>
            {(control) => (
              <Input
                {...control}
                className="font-mono"
                value={draft.entry_function}
                onChange={(event) => change({ entry_function: event.target.value })}
              />
            )}
          </FieldShell>
        ) : (
          <FieldShell label="Output matches when" error={errors.comparison}>
            {(control) => (
              <NativeSelect
                {...control}
                value={draft.comparison}
                onChange={(event) => change({ comparison: event.target.value as ComparisonMode })}
              >
                {COMPARISON_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {comparisonLabels[mode]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FieldShell>
        )}
      </div>
    </section>
  );
}

import { Plus, Trash2 } from 'lucide-react';
import { CodeField } from '@/components/form/code-field';
import { FieldShell } from '@/components/form/field-shell';
import type { DraftSectionProps } from '@/features/task-templates/components/template-basics-fields';
import { newTest, type TemplateDraft } from '@/features/task-templates/components/template-draft';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { TestImportButton } from '@/features/task-templates/components/test-import-button';
import type { ImportedTest } from '@/features/task-templates/components/test-import';
import { toast } from '@/lib/toast';

type TestEntry = TemplateDraft['tests'][number];
const MAX_TESTS = 100;

/**
 * The imported tests after the ones already here. Tests with neither input nor output (a new template's first, empty
 * one) hold nothing to lose and make way; every other test stays as it was.
 */
function appendImported(tests: TestEntry[], imported: ImportedTest[]): TestEntry[] {
  const kept = tests.filter((test) => test.input !== '' || test.expected_output !== '');
  return [
    ...kept,
    ...imported.map((test, index) => ({
      ...newTest(kept.length + index + 1),
      name: test.name,
      hidden: test.hidden,
      input: test.input,
      expected_output: test.expected_output,
    })),
  ];
}

/** The tests: visible ones show their input and output to candidates; hidden ones only their verdict. */
export function TemplateTestsEditor({ draft, errors, change }: DraftSectionProps) {
  const update = (index: number, changes: Partial<TestEntry>) =>
    change({ tests: draft.tests.map((test, at) => (at === index ? { ...test, ...changes } : test)) });
  const isFunction = draft.test_kind === 'function';
  return (
    <section aria-labelledby="template-tests" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="template-tests" className="text-lg font-semibold">
            Tests
          </h2>
          <p className="text-sm text-muted-foreground">{`${draft.tests.filter((test) => !test.hidden).length} visible, ${draft.tests.filter((test) => test.hidden).length} hidden. The score weighs each passed test by its weight.`}</p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <TestImportButton
            onImport={(imported, fileName) => {
              const tests = appendImported(draft.tests, imported);
              if (tests.length > MAX_TESTS)
                return `${fileName} holds ${imported.length} tests; with the ${draft.tests.length} here that is more than ${MAX_TESTS}. Remove some first.`;
              change({ tests });
              toast.success(`Imported ${imported.length} test${imported.length === 1 ? '' : 's'} from ${fileName}.`);
              return null;
            }}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => change({ tests: [...draft.tests, newTest(draft.tests.length + 1)] })}
          >
            <Plus aria-hidden="true" />
            Add a test
          </Button>
        </div>
      </div>
      {errors.tests ? <p className="text-sm font-medium text-destructive">{errors.tests}</p> : null}
      {draft.tests.map((test, index) => (
        <fieldset key={test.id} className="flex flex-col gap-4 rounded-lg border border-border p-4">
          <legend className="px-1 text-sm font-medium">{test.name || `Test ${index + 1}`}</legend>
          <div className="grid items-end gap-4 sm:grid-cols-[1fr_8rem_auto_auto]">
            <FieldShell label="Name" error={errors[`tests.${index}.name`] ?? errors[`tests.${index}.id`]}>
              {(control) => (
                <Input
                  {...control}
                  value={test.name}
                  onChange={(event) => update(index, { name: event.target.value })}
                />
              )}
            </FieldShell>
            <FieldShell label="Weight" error={errors[`tests.${index}.weight`]}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  value={test.weight}
                  onChange={(event) => update(index, { weight: event.target.value })}
                />
              )}
            </FieldShell>
            <label className="flex h-10 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={test.hidden}
                onChange={(event) => update(index, { hidden: event.target.checked })}
              />
              Hidden
            </label>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={draft.tests.length === 1}
              onClick={() => change({ tests: draft.tests.filter((_, at) => at !== index) })}
            >
              <Trash2 aria-hidden="true" />
              <span className="sr-only">{`Remove ${test.name || `test ${index + 1}`}`}</span>
            </Button>
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <CodeField
              label={isFunction ? 'Arguments (JSON array)' : 'Input (stdin)'}
              error={errors[`tests.${index}.input`]}
              value={test.input}
              onChange={(input) => update(index, { input })}
              className="h-32"
            />
            <CodeField
              label={isFunction ? 'Expected result (JSON)' : 'Expected output (stdout)'}
              error={errors[`tests.${index}.expected_output`]}
              value={test.expected_output}
              onChange={(expected_output) => update(index, { expected_output })}
              className="h-32"
            />
          </div>
        </fieldset>
      ))}
    </section>
  );
}

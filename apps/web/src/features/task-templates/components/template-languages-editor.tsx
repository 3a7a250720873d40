import { LANGUAGE_IDS, LANGUAGE_NAMES, type LanguageId } from '@assay/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { CodeField } from '@/components/form/code-field';
import { FieldShell } from '@/components/form/field-shell';
import type { DraftSectionProps } from '@/features/task-templates/components/template-basics-fields';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';

type LanguageEntry = DraftSectionProps['draft']['languages'][number];

/** Each offered language: the code a candidate starts from and the reference solution that must pass every test. */
export function TemplateLanguagesEditor({ draft, errors, change }: DraftSectionProps) {
  const unused = LANGUAGE_IDS.filter((id) => !draft.languages.some((entry) => entry.language === id));
  const update = (index: number, changes: Partial<LanguageEntry>) =>
    change({ languages: draft.languages.map((entry, at) => (at === index ? { ...entry, ...changes } : entry)) });
  return (
    <section aria-labelledby="template-languages" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="template-languages" className="text-lg font-semibold">
          Languages
        </h2>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={unused.length === 0}
          onClick={() =>
            change({
              languages: [...draft.languages, { language: unused[0]!, starter_code: '', reference_solution: '' }],
            })
          }
        >
          <Plus aria-hidden="true" />
          Add a language
        </Button>
      </div>
      {errors.languages ? <p className="text-sm font-medium text-destructive">{errors.languages}</p> : null}
      {draft.languages.map((entry, index) => {
        const name = LANGUAGE_NAMES[entry.language];
        return (
          <fieldset key={index} className="flex flex-col gap-4 rounded-lg border border-border p-4">
            <legend className="px-1 text-sm font-medium">{name}</legend>
            <div className="flex flex-wrap items-end justify-between gap-4">
              <FieldShell label="Language" className="min-w-56" error={errors[`languages.${index}.language`]}>
                {(control) => (
                  <NativeSelect
                    {...control}
                    value={entry.language}
                    onChange={(event) => update(index, { language: event.target.value as LanguageId })}
                  >
                    {[entry.language, ...unused].map((id) => (
                      <option key={id} value={id}>
                        {LANGUAGE_NAMES[id]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FieldShell>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={draft.languages.length === 1}
                onClick={() => change({ languages: draft.languages.filter((_, at) => at !== index) })}
              >
                <Trash2 aria-hidden="true" />
                {`Remove ${name}`}
              </Button>
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              <CodeField
                label={`${name} starter code`}
                language={entry.language}
                hint="What the candidate starts from; it must fail at least one test."
                error={errors[`languages.${index}.starter_code`]}
                value={entry.starter_code}
                onChange={(starter_code) => update(index, { starter_code })}
                className="h-72"
              />
              <CodeField
                label={`${name} reference solution`}
                language={entry.language}
                hint="Never shown to candidates; it must pass every test."
                error={errors[`languages.${index}.reference_solution`]}
                value={entry.reference_solution}
                onChange={(reference_solution) => update(index, { reference_solution })}
                className="h-72"
              />
            </div>
          </fieldset>
        );
      })}
      {draft.languages.some((entry) => entry.language === 'sql') ? (
        <CodeField
          label="SQL setup"
          language="sql"
          hint="The statements that create and fill the database every test starts from; candidates see them. A test's input adds its own rows after them, and its expected output is the result as CSV with a header row."
          error={errors.sql_setup}
          value={draft.sql_setup}
          onChange={(sql_setup) => change({ sql_setup })}
          className="h-72"
        />
      ) : null}
    </section>
  );
}

import { LANGUAGE_NAMES } from '@assay/contracts';
import { FormAlert } from '@/components/form/form-alert';
import { Badge } from '@/components/ui/badge';
import type { TemplateValidation } from '@/features/task-templates/api/validate-template';
import { verdictBadgeVariants, verdictLabels } from '@/components/verdicts';

/** What running the reference solutions and starter codes found, per language and test. */
export function TemplateValidationReport({ validation }: { validation: TemplateValidation }) {
  return (
    <div className="flex flex-col gap-4">
      {validation.valid ? (
        <FormAlert tone="success">
          Every reference solution passes every test, and every starter code fails at least one: it can be published.
        </FormAlert>
      ) : (
        <FormAlert>
          <p className="font-medium">It cannot be published yet:</p>
          <ul className="mt-1 list-disc pl-5">
            {validation.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </FormAlert>
      )}
      {validation.languages.map((language) => (
        <div key={language.language} className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-sm">
            <caption className="px-3 py-2 text-left font-medium">{`${LANGUAGE_NAMES[language.language]}: reference solution`}</caption>
            <thead className="bg-muted text-left text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Test
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Verdict
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  CPU time
                </th>
              </tr>
            </thead>
            <tbody>
              {language.reference.tests.map((test) => (
                <tr key={test.id} className="border-t border-border">
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    {test.name}
                  </th>
                  <td className="px-3 py-2">
                    <Badge variant={verdictBadgeVariants[test.verdict]}>{verdictLabels[test.verdict]}</Badge>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{`${test.time_ms} ms`}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="border-t border-border px-3 py-2 text-sm text-muted-foreground">
            {language.starter.error
              ? `Starter code: ${language.starter.error}`
              : language.starter.fails_a_test
                ? 'Starter code fails at least one test, as it should.'
                : 'Starter code passes every test.'}
          </p>
        </div>
      ))}
    </div>
  );
}

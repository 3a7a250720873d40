import { LANGUAGE_NAMES } from '@assay/contracts';
import type { RedactedTemplateContent } from '@assay/contracts';
import { difficultyBadges, difficultyLabels } from '@/components/difficulty';
import { MarkdownText } from '@/components/markdown';
import { Badge } from '@/components/ui/badge';

/** A platform template as staff who do not edit it see it: statement, visible tests, starter code; never its answers. */
export function TemplateReadonlyView({ content, version }: { content: RedactedTemplateContent; version: number }) {
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={difficultyBadges[content.difficulty]}>{difficultyLabels[content.difficulty]}</Badge>
        <Badge variant="outline">{`Version ${version}`}</Badge>
        <span className="text-muted-foreground">{`~${content.estimated_minutes} min · ${content.tags.join(', ')}`}</span>
      </div>
      <section aria-labelledby="statement-title" className="flex flex-col gap-3">
        <h2 id="statement-title" className="text-lg font-semibold">
          Statement
        </h2>
        <MarkdownText text={content.statement} />
      </section>
      <section aria-labelledby="visible-tests-title" className="flex flex-col gap-3">
        <h2 id="visible-tests-title" className="text-lg font-semibold">
          Tests
        </h2>
        <p className="text-sm text-muted-foreground">{`${content.tests.length} visible tests below, and ${content.hidden_tests.count} hidden ones whose content only the platform admin sees.`}</p>
        {content.tests.map((test) => (
          <div key={test.id} className="grid gap-3 rounded-lg border border-border p-3 lg:grid-cols-2">
            <p className="font-medium lg:col-span-2">{test.name}</p>
            <pre
              aria-label={`${test.name} input`}
              className="overflow-x-auto rounded-md bg-muted p-2 font-mono text-xs whitespace-pre-wrap"
            >
              {test.input}
            </pre>
            <pre
              aria-label={`${test.name} expected output`}
              className="overflow-x-auto rounded-md bg-muted p-2 font-mono text-xs whitespace-pre-wrap"
            >
              {test.expected_output}
            </pre>
          </div>
        ))}
      </section>
      <section aria-labelledby="starter-title" className="flex flex-col gap-3">
        <h2 id="starter-title" className="text-lg font-semibold">
          Starter code
        </h2>
        {content.languages.map((entry) => (
          <figure key={entry.language} className="flex flex-col gap-1">
            <figcaption className="text-sm font-medium">{LANGUAGE_NAMES[entry.language]}</figcaption>
            <pre className="overflow-x-auto rounded-md border border-border bg-muted p-3 font-mono text-xs">
              {entry.starter_code}
            </pre>
          </figure>
        ))}
      </section>
    </div>
  );
}

import { useState } from 'react';
import { FieldShell } from '@/components/form/field-shell';
import type { DraftSectionProps } from '@/features/task-templates/components/template-basics-fields';
import { MarkdownText } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

/** The statement in Markdown, with a preview exactly as candidates will see it. */
export function TemplateStatementField({ draft, errors, change }: DraftSectionProps) {
  const [preview, setPreview] = useState(false);
  return (
    <section aria-labelledby="template-statement" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-4">
        <h2 id="template-statement" className="text-lg font-semibold">
          Statement
        </h2>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-pressed={preview}
          onClick={() => setPreview((shown) => !shown)}
        >
          {preview ? 'Edit' : 'Preview'}
        </Button>
      </div>
      {preview ? (
        <div aria-label="Statement preview" className="min-h-40 rounded-md border border-border p-4">
          {draft.statement.trim() ? (
            <MarkdownText text={draft.statement} />
          ) : (
            <p className="text-sm text-muted-foreground">Nothing written yet.</p>
          )}
        </div>
      ) : (
        <FieldShell
          label="Statement (Markdown)"
          hint="What to solve, the input and output formats, and a worked example."
          error={errors.statement}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={12}
              className="font-mono text-xs"
              value={draft.statement}
              onChange={(event) => change({ statement: event.target.value })}
            />
          )}
        </FieldShell>
      )}
    </section>
  );
}

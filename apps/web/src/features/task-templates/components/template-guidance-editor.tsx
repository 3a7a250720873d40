import { Plus, Trash2 } from 'lucide-react';
import { FieldShell } from '@/components/form/field-shell';
import type { DraftSectionProps } from '@/features/task-templates/components/template-basics-fields';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

/** Progressive hints (candidates open them one by one) and the review rubric (criteria with weights). */
export function TemplateGuidanceEditor({ draft, errors, change }: DraftSectionProps) {
  const setHint = (index: number, text: string) =>
    change({ hints: draft.hints.map((hint, at) => (at === index ? text : hint)) });
  const setCriterion = (index: number, changes: Partial<DraftSectionProps['draft']['rubric'][number]>) =>
    change({ rubric: draft.rubric.map((criterion, at) => (at === index ? { ...criterion, ...changes } : criterion)) });
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="template-hints" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-4">
          <h2 id="template-hints" className="text-lg font-semibold">
            Hints
          </h2>
          <Button type="button" variant="outline" size="sm" onClick={() => change({ hints: [...draft.hints, ''] })}>
            <Plus aria-hidden="true" />
            Add a hint
          </Button>
        </div>
        {draft.hints.length === 0 ? (
          <p className="text-sm text-muted-foreground">No hints: candidates solve it unaided.</p>
        ) : null}
        {draft.hints.map((hint, index) => (
          <div key={index} className="flex items-start gap-2">
            <FieldShell label={`Hint ${index + 1}`} className="flex-1" error={errors[`hints.${index}`]}>
              {(control) => (
                <Textarea {...control} rows={2} value={hint} onChange={(event) => setHint(index, event.target.value)} />
              )}
            </FieldShell>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="mt-7"
              onClick={() => change({ hints: draft.hints.filter((_, at) => at !== index) })}
            >
              <Trash2 aria-hidden="true" />
              <span className="sr-only">{`Remove hint ${index + 1}`}</span>
            </Button>
          </div>
        ))}
      </section>
      <section aria-labelledby="template-rubric" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-4">
          <h2 id="template-rubric" className="text-lg font-semibold">
            Review rubric
          </h2>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => change({ rubric: [...draft.rubric, { name: '', description: '', weight: '1' }] })}
          >
            <Plus aria-hidden="true" />
            Add a criterion
          </Button>
        </div>
        {draft.rubric.length === 0 ? (
          <p className="text-sm text-muted-foreground">No criteria: reviewers score the submission as a whole.</p>
        ) : null}
        {draft.rubric.map((criterion, index) => (
          <fieldset key={index} className="flex flex-col gap-3 rounded-lg border border-border p-3">
            <legend className="px-1 text-sm font-medium">{criterion.name || `Criterion ${index + 1}`}</legend>
            <div className="grid items-end gap-3 sm:grid-cols-[1fr_6rem_auto]">
              <FieldShell label="Criterion" error={errors[`rubric.${index}.name`]}>
                {(control) => (
                  <Input
                    {...control}
                    value={criterion.name}
                    onChange={(event) => setCriterion(index, { name: event.target.value })}
                  />
                )}
              </FieldShell>
              <FieldShell label="Weight" error={errors[`rubric.${index}.weight`]}>
                {(control) => (
                  <Input
                    {...control}
                    inputMode="numeric"
                    value={criterion.weight}
                    onChange={(event) => setCriterion(index, { weight: event.target.value })}
                  />
                )}
              </FieldShell>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => change({ rubric: draft.rubric.filter((_, at) => at !== index) })}
              >
                <Trash2 aria-hidden="true" />
                <span className="sr-only">{`Remove ${criterion.name || `criterion ${index + 1}`}`}</span>
              </Button>
            </div>
            <FieldShell label="What reviewers look for" error={errors[`rubric.${index}.description`]}>
              {(control) => (
                <Input
                  {...control}
                  value={criterion.description}
                  onChange={(event) => setCriterion(index, { description: event.target.value })}
                />
              )}
            </FieldShell>
          </fieldset>
        ))}
      </section>
    </div>
  );
}

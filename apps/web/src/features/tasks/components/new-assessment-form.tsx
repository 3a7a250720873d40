import { createAssessmentInputSchema } from '@assay/contracts';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/components/form/field-errors';
import { FieldShell } from '@/components/form/field-shell';
import { FormAlert } from '@/components/form/form-alert';
import { useFocusFirstError } from '@/components/form/use-focus-first-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useCreateAssessment } from '@/features/tasks/api/create-assessment';

const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/** A template to choose from; the page reads them from the task-templates feature. */
export interface TemplateChoice {
  id: string;
  title: string;
  published_version: number;
}

/** A template's newest published version, with instructions, a due date and, when timed, a duration. */
export function NewAssessmentForm({
  templates,
  templatesPending,
  onCreated,
}: {
  templates: TemplateChoice[];
  templatesPending: boolean;
  onCreated: (id: string) => void;
}) {
  const published = templates.filter((template) => template.published_version > 0);
  const [values, setValues] = useState({ template_id: '', instructions: '', due_in_days: '7', duration_minutes: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { formRef, focusFirstError } = useFocusFirstError();
  const create = useCreateAssessment();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createAssessmentInputSchema.safeParse({
      ...values,
      template_id: values.template_id,
      due_in_days: optionalNumber(values.due_in_days),
      duration_minutes: optionalNumber(values.duration_minutes),
    });
    if (!parsed.success || !values.template_id) {
      const found: Record<string, string> = {};
      for (const issue of parsed.success ? [] : parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      if (!values.template_id) found.template_id = 'Choose a published template.';
      setErrors(found);
      focusFirstError();
      return;
    }
    setErrors({});
    create.mutate(parsed.data, { onSuccess: (assessment) => onCreated(assessment.id) });
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label="New assessment"
      className="flex flex-col gap-4 rounded-lg border border-border p-4"
    >
      {create.isError ? <FormAlert>{errorMessage(create.error)}</FormAlert> : null}
      <FieldShell
        label="Template"
        hint="Its newest published version is what candidates get."
        error={errors.template_id}
      >
        {(control) => (
          <NativeSelect
            {...control}
            value={values.template_id}
            onChange={(event) => setValues((current) => ({ ...current, template_id: event.target.value }))}
          >
            <option value="">{templatesPending ? 'Loading templates…' : 'Choose a template'}</option>
            {published.map((template) => (
              <option key={template.id} value={template.id}>
                {`${template.title} (version ${template.published_version})`}
              </option>
            ))}
          </NativeSelect>
        )}
      </FieldShell>
      <FieldShell label="Instructions for candidates" error={errors.instructions}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            value={values.instructions}
            onChange={(event) => setValues((current) => ({ ...current, instructions: event.target.value }))}
          />
        )}
      </FieldShell>
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldShell label="Due in (days)" hint="Empty: no due date." error={errors.due_in_days}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={values.due_in_days}
              onChange={(event) => setValues((current) => ({ ...current, due_in_days: event.target.value }))}
            />
          )}
        </FieldShell>
        <FieldShell
          label="Time limit (minutes)"
          hint="Empty: untimed. Timed tasks start when first opened."
          error={errors.duration_minutes}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={values.duration_minutes}
              onChange={(event) => setValues((current) => ({ ...current, duration_minutes: event.target.value }))}
            />
          )}
        </FieldShell>
      </div>
      <div>
        <Button type="submit" loading={create.isPending}>
          Create assessment
        </Button>
      </div>
    </form>
  );
}

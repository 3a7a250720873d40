import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/components/form/field-errors';
import { FormAlert } from '@/components/form/form-alert';
import { useFocusFirstError } from '@/components/form/use-focus-first-error';
import { TemplateBasicsFields } from '@/features/task-templates/components/template-basics-fields';
import {
  checkDraft,
  draftFromContent,
  emptyDraft,
  type DraftErrors,
  type TemplateDraft,
} from '@/features/task-templates/components/template-draft';
import { TemplateGuidanceEditor } from '@/features/task-templates/components/template-guidance-editor';
import type { TemplateArea } from '@/config/template-areas';
import { TemplateLanguagesEditor } from '@/features/task-templates/components/template-languages-editor';
import { TemplateStatementField } from '@/features/task-templates/components/template-statement-field';
import { TemplateTestsEditor } from '@/features/task-templates/components/template-tests-editor';
import { Button } from '@/components/ui/button';
import type { Template } from '@/features/task-templates/api/get-template';
import { useSaveTemplate } from '@/features/task-templates/api/save-template';
import { isApiError } from '@/lib/api-client/api-error';
import { toast } from '@/lib/toast';

/** The server's field paths (`body.tests.1.input`) as the form's (`tests.1.input`). */
function serverErrors(error: unknown): DraftErrors {
  if (!isApiError(error) || !error.fields) return {};
  return Object.fromEntries(error.fields.map(({ field, message }) => [field.replace(/^body\./, ''), message]));
}

interface TemplateFormProps {
  /** The template being edited, or null for a new one. */
  template: Template | null;
  area: TemplateArea;
}

/** Every part of a template's draft; Save keeps it as a draft (publishing is a separate step). */
export function TemplateForm({ template, area }: TemplateFormProps) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<TemplateDraft>(() =>
    template ? draftFromContent(template.content) : emptyDraft(),
  );
  const [errors, setErrors] = useState<DraftErrors>({});
  const { formRef, focusFirstError } = useFocusFirstError();
  const save = useSaveTemplate();
  const change = (changes: Partial<TemplateDraft>) => setDraft((current) => ({ ...current, ...changes }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkDraft(draft);
    if (checked.errors) {
      setErrors(checked.errors);
      focusFirstError();
      return;
    }
    setErrors({});
    save.mutate(
      { id: template?.id ?? null, content: checked.content },
      {
        onSuccess: (saved) => {
          toast.success(
            template
              ? 'Draft saved. Publish it to make it the version new tasks get.'
              : 'Template created. Validate and publish it when it is ready.',
          );
          if (!template) void navigate(area.detail(saved.id), { replace: true });
        },
        onError: (error) => {
          setErrors(serverErrors(error));
          focusFirstError();
        },
      },
    );
  }

  const problemCount = Object.keys(errors).length;
  const props = { draft, errors, change };
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label={template ? 'Edit template' : 'New template'}
      className="flex flex-col gap-10"
    >
      {problemCount > 0 ? (
        <FormAlert>{`${problemCount === 1 ? 'One field needs' : `${problemCount} fields need`} fixing before the template can be saved.`}</FormAlert>
      ) : null}
      {save.isError && problemCount === 0 ? <FormAlert>{errorMessage(save.error)}</FormAlert> : null}
      <TemplateBasicsFields {...props} />
      <TemplateStatementField {...props} />
      <TemplateLanguagesEditor {...props} />
      <TemplateTestsEditor {...props} />
      <TemplateGuidanceEditor {...props} />
      <div className="sticky bottom-0 flex justify-end border-t border-border bg-background/95 py-4 backdrop-blur">
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? null : <Save aria-hidden="true" />}
          {template ? 'Save draft' : 'Create template'}
        </Button>
      </div>
    </form>
  );
}

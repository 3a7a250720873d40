import { FlaskConical, Rocket, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/components/form/field-errors';
import { FormAlert } from '@/components/form/form-alert';
import type { TemplateArea } from '@/config/template-areas';
import { TemplateValidationReport } from '@/features/task-templates/components/template-validation-report';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteTemplate } from '@/features/task-templates/api/delete-template';
import type { Template } from '@/features/task-templates/api/get-template';
import { usePublishTemplate } from '@/features/task-templates/api/publish-template';
import { useValidateTemplate } from '@/features/task-templates/api/validate-template';
import { toast } from '@/lib/toast';

function StatusLine({ template }: { template: Template }) {
  if (template.published_version === 0) return <Badge variant="outline">Draft — never published</Badge>;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge variant="success">{`Version ${template.published_version} published`}</Badge>
      {template.has_unpublished_changes ? <Badge variant="warning">The draft has unpublished changes</Badge> : null}
    </div>
  );
}

/** Validate runs the saved draft in the sandbox; Publish makes it the next version; Delete archives it. */
export function TemplatePublishPanel({ template, area }: { template: Template; area: TemplateArea }) {
  const navigate = useNavigate();
  const validate = useValidateTemplate();
  const publish = usePublishTemplate();
  const remove = useDeleteTemplate();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const busy = validate.isPending || publish.isPending;

  return (
    <section aria-labelledby="template-publishing" className="flex flex-col gap-4 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h2 id="template-publishing" className="text-lg font-semibold">
            Publishing
          </h2>
          <StatusLine template={template} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            loading={validate.isPending}
            disabled={busy}
            onClick={() => validate.mutate(template.id)}
          >
            {validate.isPending ? null : <FlaskConical aria-hidden="true" />}
            {validate.isPending ? 'Running the solutions…' : 'Validate'}
          </Button>
          <Button
            type="button"
            loading={publish.isPending}
            disabled={busy || (template.published_version > 0 && !template.has_unpublished_changes)}
            onClick={() =>
              publish.mutate(template.id, {
                onSuccess: (published) => toast.success(`Version ${published.published_version} is published.`),
              })
            }
          >
            {publish.isPending ? null : <Rocket aria-hidden="true" />}
            {publish.isPending ? 'Publishing…' : 'Publish'}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setConfirmDelete(true)}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        Validate and Publish use the saved draft: save your changes first. Publishing runs the same checks and refuses a
        draft that fails them.
      </p>
      <div aria-live="polite" className="flex flex-col gap-4">
        {validate.isError ? <FormAlert>{errorMessage(validate.error)}</FormAlert> : null}
        {publish.isError ? <FormAlert>{errorMessage(publish.error)}</FormAlert> : null}
        {validate.isSuccess ? <TemplateValidationReport validation={validate.data} /> : null}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete “${template.content.title}”?`}
        description="It leaves the template lists and cannot be assigned again. Tasks already given one of its versions keep it."
        confirmLabel="Delete template"
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : undefined}
        onConfirm={() =>
          remove.mutate(template.id, {
            onSuccess: () => {
              toast.success(`“${template.content.title}” was deleted.`);
              void navigate(area.list);
            },
          })
        }
      />
    </section>
  );
}

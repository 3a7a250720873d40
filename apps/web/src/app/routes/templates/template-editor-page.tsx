import { useParams } from 'react-router';
import { CandidatePicker } from '@/features/organizations/components/candidate-picker';
import { TemplateCreateScreen, TemplateDetailScreen } from '@/features/task-templates/components/template-editor';
import { AssignTemplateDialog } from '@/features/tasks/components/assign-template-dialog';

/** /templates/create and /admin/templates/create: a new template's first draft. */
export function TemplateCreatePage({ area }: { area: 'staff' | 'admin' }) {
  return <TemplateCreateScreen area={area} />;
}

/**
 * /templates/{id} and /admin/templates/{id}: its editors edit, validate and publish it; anyone else reads it. Staff
 * assign a published one from here: the tasks feature's dialog, with the organization's candidates to pick from.
 */
export function TemplateDetailPage({ area }: { area: 'staff' | 'admin' }) {
  const { id = '' } = useParams();
  return (
    <TemplateDetailScreen
      id={id}
      area={area}
      actions={(template) => (
        <AssignTemplateDialog
          templateId={template.id}
          title={template.content.title}
          version={template.published_version}
          candidatePicker={(selected, onChange) => <CandidatePicker selected={selected} onChange={onChange} />}
        />
      )}
    />
  );
}

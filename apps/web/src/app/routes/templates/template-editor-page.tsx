import { useParams } from 'react-router';
import { TemplateCreateScreen, TemplateDetailScreen } from '@/features/task-templates/components/template-editor';

/** /templates/create and /admin/templates/create: a new template's first draft. */
export function TemplateCreatePage({ area }: { area: 'staff' | 'admin' }) {
  return <TemplateCreateScreen area={area} />;
}

/** /templates/{id} and /admin/templates/{id}: its editors edit, validate and publish it; anyone else reads it. */
export function TemplateDetailPage({ area }: { area: 'staff' | 'admin' }) {
  const { id = '' } = useParams();
  return <TemplateDetailScreen id={id} area={area} />;
}

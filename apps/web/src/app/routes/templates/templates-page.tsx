import { TemplateList } from '@/features/task-templates/components/template-list';

/** /templates and /admin/templates: the templates the caller may use, filtered through the URL. */
export function TemplatesPage({ area }: { area: 'staff' | 'admin' }) {
  return <TemplateList area={area} />;
}

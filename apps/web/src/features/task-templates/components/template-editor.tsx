import { PageBody, PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { TemplateForm } from '@/features/task-templates/components/template-form';
import { templateAreas } from '@/config/template-areas';
import { TemplatePublishPanel } from '@/features/task-templates/components/template-publish-panel';
import { TemplateReadonlyView } from '@/features/task-templates/components/template-readonly-view';
import { isEditable, useTemplate } from '@/features/task-templates/api/get-template';

/** A new template's first draft, in the staff's or the admin's area. */
export function TemplateCreateScreen({ area }: { area: 'staff' | 'admin' }) {
  return (
    <PageBody width="full">
      <PageHeader
        title="New template"
        description={
          area === 'admin'
            ? 'A platform template: public to every organization once published.'
            : 'A template of your organization: only its interviewers and orgadmins see it.'
        }
      />
      <TemplateForm template={null} area={templateAreas[area]} />
    </PageBody>
  );
}

/** One template: its editors edit, validate and publish it; anyone else reads it. */
export function TemplateDetailScreen({ id, area }: { id: string; area: 'staff' | 'admin' }) {
  const template = useTemplate(id);
  const links = templateAreas[area];

  if (template.isPending) {
    return (
      <PageBody width="full">
        <TableSkeleton label="Loading the template…" />
      </PageBody>
    );
  }
  if (template.isError) {
    return (
      <PageBody width="full">
        <PageHeader title="Template" />
        <QueryError
          what="The template could not be loaded."
          error={template.error}
          retrying={template.isFetching}
          onRetry={() => void template.refetch()}
        />
      </PageBody>
    );
  }
  const view = template.data;
  if (!isEditable(view)) {
    return (
      <PageBody width="full">
        <PageHeader
          title={view.content.title}
          description="A platform template. Assign it as it is; its reference solutions and hidden tests stay with the platform."
        />
        <TemplateReadonlyView content={view.content} version={view.published_version} />
      </PageBody>
    );
  }
  return (
    <PageBody width="full">
      <PageHeader
        title={view.content.title}
        description={
          view.scope === 'platform'
            ? 'A platform template: every organization can assign its published version.'
            : 'A template of your organization.'
        }
      />
      <TemplatePublishPanel template={view} area={links} />
      {/* Keyed by the save time, so a newer copy from the server resets the fields. */}
      <TemplateForm key={view.updated_at} template={view} area={links} />
    </PageBody>
  );
}

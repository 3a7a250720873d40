import { PageBody, PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { TemplateForm } from '@/features/task-templates/components/template-form';
import { templateAreas } from '@/config/template-areas';
import { TemplatePublishPanel } from '@/features/task-templates/components/template-publish-panel';
import { TemplateReadonlyView } from '@/features/task-templates/components/template-readonly-view';
import { isEditable, useTemplate, type TemplateView } from '@/features/task-templates/api/get-template';
import { TemplateDuplicateButton } from '@/features/task-templates/components/template-duplicate-button';
import { TemplateHistory } from '@/features/task-templates/components/template-history';
import { TemplateTrial } from '@/features/task-templates/components/template-trial';
import type { ReactNode } from 'react';

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

interface TemplateDetailProps {
  id: string;
  area: 'staff' | 'admin';
  /** More actions in the header, from other features (the page composes them): "Assign" for a published template. */
  actions?: (template: TemplateView) => ReactNode;
}

/** One template: its editors edit, validate and publish it; anyone else reads it; staff try, copy and assign it. */
export function TemplateDetailScreen({ id, area, actions }: TemplateDetailProps) {
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
  // The admin belongs to no organization: copies and assessments are the organizations' own.
  const inOrganization = area === 'staff';
  const headerActions = (
    <>
      <TemplateTrial template={view} />
      {inOrganization ? <TemplateDuplicateButton template={view} area={links} /> : null}
      {inOrganization && view.published_version > 0 ? actions?.(view) : null}
    </>
  );
  if (!isEditable(view)) {
    return (
      <PageBody width="full">
        <PageHeader
          title={view.content.title}
          description="A platform template. Assign it as it is; its reference solutions and hidden tests stay with the platform."
          actions={headerActions}
        />
        <TemplateReadonlyView content={view.content} version={view.published_version} />
        <TemplateHistory id={view.id} />
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
        actions={headerActions}
      />
      <TemplatePublishPanel template={view} area={links} />
      {/* Keyed by the save time, so a newer copy from the server resets the fields. */}
      <TemplateForm key={view.updated_at} template={view} area={links} />
      <TemplateHistory id={view.id} />
    </PageBody>
  );
}

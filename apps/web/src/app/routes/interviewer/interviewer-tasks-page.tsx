import { Plus } from 'lucide-react';
import { useState } from 'react';
import { PageBody, PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useTemplates } from '@/features/task-templates/api/get-templates';
import { AssessmentList } from '@/features/tasks/components/assessment-list';
import { NewAssessmentForm } from '@/features/tasks/components/new-assessment-form';
import { useSearchParamUpdater } from '@/lib/use-search-param';

/** The form chooses among the task-templates feature's templates, read while it is open. */
function NewAssessment({ onCreated }: { onCreated: (id: string) => void }) {
  const templates = useTemplates({ page: 1, limit: 100, scope: 'all' });
  return (
    <NewAssessmentForm
      templates={templates.data?.templates ?? []}
      templatesPending={templates.isPending}
      onCreated={onCreated}
    />
  );
}

/** /interviewer/tasks: the organization's assessments; one opens (`?assessment=`) to assign it and follow its tasks. */
export function InterviewerTasksPage() {
  const update = useSearchParamUpdater();
  const [creating, setCreating] = useState(false);
  return (
    <PageBody width="full">
      <PageHeader
        title="Interviewer Tasks"
        description="Give a published template to candidates as an assessment, then follow each one's task and submissions."
        actions={
          <Button onClick={() => setCreating((shown) => !shown)} aria-expanded={creating}>
            <Plus aria-hidden="true" />
            New assessment
          </Button>
        }
      />
      {creating ? (
        <NewAssessment
          onCreated={(id) => {
            setCreating(false);
            update({ assessment: id, page: null });
          }}
        />
      ) : null}
      <AssessmentList />
    </PageBody>
  );
}

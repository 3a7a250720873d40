import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListPagination } from '@/components/list-pagination';
import { PageBody, PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useTemplates } from '@/features/task-templates/api/get-templates';
import { useAssessments } from '@/features/tasks/api/get-assessments';
import { AssessmentDetail } from '@/features/tasks/components/assessment-detail';
import { AssessmentTable } from '@/features/tasks/components/assessment-table';
import { NewAssessmentForm } from '@/features/tasks/components/new-assessment-form';
import { readPage, useSearchParamUpdater } from '@/lib/use-search-param';

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
  const [params] = useSearchParams();
  const update = useSearchParamUpdater();
  const page = readPage(params, 'page');
  const openId = params.get('assessment');
  const assessments = useAssessments(page);
  const [creating, setCreating] = useState(false);
  const open = assessments.data?.assessments.find((assessment) => assessment.id === openId) ?? null;

  return (
    <PageBody className="max-w-6xl">
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
      {assessments.isPending ? (
        <TableSkeleton label="Loading the assessments…" />
      ) : assessments.isError ? (
        <QueryError
          what="The assessments could not be loaded."
          error={assessments.error}
          retrying={assessments.isFetching}
          onRetry={() => void assessments.refetch()}
        />
      ) : assessments.data.assessments.length === 0 ? (
        <EmptyState
          title="No assessments yet"
          description="Create one from a published template, then assign it to your candidates."
        />
      ) : (
        <>
          <AssessmentTable
            assessments={assessments.data.assessments}
            openId={openId}
            onOpen={(id) => update({ assessment: id })}
          />
          <ListPagination
            label="Assessment pages"
            page={page}
            limit={20}
            total={assessments.data.total}
            busy={assessments.isFetching}
            onPageChange={(next) => update({ page: next })}
          />
          {open ? <AssessmentDetail key={open.id} assessment={open} /> : null}
        </>
      )}
    </PageBody>
  );
}

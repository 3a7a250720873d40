import { useSearchParams } from 'react-router';
import { ListPagination } from '@/components/list-pagination';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { useAssessments } from '@/features/tasks/api/get-assessments';
import { AssessmentDetail } from '@/features/tasks/components/assessment-detail';
import { AssessmentTable } from '@/features/tasks/components/assessment-table';
import { readPage, useSearchParamUpdater } from '@/lib/use-search-param';

/** The organization's assessments by page (`?page=`); one opens (`?assessment=`) to assign it and follow its tasks. */
export function AssessmentList() {
  const [params] = useSearchParams();
  const update = useSearchParamUpdater();
  const page = readPage(params, 'page');
  const openId = params.get('assessment');
  const assessments = useAssessments(page);
  const open = assessments.data?.assessments.find((assessment) => assessment.id === openId) ?? null;

  if (assessments.isPending) return <TableSkeleton label="Loading the assessments…" />;
  if (assessments.isError) {
    return (
      <QueryError
        what="The assessments could not be loaded."
        error={assessments.error}
        retrying={assessments.isFetching}
        onRetry={() => void assessments.refetch()}
      />
    );
  }
  if (assessments.data.assessments.length === 0) {
    return (
      <EmptyState
        title="No assessments yet"
        description="Create one from a published template, then assign it to your candidates."
      />
    );
  }
  return (
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
  );
}

import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { readPage, useSearchParamUpdater } from '@/lib/use-search-param';
import { ListPagination } from '@/components/list-pagination';
import { AssessmentDetail } from '@/app/routes/interviewer/assessment-detail';
import { NewAssessmentForm } from '@/app/routes/interviewer/new-assessment-form';
import { PageBody, PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { RelativeTime } from '@/components/relative-time';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useAssessments } from '@/features/tasks/api/get-assessments';

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
        <NewAssessmentForm
          onCreated={(id) => {
            setCreating(false);
            update({ assessment: id, page: null });
          }}
        />
      ) : null}
      {assessments.isPending ? (
        <TableSkeleton label="Loading the assessments…" />
      ) : assessments.isError ? (
        <QueryError what="The assessments could not be loaded." error={assessments.error} retrying={assessments.isFetching} onRetry={() => void assessments.refetch()} />
      ) : assessments.data.assessments.length === 0 ? (
        <EmptyState title="No assessments yet" description="Create one from a published template, then assign it to your candidates." />
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border border-border">
            <table className="w-full text-sm">
              <caption className="sr-only">Assessments</caption>
              <thead className="bg-muted text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">Assessment</th>
                  <th scope="col" className="px-3 py-2 font-medium">Tasks</th>
                  <th scope="col" className="px-3 py-2 font-medium">Created</th>
                </tr>
              </thead>
              <tbody>
                {assessments.data.assessments.map((assessment) => (
                  <tr key={assessment.id} className="border-t border-border">
                    <th scope="row" className="px-3 py-2 text-left font-medium">
                      <button type="button" className="text-left underline-offset-4 hover:underline" aria-current={assessment.id === openId ? 'true' : undefined} onClick={() => update({ assessment: assessment.id })}>
                        {`${assessment.title} · v${assessment.template_version}`}
                      </button>
                      <div className="text-xs font-normal text-muted-foreground">{[assessment.duration_minutes ? `timed ${assessment.duration_minutes} min` : 'untimed', assessment.due_in_days ? `due in ${assessment.due_in_days} days` : 'no due date'].join(' · ')}</div>
                    </th>
                    <td className="px-3 py-2 tabular-nums">{`${assessment.counts.assigned + assessment.counts.in_progress} open · ${assessment.counts.submitted + assessment.counts.scored} submitted · ${assessment.counts.expired} expired`}</td>
                    <td className="px-3 py-2"><RelativeTime value={assessment.created_at} /></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListPagination label="Assessment pages" page={page} limit={20} total={assessments.data.total} busy={assessments.isFetching} onPageChange={(next) => update({ page: next })} />
          {open ? <AssessmentDetail key={open.id} assessment={open} /> : null}
        </>
      )}
    </PageBody>
  );
}

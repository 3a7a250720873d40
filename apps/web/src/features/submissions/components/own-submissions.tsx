import { LANGUAGE_NAMES, type OwnSubmission } from '@assay/contracts';
import { FileCode2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useOwnSubmissions } from '@/features/submissions/api/get-own-submissions';
import { ListPagination } from '@/components/list-pagination';
import { QueryError } from '@/components/query-error';
import { RelativeTime } from '@/components/relative-time';
import { ScoreBadge } from '@/components/score-badge';
import { TableSkeleton } from '@/components/table-skeleton';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { fillPath } from '@/lib/fill-path';

const PAGE_SIZE = 20;

/** Where a submission is in judging; whether its score is good is the score's own colour. */
const stageLabels: Record<OwnSubmission['status'], string> = {
  queued: 'Queued',
  running: 'Running',
  scored: 'Scored',
  error: 'Could not be scored',
};

function OwnSubmissionRow({ submission }: { submission: OwnSubmission }) {
  return (
    <DataRow className="align-top">
      <RowHeader>
        <Link
          to={fillPath(paths.candidateTask, { taskId: submission.task_id })}
          className="underline-offset-4 hover:underline"
        >
          {submission.title || 'Untitled task'}
        </Link>
        <div className="text-xs font-normal text-muted-foreground">{submission.practice ? 'Practice' : 'Assigned'}</div>
      </RowHeader>
      <Cell>
        {submission.kind === 'final' ? 'Final submission' : 'Attempt'}
        {submission.submitted_by === 'time_up' ? (
          <div className="text-xs text-muted-foreground">Submitted for you when the time was up</div>
        ) : null}
      </Cell>
      <Cell>{LANGUAGE_NAMES[submission.language]}</Cell>
      <Cell className="font-mono tabular-nums">
        {submission.score === null ? (
          <span className="font-sans text-muted-foreground">—</span>
        ) : (
          <ScoreBadge score={submission.score} />
        )}
      </Cell>
      <Cell>
        <Badge variant={submission.status === 'error' ? 'destructive' : 'outline'}>
          {stageLabels[submission.status]}
        </Badge>
      </Cell>
      <Cell>
        <RelativeTime value={submission.created_at} />
      </Cell>
    </DataRow>
  );
}

/**
 * "My submissions": every attempt and final submission the candidate has made, across their assigned and practice
 * tasks, newest first; the page lives in the URL (`?page=`) so it survives a reload.
 */
export function OwnSubmissions() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useOwnSubmissions(page, PAGE_SIZE);
  const showPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });

  if (list.error)
    return (
      <QueryError
        what="Your submissions could not be loaded."
        error={list.error}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  if (!list.data) return <TableSkeleton rows={5} label="Loading your submissions…" />;
  if (list.data.total === 0)
    return (
      <EmptyState
        icon={<FileCode2 />}
        headingLevel="h2"
        title="No submissions yet"
        description="Each attempt and final submission you make appears here, with its score. Start with a challenge from the library."
        action={
          <Button asChild>
            <Link to={paths.practice}>Go to Practice</Link>
          </Button>
        }
      />
    );
  return (
    <section aria-label="My submissions" className="flex flex-col gap-4">
      <DataTable caption="My submissions" columns={['Task', 'Kind', 'Language', 'Score', 'Status', 'Submitted']}>
        {list.data.submissions.map((submission) => (
          <OwnSubmissionRow key={submission.id} submission={submission} />
        ))}
      </DataTable>
      <ListPagination
        label="Submission pages"
        page={page}
        limit={PAGE_SIZE}
        total={list.data.total}
        busy={list.isFetching}
        onPageChange={showPage}
      />
    </section>
  );
}

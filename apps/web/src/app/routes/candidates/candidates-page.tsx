import type { TaskStats } from '@assay/contracts';
import { Search, Users } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSearchParamUpdater } from '@/lib/use-search-param';
import { PageBody, PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { RelativeTime } from '@/components/relative-time';
import { TableSkeleton } from '@/components/table-skeleton';
import { Badge } from '@/components/ui/badge';
import { Cell, DataRow, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { type CandidateEntry, useCandidates } from '@/features/organizations/api/get-candidates';
import { useTaskStats } from '@/features/tasks/api/get-task-stats';
import { fillPath } from '@/lib/fill-path';

type CandidateFigures = TaskStats['candidates'][number];

function CandidateTable({ candidates, figures }: { candidates: CandidateEntry[]; figures: Map<string, CandidateFigures> | undefined }) {
  return (
    <DataTable stickyHeader caption="Candidates of your organization" columns={['Name', 'Email', 'Status', 'Tasks done', 'Average score', 'Last activity']}>
      {candidates.map((candidate) => (
        <DataRow key={candidate.email}>
          <Cell>
            {candidate.userId ? (
              // Their page: every task and submission, with its review.
              <Link to={fillPath(paths.candidateProfile, { candidateId: candidate.userId })} className="font-medium underline-offset-4 hover:underline">
                {candidate.name || candidate.email}
              </Link>
            ) : (
              <span className="text-muted-foreground">Not joined yet</span>
            )}
          </Cell>
          <Cell className="font-mono text-xs">{candidate.email}</Cell>
          <Cell>
            <Badge variant={candidate.status === 'member' ? 'success' : 'warning'}>{candidate.status === 'member' ? 'Member' : 'Invited'}</Badge>
          </Cell>
          <TaskFigureCells figures={candidate.userId ? figures?.get(candidate.userId) : undefined} loading={figures === undefined} />
          <Cell className="tabular-nums">
            <RelativeTime value={candidate.lastActivityAt} />
          </Cell>
        </DataRow>
      ))}
    </DataTable>
  );
}

/** A candidate's task figures: tasks completed of those given, and their mean score. */
function TaskFigureCells({ figures, loading }: { figures: CandidateFigures | undefined; loading: boolean }) {
  if (loading) {
    return (
      <>
        <Cell className="text-muted-foreground">…</Cell>
        <Cell className="text-muted-foreground">…</Cell>
      </>
    );
  }
  return (
    <>
      <Cell className="tabular-nums">{figures ? `${figures.completed} of ${figures.tasks}` : <span className="text-muted-foreground">No tasks</span>}</Cell>
      <Cell className="tabular-nums">{figures?.average_score == null ? <span className="text-muted-foreground">—</span> : `${figures.average_score} / 100`}</Cell>
    </>
  );
}

/** /candidates: the organization's candidates for its interviewers and orgadmins, searchable (`?q=` in the URL). */
export function CandidatesPage() {
  const [params] = useSearchParams();
  const update = useSearchParamUpdater();
  const search = params.get('q')?.trim() ?? '';
  const candidates = useCandidates(search);
  const { userRole } = useAuth();
  // The admin acts in no organization: their view of candidates has no task figures.
  const stats = useTaskStats(undefined, { enabled: userRole !== 'admin' });
  const figures = useMemo(() => (stats.data ? new Map(stats.data.candidates.map((entry) => [entry.candidate_id, entry])) : userRole === 'admin' || stats.isError ? new Map<string, CandidateFigures>() : undefined), [stats.data, stats.isError, userRole]);

  return (
    <PageBody className="max-w-5xl">
      <PageHeader title="Candidates" description="The people your organization assesses: members, and those invited who have not joined yet." />
      <div className="flex max-w-sm flex-col gap-2">
        <Label htmlFor="candidate-search">Search candidates</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id="candidate-search"
            type="search"
            className="pl-9"
            placeholder="Name or email"
            defaultValue={search}
            onChange={(event) => update({ q: event.target.value.trim() || null })}
          />
        </div>
      </div>
      {candidates.isPending ? (
        <TableSkeleton label="Loading the candidates…" />
      ) : candidates.isError ? (
        <QueryError what="The candidates could not be loaded." error={candidates.error} retrying={candidates.isFetching} onRetry={() => void candidates.refetch()} />
      ) : candidates.data.candidates.length === 0 ? (
        <EmptyState
          icon={<Users />}
          headingLevel="h2"
          title={search ? 'No candidate matches your search' : 'No candidates yet'}
          description={search ? 'Try another name or email.' : 'Invite candidates from the Users page of your organization; they appear here as soon as they are invited.'}
        />
      ) : (
        <CandidateTable candidates={candidates.data.candidates} figures={figures} />
      )}
    </PageBody>
  );
}

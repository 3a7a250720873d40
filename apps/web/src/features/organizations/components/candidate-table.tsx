import type { TaskStats } from '@assay/contracts';
import { Link } from 'react-router';
import { RelativeTime } from '@/components/relative-time';
import { Badge } from '@/components/ui/badge';
import { Cell, DataRow, DataTable } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import type { CandidateEntry } from '@/features/organizations/api/get-candidates';
import { fillPath } from '@/lib/fill-path';

export type CandidateFigures = TaskStats['candidates'][number];

/** The candidates with their task figures (undefined while those load); each member links to their page. */
export function CandidateTable({
  candidates,
  figures,
}: {
  candidates: CandidateEntry[];
  figures: Map<string, CandidateFigures> | undefined;
}) {
  return (
    <DataTable
      stickyHeader
      caption="Candidates of your organization"
      columns={['Name', 'Email', 'Status', 'Tasks done', 'Average score', 'Last activity']}
    >
      {candidates.map((candidate) => (
        <DataRow key={candidate.email}>
          <Cell>
            {candidate.userId ? (
              // Their page: every task and submission, with its review.
              <Link
                to={fillPath(paths.candidateProfile, { candidateId: candidate.userId })}
                className="font-medium underline-offset-4 hover:underline"
              >
                {candidate.name || candidate.email}
              </Link>
            ) : (
              <span className="text-muted-foreground">Not joined yet</span>
            )}
          </Cell>
          <Cell className="font-mono text-xs">{candidate.email}</Cell>
          <Cell>
            <Badge variant={candidate.status === 'member' ? 'success' : 'warning'}>
              {candidate.status === 'member' ? 'Member' : 'Invited'}
            </Badge>
          </Cell>
          <TaskFigureCells
            figures={candidate.userId ? figures?.get(candidate.userId) : undefined}
            loading={figures === undefined}
          />
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
      <Cell className="tabular-nums">
        {figures ? `${figures.completed} of ${figures.tasks}` : <span className="text-muted-foreground">No tasks</span>}
      </Cell>
      <Cell className="tabular-nums">
        {figures?.average_score == null ? (
          <span className="text-muted-foreground">—</span>
        ) : (
          `${figures.average_score} / 100`
        )}
      </Cell>
    </>
  );
}

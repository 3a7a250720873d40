import { useMemo } from 'react';
import { PageBody, PageHeader } from '@/components/page-header';
import { useAuth } from '@/lib/auth-context';
import { CandidateDirectory } from '@/features/organizations/components/candidate-directory';
import type { CandidateFigures } from '@/features/organizations/components/candidate-table';
import { useTaskStats } from '@/features/tasks/api/get-task-stats';

/** /candidates: the organization's candidates for its interviewers and orgadmins, with the tasks feature's figures. */
export function CandidatesPage() {
  const { userRole } = useAuth();
  // The admin acts in no organization: their view of candidates has no task figures.
  const stats = useTaskStats(undefined, { enabled: userRole !== 'admin' });
  const figures = useMemo(
    () =>
      stats.data
        ? new Map(stats.data.candidates.map((entry) => [entry.candidate_id, entry]))
        : userRole === 'admin' || stats.isError
          ? new Map<string, CandidateFigures>()
          : undefined,
    [stats.data, stats.isError, userRole],
  );

  return (
    <PageBody width="full">
      <PageHeader
        title="Candidates"
        description="The people your organization assesses: members, and those invited who have not joined yet."
      />
      <CandidateDirectory figures={figures} />
    </PageBody>
  );
}

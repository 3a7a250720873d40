import { PracticeSection, useChallengeLibrary } from '@/features/tasks/components/practice-section';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { useCandidateDashboard } from '@/features/tasks/api/get-candidate-dashboard';

/** The candidate's practice on its own page: their practice tasks, what to practise next and the challenge library. */
export function CandidatePractice() {
  const dashboard = useCandidateDashboard();
  // The library's first page is asked for now, beside the dashboard, not once the dashboard has answered.
  useChallengeLibrary();
  if (dashboard.isError)
    return (
      <QueryError
        what="Your practice could not be loaded."
        error={dashboard.error}
        retrying={dashboard.isFetching}
        onRetry={() => void dashboard.refetch()}
      />
    );
  if (!dashboard.data) return <TableSkeleton rows={4} label="Loading your practice…" />;
  return <PracticeSection dashboard={dashboard.data} />;
}

import type { StaffTask } from '@assay/contracts';
import { useStaffTasks } from '@/features/tasks/api/get-staff-tasks';

/** Submissions arrive while the reviewer looks; 15 s keeps the list fresh without hammering the API. */
const REFRESH_MS = 15_000;
const SHOWN = 10;
// GET /tasks pages by when a task was assigned, not submitted: a wider window than we show keeps a task assigned
// long ago but submitted just now from falling off the first page.
const WINDOW = 25;

function bySubmittedDesc(a: StaffTask, b: StaffTask): number {
  return (b.submitted_at ? Date.parse(b.submitted_at) : 0) - (a.submitted_at ? Date.parse(a.submitted_at) : 0);
}

/**
 * The latest final submissions: tasks being scored and tasks scored, newest submission first. Two queries because
 * GET /tasks filters by one status at a time.
 */
export function useRecentSubmissions() {
  const scored = useStaffTasks({ status: 'scored', page: 1, limit: WINDOW }, { refetchInterval: REFRESH_MS });
  const submitted = useStaffTasks({ status: 'submitted', page: 1, limit: WINDOW }, { refetchInterval: REFRESH_MS });
  const tasks = scored.data && submitted.data ? [...submitted.data.tasks, ...scored.data.tasks].sort(bySubmittedDesc).slice(0, SHOWN) : undefined;

  return {
    tasks,
    isPending: scored.isPending || submitted.isPending,
    error: scored.error ?? submitted.error,
    isFetching: scored.isFetching || submitted.isFetching,
    refetch: () => {
      void scored.refetch();
      void submitted.refetch();
    },
  };
}

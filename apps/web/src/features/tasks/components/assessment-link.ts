import { paths } from '@/config/paths';

/** /interviewer/tasks opens the assessment named by `?assessment=` (see InterviewerTasksPage). */
export function assessmentLink(id: string): string {
  return `${paths.interviewerTasks}?${new URLSearchParams({ assessment: id }).toString()}`;
}

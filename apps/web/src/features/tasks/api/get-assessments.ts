import { assessmentListSchema, taskPaths } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';

export const assessmentKeys = {
  all: ['assessments'] as const,
  list: (page: number) => ['assessments', 'list', page] as const,
  submissions: (id: string) => ['assessments', 'submissions', id] as const,
};

/** GET /interviewer/tasks: the organization's assessments with how far their tasks are. */
export function getAssessments(page: number, signal?: AbortSignal) {
  return apiClient.get(`${taskPaths.interviewerTasks}?page=${page}&limit=20`, { schema: assessmentListSchema, signal });
}

export function getAssessmentsQueryOptions(page: number) {
  return queryOptions({ queryKey: assessmentKeys.list(page), queryFn: ({ signal }) => getAssessments(page, signal) });
}

export function useAssessments(page: number) {
  return useQuery(getAssessmentsQueryOptions(page));
}

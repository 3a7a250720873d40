import { assessmentSubmissionsSchema, reviewerSubmissionPath, type AssessmentSubmissions } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { assessmentKeys } from '@/features/tasks/api/get-assessments';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

export type { AssessmentSubmissions };

/** GET /interviewer/tasks/{id}/submissions: each candidate's task and everything its submissions did. */
export function getAssessmentSubmissions(id: string, signal?: AbortSignal): Promise<AssessmentSubmissions> {
  return apiClient.get(fillPath(reviewerSubmissionPath, { id }), { schema: assessmentSubmissionsSchema, signal });
}

export function getAssessmentSubmissionsQueryOptions(id: string) {
  return queryOptions({
    queryKey: assessmentKeys.submissions(id),
    queryFn: ({ signal }) => getAssessmentSubmissions(id, signal),
  });
}

export function useAssessmentSubmissions(id: string) {
  return useQuery(getAssessmentSubmissionsQueryOptions(id));
}

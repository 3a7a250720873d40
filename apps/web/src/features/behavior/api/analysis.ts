import { behaviorAnalysisSchema, behaviorPaths, type BehaviorAnalysis } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';

export type { BehaviorAnalysis };

export const behaviorAnalysisKey = ['behavior', 'analysis'] as const;

/** GET /behavior/analysis: the candidate's working style across their practice tasks. */
export function getBehaviorAnalysis(signal?: AbortSignal): Promise<BehaviorAnalysis> {
  return apiClient.get(behaviorPaths.analysis, { schema: behaviorAnalysisSchema, signal });
}

export function behaviorAnalysisQueryOptions() {
  return queryOptions({ queryKey: behaviorAnalysisKey, queryFn: ({ signal }) => getBehaviorAnalysis(signal) });
}

export function useBehaviorAnalysis() {
  return useQuery(behaviorAnalysisQueryOptions());
}

import { onboardingPaths, onboardingStatusSchema, type OnboardingStatus } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';

export type { OnboardingStatus };

/** Every onboarding query's key: dismissing updates it in place. */
export const onboardingStatusKey = ['onboarding', 'status'] as const;

/** GET /onboarding/status: the caller's checklist, each step ticked by the real action's event. */
export function getOnboardingStatus(signal?: AbortSignal): Promise<OnboardingStatus> {
  return apiClient.get(onboardingPaths.status, { schema: onboardingStatusSchema, signal });
}

export const onboardingStatusQueryOptions = () =>
  queryOptions({
    queryKey: onboardingStatusKey,
    queryFn: ({ signal }) => getOnboardingStatus(signal),
    // Steps tick on the server after the action (an event delivered moments later): read afresh on every home visit.
    refetchOnMount: 'always',
  });

export function useOnboardingStatus() {
  return useQuery(onboardingStatusQueryOptions());
}

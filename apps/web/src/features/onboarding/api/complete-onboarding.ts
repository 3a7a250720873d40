import { completeOnboardingResultSchema, onboardingPaths, type OnboardingStatus } from '@assay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { onboardingStatusKey } from './onboarding-status';

/** POST /onboarding/complete: dismisses the caller's checklist (idempotent); answers the status. */
export function completeOnboarding(): Promise<OnboardingStatus> {
  return apiClient.post(onboardingPaths.complete, {}, { schema: completeOnboardingResultSchema });
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: (status) => queryClient.setQueryData(onboardingStatusKey, status),
  });
}

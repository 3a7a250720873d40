import {
  billingPaths,
  checkoutSessionResponseSchema,
  currentSubscriptionSchema,
  plansResponseSchema,
  portalSessionResponseSchema,
  verifySessionResponseSchema,
  type AssignPlanRequest,
  type CheckoutSessionRequest,
  type CheckoutSessionResponse,
  type CurrentSubscription,
  type PlansResponse,
  type VerifySessionResponse,
} from '@assay/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

export const billingKeys = {
  all: ['billing'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
  current: () => [...billingKeys.all, 'current'] as const,
  organization: (id: string) => [...billingKeys.all, 'organization', id] as const,
};

/** GET /subscriptions/plans (no sign-in): the plans on sale and whether payments go through Stripe. */
export function getPlans(signal?: AbortSignal): Promise<PlansResponse> {
  return apiClient.get(billingPaths.plans, { schema: plansResponseSchema, signal });
}
export const plansQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.plans(), queryFn: ({ signal }) => getPlans(signal), staleTime: 60_000 });
export const usePlans = () => useQuery(plansQueryOptions());

/** GET /subscriptions/current (orgadmin): the organization's plan, usage, seats and invoices. */
export function getCurrentSubscription(signal?: AbortSignal): Promise<CurrentSubscription> {
  return apiClient.get(billingPaths.current, { schema: currentSubscriptionSchema, signal });
}
export const currentSubscriptionQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.current(), queryFn: ({ signal }) => getCurrentSubscription(signal) });
export const useCurrentSubscription = (enabled = true) => useQuery({ ...currentSubscriptionQueryOptions(), enabled });

/** POST /subscriptions/checkout-session: Stripe Checkout's hosted page for the plan, interval and seats. */
export function createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSessionResponse> {
  return apiClient.post(billingPaths.checkoutSession, request, { schema: checkoutSessionResponseSchema });
}
export const useCreateCheckoutSession = () => useMutation({ mutationFn: createCheckoutSession });

/** POST /subscriptions/verify-session: the checkout's outcome, applied to the organization (safe to repeat). */
export function verifySession(sessionId: string): Promise<VerifySessionResponse> {
  return apiClient.post(billingPaths.verifySession, { sessionId }, { schema: verifySessionResponseSchema });
}

function useSubscriptionMutation<Input>(mutationFn: (input: Input) => Promise<CurrentSubscription>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (subscription) => {
      queryClient.setQueryData(billingKeys.current(), subscription);
      void queryClient.invalidateQueries({ queryKey: billingKeys.all });
    },
  });
}

/** POST /subscriptions/change-plan: a paid subscription moves to another plan, interval or seats (prorated). */
export const useChangePlan = () =>
  useSubscriptionMutation((request: CheckoutSessionRequest) =>
    apiClient.post(billingPaths.changePlan, request, { schema: currentSubscriptionSchema }),
  );

/** POST /subscriptions/cancel or /resume: cancel at the end of the paid period, or keep it after all. */
export const useSetCancelAtPeriodEnd = () =>
  useSubscriptionMutation((cancel: boolean) =>
    apiClient.post(cancel ? billingPaths.cancel : billingPaths.resume, undefined, {
      schema: currentSubscriptionSchema,
    }),
  );

/** POST /subscriptions/portal-session: Stripe's customer portal for the card and invoices. */
export const usePortalSession = () =>
  useMutation({
    mutationFn: () => apiClient.post(billingPaths.portalSession, undefined, { schema: portalSessionResponseSchema }),
  });

/** GET /admin/organizations/{id}/subscription (platform admin). */
export function getOrganizationSubscription(id: string, signal?: AbortSignal): Promise<CurrentSubscription> {
  return apiClient.get(fillPath(billingPaths.adminOrganization, { id }), {
    schema: currentSubscriptionSchema,
    signal,
  });
}
export const useOrganizationSubscription = (id: string) =>
  useQuery({
    queryKey: billingKeys.organization(id),
    queryFn: ({ signal }) => getOrganizationSubscription(id, signal),
  });

/** PUT /admin/organizations/{id}/subscription: the platform admin assigns a plan by hand. */
export function useAssignPlan(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AssignPlanRequest) =>
      apiClient.put(fillPath(billingPaths.adminOrganization, { id }), request, { schema: currentSubscriptionSchema }),
    onSuccess: (subscription) => queryClient.setQueryData(billingKeys.organization(id), subscription),
  });
}

import { z } from 'zod';
import { isoDateTimeSchema } from './common.js';

/**
 * Plans, subscriptions and usage limits (issue 31; SPEC.md §7 "Subscriptions and onboarding" names the routes, not the
 * shapes). Plans live in the database; money is in the currency's minor unit (cents); a null limit is unlimited.
 */
export const billingPaths = {
  plans: '/subscriptions/plans',
  current: '/subscriptions/current',
  checkoutSession: '/subscriptions/checkout-session',
  verifySession: '/subscriptions/verify-session',
  changePlan: '/subscriptions/change-plan',
  cancel: '/subscriptions/cancel',
  resume: '/subscriptions/resume',
  portalSession: '/subscriptions/portal-session',
  /** Stripe's webhook: signed by Stripe, not by a signed-in user. */
  stripeWebhook: '/subscriptions/stripe-webhook',
  /** The platform admin: one organization's subscription, and assigning a plan by hand. */
  adminOrganization: '/admin/organizations/:id/subscription',
} as const;

export const PLAN_KEYS = ['free', 'team', 'business', 'enterprise'] as const;
export const planKeySchema = z.enum(PLAN_KEYS);
export type PlanKey = z.infer<typeof planKeySchema>;

export const BILLING_INTERVALS = ['month', 'year'] as const;
export const billingIntervalSchema = z.enum(BILLING_INTERVALS);
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

/** What a plan limits, each at the point of use on the server. */
export const LIMIT_KEYS = [
  'interviewerSeats',
  'assessmentsPerMonth',
  'codeRunsPerMonth',
  'prChallenges',
  'analyticsHistoryDays',
] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];

export const LIMIT_LABELS: Record<LimitKey, { label: string; unit: string }> = {
  interviewerSeats: { label: 'Interviewer seats', unit: 'seats' },
  assessmentsPerMonth: { label: 'Assessments sent per month', unit: 'assessments' },
  codeRunsPerMonth: { label: 'Code runs per month', unit: 'runs' },
  prChallenges: { label: 'GitHub PR challenges', unit: 'challenges' },
  analyticsHistoryDays: { label: 'Analytics history', unit: 'days' },
};

const limitValue = z.number().int().min(0).nullable();
export const planLimitsSchema = z.object({
  /** Staff (interviewers and orgadmins). On a per-seat plan the subscription's seats, up to this. */
  interviewerSeats: limitValue,
  assessmentsPerMonth: limitValue,
  codeRunsPerMonth: limitValue,
  /** GitHub pull-request challenges the organization keeps published. */
  prChallenges: limitValue,
  analyticsHistoryDays: limitValue,
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;

export const planSchema = z.object({
  key: planKeySchema,
  name: z.string(),
  description: z.string(),
  currency: z.string(),
  /** Per seat when `perSeat`, else for the organization; null: priced by agreement (contact sales). */
  priceMonthly: z.number().int().nullable(),
  priceYearly: z.number().int().nullable(),
  perSeat: z.boolean(),
  limits: planLimitsSchema,
  features: z.array(z.string()),
  /** Bought through checkout; otherwise assigned by the platform admin. */
  selfServe: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

export const plansResponseSchema = z.object({
  plans: z.array(planSchema),
  /** 'stripe': checkout and the customer portal work; 'manual': the admin assigns plans and invoices outside. */
  payments: z.enum(['stripe', 'manual']),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const usageMeterSchema = z.object({
  key: z.enum(LIMIT_KEYS),
  label: z.string(),
  used: z.number().int(),
  limit: z.number().int().nullable(),
  /** Over the limit (after a downgrade): what it limits is read-only until usage fits. */
  over: z.boolean(),
  /** When a monthly meter starts again; null for the others. */
  resetsAt: isoDateTimeSchema.nullable(),
});
export type UsageMeter = z.infer<typeof usageMeterSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.string(),
  amountDue: z.number().int(),
  amountPaid: z.number().int(),
  currency: z.string(),
  periodStart: isoDateTimeSchema.nullable(),
  periodEnd: isoDateTimeSchema.nullable(),
  hostedUrl: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const currentSubscriptionSchema = z.object({
  organizationId: z.string(),
  organizationName: z.string(),
  plan: planSchema,
  interval: billingIntervalSchema,
  seats: z.number().int(),
  status: subscriptionStatusSchema,
  /** 'default': no subscription yet (the install's default plan); 'manual': assigned by the admin; 'stripe': paid. */
  source: z.enum(['default', 'manual', 'stripe']),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: isoDateTimeSchema.nullable(),
  usage: z.array(usageMeterSchema),
  nextInvoice: z
    .object({ amountDue: z.number().int(), currency: z.string(), date: isoDateTimeSchema.nullable() })
    .nullable(),
  invoices: z.array(invoiceSchema),
  payments: z.enum(['stripe', 'manual']),
});
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;

export const MAX_SEATS = 500;
const seatsSchema = z.coerce.number().int().min(1).max(MAX_SEATS);

export const checkoutSessionRequestSchema = z.object({
  plan: planKeySchema,
  interval: billingIntervalSchema.default('month'),
  seats: seatsSchema.default(1),
});
export type CheckoutSessionRequest = z.infer<typeof checkoutSessionRequestSchema>;
export const checkoutSessionResponseSchema = z.object({ url: z.string(), sessionId: z.string() });
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;

export const verifySessionRequestSchema = z.object({ sessionId: z.string().trim().min(1).max(255) });
export const verifySessionResponseSchema = z.object({
  /** 'complete': paid and the plan applies; 'open': not paid yet; 'expired': the session lapsed. */
  status: z.enum(['complete', 'open', 'expired']),
  subscription: currentSubscriptionSchema,
});
export type VerifySessionResponse = z.infer<typeof verifySessionResponseSchema>;

export const changePlanRequestSchema = checkoutSessionRequestSchema;
export const portalSessionResponseSchema = z.object({ url: z.string() });

export const assignPlanRequestSchema = z.object({
  plan: planKeySchema,
  interval: billingIntervalSchema.default('month'),
  seats: seatsSchema.default(1),
});
export type AssignPlanRequest = z.infer<typeof assignPlanRequestSchema>;

export const BILLING_ERROR_CODES = {
  /** A plan's limit stopped the action; the message names the limit and the plan that lifts it. */
  limitReached: 'PLAN_LIMIT_REACHED',
  paymentsDisabled: 'BILLING_PAYMENTS_DISABLED',
  notSelfServe: 'BILLING_PLAN_NOT_SELF_SERVE',
  noSubscription: 'BILLING_NO_SUBSCRIPTION',
  badSignature: 'BILLING_BAD_SIGNATURE',
} as const;

/** The outbox event billing records when an organization's plan changes (onboarding ticks "choose a plan" from it). */
export const PLAN_CHANGED_EVENT = 'billing.plan_changed';
export interface PlanChangedPayload {
  organizationId: string;
  planKey: PlanKey;
  actorId: string | null;
}

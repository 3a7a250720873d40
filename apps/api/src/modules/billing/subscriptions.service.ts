import {
  BILLING_ERROR_CODES,
  PLAN_CHANGED_EVENT,
  type AssignPlanRequest,
  type CheckoutSessionRequest,
  type CheckoutSessionResponse,
  type CurrentSubscription,
  type Plan,
  type PlansResponse,
  type VerifySessionResponse,
} from '@assay/contracts';
import type { Database } from '../../db/client.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import type { AuditService } from '../../platform/audit/audit.service.js';
import type { OutboxService } from '../../platform/outbox/outbox.service.js';
import type { RequestMeta, UserRow } from '../users/users.service.js';
import type { BillingRepository, InvoiceRow, PlanRow } from './billing.repository.js';
import type { Entitlements } from './entitlements.js';
import type { StripeGateway } from './stripe-gateway.js';
import { FRESH_READ, type SubscriptionSync } from './subscription-sync.js';

const PAYMENTS_DISABLED =
  'Payments are not set up on this Assay instance: your platform administrator assigns plans by hand and invoices outside Assay. Ask them to change your plan.';

export const planOf = (row: PlanRow): Plan => ({
  key: row.key,
  name: row.name,
  description: row.description,
  currency: row.currency,
  priceMonthly: row.priceMonthly,
  priceYearly: row.priceYearly,
  perSeat: row.perSeat,
  limits: row.limits,
  features: row.features,
  selfServe: row.selfServe,
});

const invoiceOf = (row: InvoiceRow) => ({
  id: row.id,
  number: row.number,
  status: row.status,
  amountDue: row.amountDue,
  amountPaid: row.amountPaid,
  currency: row.currency,
  periodStart: row.periodStart?.toISOString() ?? null,
  periodEnd: row.periodEnd?.toISOString() ?? null,
  hostedUrl: row.hostedUrl,
  pdfUrl: row.pdfUrl,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Subscriptions (SPEC.md §7): the plans, an organization's plan with its usage and invoices, Stripe Checkout and its
 * verification, plan and seat changes (prorated by Stripe), cancelling at the period's end, the customer portal, and the
 * platform admin assigning a plan by hand — the only way when no Stripe key is configured.
 */
export function createSubscriptionsService({
  db,
  repository,
  entitlements,
  gateway,
  sync,
  audit,
  outbox,
  publicUrl,
}: {
  db: Database;
  repository: BillingRepository;
  entitlements: Entitlements;
  gateway: StripeGateway | null;
  sync: SubscriptionSync | null;
  audit: AuditService;
  outbox: OutboxService;
  publicUrl: string;
}) {
  const payments = gateway ? ('stripe' as const) : ('manual' as const);

  function ownOrganization(caller: UserRow): string {
    if (!caller.organizationId) throw new ForbiddenError('Create or join an organization first.');
    return caller.organizationId;
  }

  function requireStripe() {
    if (!gateway || !sync) throw new ConflictError(PAYMENTS_DISABLED, BILLING_ERROR_CODES.paymentsDisabled);
    return { gateway, sync };
  }

  async function sellable(key: string): Promise<PlanRow> {
    const plan = await repository.plan(key);
    if (!plan) throw new NotFoundError('Plan not found.');
    if (!plan.selfServe || plan.priceMonthly === null || plan.priceYearly === null)
      throw new ConflictError(
        `The ${plan.name} plan is arranged with the platform team rather than bought online: contact them.`,
        BILLING_ERROR_CODES.notSelfServe,
      );
    return plan;
  }

  async function current(organizationId: string): Promise<CurrentSubscription> {
    const name = await repository.organizationName(organizationId);
    if (name === null) throw new NotFoundError('Organization not found.');
    const standing = await entitlements.standing(organizationId);
    const { subscription, plan } = standing;
    const live = subscription && subscription.status !== 'canceled' ? subscription : null;
    const upcoming =
      gateway && live?.source === 'stripe' && live.stripeCustomerId && live.stripeSubscriptionId
        ? await gateway.upcomingInvoice(live.stripeCustomerId, live.stripeSubscriptionId)
        : null;
    return {
      organizationId,
      organizationName: name,
      plan: planOf(plan),
      interval: live?.interval ?? 'month',
      seats: live?.seats ?? 1,
      status: live?.status ?? 'active',
      source: live ? live.source : 'default',
      cancelAtPeriodEnd: live?.cancelAtPeriodEnd ?? false,
      currentPeriodEnd: live?.currentPeriodEnd?.toISOString() ?? null,
      usage: await entitlements.meters(organizationId, standing),
      nextInvoice: upcoming
        ? {
            amountDue: upcoming.amount_due,
            currency: upcoming.currency,
            date: upcoming.next_payment_attempt
              ? new Date(upcoming.next_payment_attempt * 1000).toISOString()
              : (live?.currentPeriodEnd?.toISOString() ?? null),
          }
        : null,
      invoices: (await repository.invoices(organizationId)).map(invoiceOf),
      payments,
    };
  }

  return {
    async plans(): Promise<PlansResponse> {
      return { plans: (await repository.plans()).map(planOf), payments };
    },

    current: (caller: UserRow) => current(ownOrganization(caller)),

    /** The admin's view of any organization's subscription. */
    ofOrganization: (organizationId: string) => current(organizationId),

    async checkout(caller: UserRow, input: CheckoutSessionRequest): Promise<CheckoutSessionResponse> {
      const organizationId = ownOrganization(caller);
      const stripe = requireStripe();
      const plan = await sellable(input.plan);
      const existing = await repository.subscription(organizationId);
      if (existing?.source === 'stripe' && existing.status !== 'canceled')
        throw new ConflictError(
          'Your organization already pays through Stripe: change its plan or seats in Billing instead.',
        );
      const seats = plan.perSeat ? Math.min(input.seats, plan.limits.interviewerSeats ?? input.seats) : 1;
      const name = (await repository.organizationName(organizationId)) ?? organizationId;
      const customer =
        (await repository.customer(organizationId)) ??
        (await repository.keepCustomer(
          organizationId,
          await stripe.gateway.createCustomer({ id: organizationId, name }, caller.email),
        ));
      const metadata = { organizationId, planKey: plan.key, interval: input.interval };
      const session = await stripe.gateway.createCheckoutSession({
        mode: 'subscription',
        customer,
        client_reference_id: organizationId,
        line_items: [{ price: await stripe.gateway.priceFor(plan, input.interval), quantity: seats }],
        success_url: `${publicUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${publicUrl}/subscription-plans?checkout=canceled`,
        metadata,
        subscription_data: { metadata },
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL.');
      return { url: session.url, sessionId: session.id };
    },

    /** /checkout/success: the session's result, applied at once (idempotently: the subscription is keyed by its id). */
    async verify(caller: UserRow, sessionId: string): Promise<VerifySessionResponse> {
      const organizationId = ownOrganization(caller);
      const stripe = requireStripe();
      const session = await stripe.gateway.retrieveCheckoutSession(sessionId).catch(() => null);
      if (!session || session.client_reference_id !== organizationId)
        throw new NotFoundError('No checkout session of your organization has this id.');
      const status: VerifySessionResponse['status'] =
        session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open';
      const subscription = typeof session.subscription === 'object' ? session.subscription : null;
      if (status === 'complete' && subscription) {
        await db.transaction((tx) => stripe.sync.applySubscription(subscription, FRESH_READ, tx, caller.id));
      }
      return { status, subscription: await current(organizationId) };
    },

    /** A paid subscription's plan, interval or seats; Stripe prorates the difference on the next invoice. */
    async changePlan(caller: UserRow, input: CheckoutSessionRequest): Promise<CurrentSubscription> {
      const organizationId = ownOrganization(caller);
      const stripe = requireStripe();
      const existing = await repository.subscription(organizationId);
      if (existing?.source !== 'stripe' || existing.status === 'canceled' || !existing.stripeSubscriptionId)
        throw new ConflictError(
          'Your organization has no paid subscription to change: choose a plan to start one.',
          BILLING_ERROR_CODES.noSubscription,
        );
      const plan = await sellable(input.plan);
      const seats = plan.perSeat ? input.seats : 1;
      if (plan.limits.interviewerSeats !== null && plan.perSeat && seats > plan.limits.interviewerSeats)
        throw new ConflictError(`The ${plan.name} plan takes up to ${plan.limits.interviewerSeats} seats.`);
      const updated = await stripe.gateway.updateSubscription(existing.stripeSubscriptionId, {
        items: [
          {
            id: existing.stripeItemId ?? undefined,
            price: await stripe.gateway.priceFor(plan, input.interval),
            quantity: seats,
          },
        ],
        proration_behavior: 'create_prorations',
        cancel_at_period_end: false,
      });
      await db.transaction((tx) => stripe.sync.applySubscription(updated, FRESH_READ, tx, caller.id));
      return current(organizationId);
    },

    /** Cancels at the end of the paid period (or takes that back); nothing is deleted either way. */
    async setCancelAtPeriodEnd(caller: UserRow, cancel: boolean): Promise<CurrentSubscription> {
      const organizationId = ownOrganization(caller);
      const stripe = requireStripe();
      const existing = await repository.subscription(organizationId);
      if (existing?.source !== 'stripe' || existing.status === 'canceled' || !existing.stripeSubscriptionId)
        throw new ConflictError('Your organization has no paid subscription.', BILLING_ERROR_CODES.noSubscription);
      const updated = await stripe.gateway.updateSubscription(existing.stripeSubscriptionId, {
        cancel_at_period_end: cancel,
      });
      await db.transaction((tx) => stripe.sync.applySubscription(updated, FRESH_READ, tx, caller.id));
      return current(organizationId);
    },

    /** Stripe's customer portal: card changes and invoices. */
    async portal(caller: UserRow): Promise<{ url: string }> {
      const organizationId = ownOrganization(caller);
      const stripe = requireStripe();
      const customer = await repository.customer(organizationId);
      if (!customer)
        throw new ConflictError(
          'Your organization has not paid through Stripe yet: choose a plan first.',
          BILLING_ERROR_CODES.noSubscription,
        );
      const session = await stripe.gateway.portalSession(customer, `${publicUrl}/account/billing`);
      return { url: session.url };
    },

    /** The admin assigns a plan by hand (invoicing outside Assay); refused while Stripe bills the organization. */
    async assign(
      caller: UserRow,
      organizationId: string,
      input: AssignPlanRequest,
      meta: RequestMeta,
    ): Promise<CurrentSubscription> {
      const plan = await repository.plan(input.plan);
      if (!plan) throw new NotFoundError('Plan not found.');
      if ((await repository.organizationName(organizationId)) === null)
        throw new NotFoundError('Organization not found.');
      await db.transaction(async (tx) => {
        await repository.lockOrganization(organizationId, tx);
        const existing = await repository.subscription(organizationId, tx);
        if (existing?.source === 'stripe' && existing.status !== 'canceled')
          throw new ConflictError(
            'This organization pays through Stripe: its plan changes there (or after it is canceled).',
          );
        await repository.saveSubscription(
          {
            organizationId,
            planKey: plan.key,
            interval: input.interval,
            seats: input.seats,
            status: 'active',
            source: 'manual',
            cancelAtPeriodEnd: false,
            currentPeriodStart: null,
            currentPeriodEnd: null,
            stripeSubscriptionId: null,
            stripeItemId: null,
            lastEventAt: null,
          },
          tx,
        );
        await audit.record(
          {
            actorId: caller.id,
            action: 'billing.plan_assigned',
            organizationId,
            targetType: 'organization',
            targetId: organizationId,
            metadata: { plan: plan.key, seats: input.seats, previousPlan: existing?.planKey ?? null },
            requestId: meta.requestId ?? null,
            ip: meta.ip ?? null,
          },
          tx,
        );
        await outbox.record(tx, {
          type: PLAN_CHANGED_EVENT,
          payload: { organizationId, planKey: plan.key, actorId: caller.id },
          actorId: caller.id,
          organizationId,
          requestId: meta.requestId ?? null,
        });
      });
      return current(organizationId);
    },
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;

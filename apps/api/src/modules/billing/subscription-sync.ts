import { PLAN_CHANGED_EVENT, type PlanChangedPayload, type SubscriptionStatus } from '@assay/contracts';
import type Stripe from 'stripe';
import type { DbExecutor } from '../../db/client.js';
import type { AuditService } from '../../platform/audit/audit.service.js';
import type { OutboxService } from '../../platform/outbox/outbox.service.js';
import type { BillingRepository, SubscriptionRow } from './billing.repository.js';
import type { StripeGateway } from './stripe-gateway.js';

/** Stripe's many subscription states, as the four the product acts on. */
export function statusOf(stripeStatus: Stripe.Subscription.Status): SubscriptionStatus {
  switch (stripeStatus) {
    case 'trialing':
      return 'trialing';
    case 'active':
      return 'active';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      // past_due, unpaid, incomplete, paused: the plan stays while payment is sorted out.
      return 'past_due';
  }
}

/**
 * A subscription as read from Stripe just now (not from an event): it is the newest state there is, so it applies
 * whatever event was applied before, and is filed under this second or that event's time, whichever is later (Stripe
 * times events in whole seconds, and its clock may run ahead of ours).
 */
export const FRESH_READ = 'fresh read' as const;

const dateOf = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Keeps our copy of a Stripe subscription and its invoices, from a webhook event or a fresh read (a verified checkout).
 * `at` is when Stripe's object was as given (the event's creation, or the time of the read); under the organization's
 * row lock, an object older than the one last applied changes nothing, so events delivered out of order cannot roll a
 * subscription back.
 */
export function createSubscriptionSync({
  repository,
  gateway,
  audit,
  outbox,
}: {
  repository: BillingRepository;
  gateway: StripeGateway;
  audit: AuditService;
  outbox: OutboxService;
}) {
  async function organizationOf(subscription: Stripe.Subscription, tx: DbExecutor): Promise<string | null> {
    const customer = idOf(subscription.customer);
    return (
      (await repository.organizationOfStripeSubscription(subscription.id, tx)) ??
      (customer ? await repository.organizationOfCustomer(customer, tx) : null) ??
      subscription.metadata?.organizationId ??
      null
    );
  }

  return {
    organizationOf,

    /** Applies the subscription; returns 'applied', or why it did not ('stale', 'unknown organization', 'unknown price'). */
    async applySubscription(
      subscription: Stripe.Subscription,
      /** When Stripe made the event that carries it, or FRESH_READ. */
      made: Date | typeof FRESH_READ,
      tx: DbExecutor,
      actorId: string | null = null,
    ): Promise<'applied' | 'stale' | 'unknown organization' | 'unknown price'> {
      const organizationId = await organizationOf(subscription, tx);
      if (!organizationId || (await repository.organizationName(organizationId, tx)) === null)
        return 'unknown organization';
      const item = subscription.items.data[0];
      const priced = item ? await gateway.planOfPrice(item.price.id, tx) : null;
      if (!item || !priced) return 'unknown price';
      // The organization's row, not the subscription's: the first subscription has no row to lock yet.
      await repository.lockOrganization(organizationId, tx);
      const current: SubscriptionRow | null = await repository.subscription(organizationId, tx);
      const thisSecond = new Date(Math.floor(Date.now() / 1000) * 1000);
      const at =
        made === FRESH_READ ? new Date(Math.max(thisSecond.getTime(), current?.lastEventAt?.getTime() ?? 0)) : made;
      if (made !== FRESH_READ && current?.lastEventAt && current.lastEventAt > at) return 'stale';
      // A different Stripe subscription (an old, canceled one) must not overwrite the organization's live one.
      if (
        current?.source === 'stripe' &&
        current.stripeSubscriptionId &&
        current.stripeSubscriptionId !== subscription.id &&
        current.status !== 'canceled' &&
        statusOf(subscription.status) === 'canceled'
      )
        return 'stale';
      const status = statusOf(subscription.status);
      const saved = await repository.saveSubscription(
        {
          organizationId,
          planKey: priced.plan.key,
          interval: priced.interval,
          seats: item.quantity ?? 1,
          status,
          source: 'stripe',
          cancelAtPeriodEnd: subscription.cancel_at_period_end,
          currentPeriodStart: dateOf(item.current_period_start),
          currentPeriodEnd: dateOf(item.current_period_end),
          stripeCustomerId: idOf(subscription.customer),
          stripeSubscriptionId: subscription.id,
          stripeItemId: item.id,
          lastEventAt: at,
        },
        tx,
      );
      const changed =
        !current ||
        current.planKey !== saved.planKey ||
        current.status !== saved.status ||
        current.seats !== saved.seats ||
        current.interval !== saved.interval;
      if (changed) {
        await audit.record(
          {
            actorId,
            action: 'billing.subscription_changed',
            organizationId,
            targetType: 'organization',
            targetId: organizationId,
            metadata: {
              plan: saved.planKey,
              status: saved.status,
              seats: saved.seats,
              previousPlan: current?.planKey ?? null,
              previousStatus: current?.status ?? null,
            },
          },
          tx,
        );
        const payload: PlanChangedPayload = { organizationId, planKey: saved.planKey, actorId };
        await outbox.record(tx, { type: PLAN_CHANGED_EVENT, payload: { ...payload }, actorId, organizationId });
      }
      return 'applied';
    },

    async applyInvoice(invoice: Stripe.Invoice, at: Date, tx: DbExecutor): Promise<'applied' | 'unknown organization'> {
      const customer = idOf(invoice.customer);
      const organizationId = customer ? await repository.organizationOfCustomer(customer, tx) : null;
      if (!organizationId || !invoice.id) return 'unknown organization';
      await repository.saveInvoice(
        {
          id: invoice.id,
          organizationId,
          number: invoice.number ?? null,
          status: invoice.status ?? 'draft',
          amountDue: invoice.amount_due,
          amountPaid: invoice.amount_paid,
          currency: invoice.currency,
          periodStart: dateOf(invoice.period_start),
          periodEnd: dateOf(invoice.period_end),
          hostedUrl: invoice.hosted_invoice_url ?? null,
          pdfUrl: invoice.invoice_pdf ?? null,
          createdAt: dateOf(invoice.created) ?? at,
          lastEventAt: at,
        },
        tx,
      );
      return 'applied';
    },
  };
}
export type SubscriptionSync = ReturnType<typeof createSubscriptionSync>;

import { BILLING_ERROR_CODES } from '@assay/contracts';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type { EventSubscriber } from '../../platform/outbox/outbox.dispatcher.js';
import type { OutboxService } from '../../platform/outbox/outbox.service.js';
import type { BillingRepository } from './billing.repository.js';
import type { StripeGateway } from './stripe-gateway.js';
import { FRESH_READ, type SubscriptionSync } from './subscription-sync.js';

export const STRIPE_EVENT_RECEIVED = 'billing.stripe_event';

/**
 * Stripe's webhook: an event is taken only with a valid signature over the exact body, kept once by its id (a replay
 * inserts nothing), and handed to the outbox in the same transaction; the subscriber applies it later, once, and what
 * it applies is guarded by the event's creation time (subscription-sync.ts), so late or repeated deliveries change
 * nothing. The webhook answers as soon as the event is safely kept, as Stripe asks.
 */
export function createStripeEvents({
  db,
  repository,
  gateway,
  sync,
  outbox,
}: {
  db: Database;
  repository: BillingRepository;
  gateway: StripeGateway | null;
  sync: SubscriptionSync | null;
  outbox: OutboxService;
}) {
  return {
    async receive(body: string, signature: string | undefined): Promise<{ received: true; duplicate: boolean }> {
      if (!gateway) throw new NotFoundError('Payments are not set up on this Assay instance.');
      let event: Stripe.Event;
      try {
        event = gateway.verifyWebhook(body, signature ?? '');
      } catch {
        throw new ValidationError(
          'The Stripe-Signature header does not match this body and secret.',
          undefined,
          BILLING_ERROR_CODES.badSignature,
        );
      }
      const fresh = await db.transaction(async (tx) => {
        const kept = await repository.receiveStripeEvent(
          {
            id: event.id,
            type: event.type,
            createdAt: new Date(event.created * 1000),
            payload: event as unknown as Record<string, unknown>,
          },
          tx,
        );
        if (kept) await outbox.record(tx, { type: STRIPE_EVENT_RECEIVED, payload: { eventId: event.id } });
        return kept;
      });
      return { received: true, duplicate: !fresh };
    },

    subscriber: {
      name: 'billing-stripe-events',
      types: [STRIPE_EVENT_RECEIVED],
      async handle(outboxEvent) {
        const { eventId } = outboxEvent.payload as { eventId: string };
        if (!gateway || !sync) return;
        const peek = await repository.stripeEvent(eventId);
        if (!peek || peek.processedAt) return;
        const event = peek.payload as unknown as Stripe.Event;
        // A completed checkout names its subscription: read it fresh (outside the transaction: a network call), so the
        // plan applies even if the subscription's own events are late.
        const checkoutSubscription =
          event.type === 'checkout.session.completed' && typeof event.data.object.subscription === 'string'
            ? await gateway.retrieveSubscription(event.data.object.subscription)
            : null;
        await db.transaction(async (tx) => {
          const row = await repository.stripeEvent(eventId, tx);
          if (!row || row.processedAt) return;
          const at = row.createdAt;
          let outcome: string;
          switch (event.type) {
            case 'customer.subscription.created':
            case 'customer.subscription.updated':
            case 'customer.subscription.deleted':
            case 'customer.subscription.trial_will_end':
              outcome = await sync.applySubscription(event.data.object, at, tx);
              break;
            case 'checkout.session.completed':
              // Only if nothing applied it yet (the verified checkout, or its own events): a read made before this
              // transaction must not overwrite what they applied since.
              outcome = !checkoutSubscription
                ? 'ignored: no subscription'
                : (await repository.organizationOfStripeSubscription(checkoutSubscription.id, tx))
                  ? 'already applied'
                  : await sync.applySubscription(checkoutSubscription, FRESH_READ, tx);
              break;
            case 'invoice.created':
            case 'invoice.finalized':
            case 'invoice.paid':
            case 'invoice.payment_succeeded':
            case 'invoice.payment_failed':
            case 'invoice.updated':
            case 'invoice.voided':
              outcome = await sync.applyInvoice(event.data.object, at, tx);
              break;
            default:
              outcome = 'ignored';
          }
          await repository.markStripeEventProcessed(eventId, outcome, tx);
        });
      },
    } satisfies EventSubscriber,
  };
}
export type StripeEvents = ReturnType<typeof createStripeEvents>;

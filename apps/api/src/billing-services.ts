import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createBillingRepository } from './modules/billing/billing.repository.js';
import { createEntitlements } from './modules/billing/entitlements.js';
import { createStripeEvents } from './modules/billing/stripe-events.js';
import { createStripeGateway } from './modules/billing/stripe-gateway.js';
import { createSubscriptionSync } from './modules/billing/subscription-sync.js';
import { createSubscriptionsService } from './modules/billing/subscriptions.service.js';
import type { AuditService } from './platform/audit/audit.service.js';
import type { OutboxDispatcher } from './platform/outbox/outbox.dispatcher.js';
import type { OutboxService } from './platform/outbox/outbox.service.js';

/**
 * Plans and billing (issue 31): the limits every feature checks (`entitlements`, wired before them), subscriptions and
 * Stripe. With no STRIPE_SECRET_KEY there is no gateway: plans are assigned by the platform admin.
 */
export function createBillingServices({
  db,
  config,
  audit,
  outbox,
  events,
}: {
  db: Database;
  config: Config;
  audit: AuditService;
  outbox: OutboxService;
  events: Pick<OutboxDispatcher, 'subscribe'>;
}) {
  const billingRepository = createBillingRepository(db);
  const entitlements = createEntitlements({ repository: billingRepository, defaultPlan: config.BILLING_DEFAULT_PLAN });
  const gateway = config.STRIPE_SECRET_KEY
    ? createStripeGateway(
        {
          secretKey: config.STRIPE_SECRET_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          apiBase: config.STRIPE_API_BASE,
        },
        billingRepository,
      )
    : null;
  const sync = gateway ? createSubscriptionSync({ repository: billingRepository, gateway, audit, outbox }) : null;
  const stripeEvents = createStripeEvents({ db, repository: billingRepository, gateway, sync, outbox });
  events.subscribe(stripeEvents.subscriber);
  const subscriptions = createSubscriptionsService({
    db,
    repository: billingRepository,
    entitlements,
    gateway,
    sync,
    audit,
    outbox,
    publicUrl: config.publicUrl,
  });
  return {
    /** The seeders and tests set plans and subscriptions directly. */
    billingRepository,
    entitlements,
    subscriptions,
    stripeEvents,
  };
}

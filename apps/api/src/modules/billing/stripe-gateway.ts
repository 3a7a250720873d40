import type { BillingInterval } from '@assay/contracts';
import Stripe from 'stripe';
import type { DbExecutor } from '../../db/client.js';
import type { BillingRepository, PlanRow } from './billing.repository.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Where the API is (tests: a stand-in on loopback); Stripe's own when unset. */
  apiBase: string | undefined;
}

/** The SDK's host options for an API base URL such as `http://127.0.0.1:4010`. */
export function stripeHostOptions(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

/**
 * Everything billing asks of Stripe, through the official SDK. Each plan becomes a Stripe product with a price per
 * interval the first time it is sold, and their ids are kept on the plan; the prices in our table are the truth.
 */
export function createStripeGateway(settings: StripeSettings, repository: BillingRepository) {
  const stripe = new Stripe(settings.secretKey, {
    ...stripeHostOptions(settings.apiBase),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Assay' },
  });

  async function priceFor(plan: PlanRow, interval: BillingInterval): Promise<string> {
    const kept = interval === 'month' ? plan.stripePriceMonthlyId : plan.stripePriceYearlyId;
    if (kept) return kept;
    const productId =
      plan.stripeProductId ??
      (await stripe.products.create({ name: `Assay ${plan.name}`, metadata: { planKey: plan.key } })).id;
    const price = async (unitAmount: number | null, recurring: BillingInterval) =>
      (
        await stripe.prices.create({
          product: productId,
          currency: plan.currency,
          unit_amount: unitAmount ?? 0,
          recurring: { interval: recurring },
          metadata: { planKey: plan.key, interval: recurring },
        })
      ).id;
    const ids = {
      stripeProductId: productId,
      stripePriceMonthlyId: plan.stripePriceMonthlyId ?? (await price(plan.priceMonthly, 'month')),
      stripePriceYearlyId: plan.stripePriceYearlyId ?? (await price(plan.priceYearly, 'year')),
    };
    await repository.setPlanStripeIds(plan.key, ids);
    return interval === 'month' ? ids.stripePriceMonthlyId : ids.stripePriceYearlyId;
  }

  return {
    /** The plan and interval a Stripe price stands for, from the ids kept on the plans. */
    async planOfPrice(priceId: string, tx?: DbExecutor): Promise<{ plan: PlanRow; interval: BillingInterval } | null> {
      for (const plan of await repository.plans(tx)) {
        if (plan.stripePriceMonthlyId === priceId) return { plan, interval: 'month' };
        if (plan.stripePriceYearlyId === priceId) return { plan, interval: 'year' };
      }
      return null;
    },

    priceFor,

    async createCustomer(organization: { id: string; name: string }, email: string): Promise<string> {
      const customer = await stripe.customers.create({
        name: organization.name,
        email,
        metadata: { organizationId: organization.id },
      });
      return customer.id;
    },

    createCheckoutSession(params: Stripe.Checkout.SessionCreateParams) {
      return stripe.checkout.sessions.create(params);
    },

    retrieveCheckoutSession(id: string) {
      return stripe.checkout.sessions.retrieve(id, { expand: ['subscription'] });
    },

    retrieveSubscription(id: string) {
      return stripe.subscriptions.retrieve(id);
    },

    updateSubscription(id: string, params: Stripe.SubscriptionUpdateParams) {
      return stripe.subscriptions.update(id, params);
    },

    /** The next invoice as it stands now (prorations included); null when Stripe has none to show. */
    async upcomingInvoice(customer: string, subscription: string) {
      try {
        return await stripe.invoices.createPreview({ customer, subscription });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
        throw error;
      }
    },

    portalSession(customer: string, returnUrl: string) {
      return stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
    },

    /** The event, if `signature` is Stripe's over exactly this body with our webhook secret; throws otherwise. */
    verifyWebhook(body: string, signature: string): Stripe.Event {
      if (!settings.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set.');
      return stripe.webhooks.constructEvent(body, signature, settings.webhookSecret);
    },
  };
}
export type StripeGateway = ReturnType<typeof createStripeGateway>;

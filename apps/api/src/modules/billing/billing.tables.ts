import type { BillingInterval, PlanKey, PlanLimits, SubscriptionStatus } from '@assay/contracts';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.tables.js';

/**
 * The plans on sale (seeded from plan-catalogue.ts; an operator may change prices and limits in the table). The Stripe
 * ids are filled the first time a plan is sold through Stripe (a product and a price per interval).
 */
export const billingPlans = pgTable('billing_plans', {
  key: text('key').$type<PlanKey>().primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  currency: text('currency').notNull().default('usd'),
  priceMonthly: integer('price_monthly'),
  priceYearly: integer('price_yearly'),
  perSeat: boolean('per_seat').notNull(),
  limits: jsonb('limits').$type<PlanLimits>().notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  selfServe: boolean('self_serve').notNull(),
  sortOrder: integer('sort_order').notNull(),
  stripeProductId: text('stripe_product_id'),
  stripePriceMonthlyId: text('stripe_price_monthly_id'),
  stripePriceYearlyId: text('stripe_price_yearly_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An organization's subscription; none means the install's default plan (BILLING_DEFAULT_PLAN). `lastEventAt` is the
 * creation time of the newest Stripe event applied, so an older one delivered late changes nothing.
 */
export const organizationSubscriptions = pgTable(
  'organization_subscriptions',
  {
    organizationId: text('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    planKey: text('plan_key')
      .$type<PlanKey>()
      .notNull()
      .references(() => billingPlans.key),
    interval: text('interval').$type<BillingInterval>().notNull().default('month'),
    seats: integer('seats').notNull().default(1),
    status: text('status').$type<SubscriptionStatus>().notNull().default('active'),
    source: text('source').$type<'manual' | 'stripe'>().notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    stripeItemId: text('stripe_item_id'),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('organization_subscriptions_customer_idx').on(table.stripeCustomerId)],
);

/** Invoices as Stripe last told us (by webhook); read on the billing page. */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    number: text('number'),
    status: text('status').notNull(),
    amountDue: integer('amount_due').notNull(),
    amountPaid: integer('amount_paid').notNull(),
    currency: text('currency').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    hostedUrl: text('hosted_url'),
    pdfUrl: text('pdf_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('billing_invoices_organization_idx').on(table.organizationId, table.createdAt)],
);

/**
 * Metered use per organization and calendar month (UTC, `period` = 'YYYY-MM'): assessments sent and code runs. Counted
 * up in the transaction of the action itself, guarded by the limit in the same statement.
 */
export const billingUsage = pgTable(
  'billing_usage',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    metric: text('metric').$type<'assessmentsPerMonth' | 'codeRunsPerMonth'>().notNull(),
    period: text('period').notNull(),
    used: integer('used').notNull().default(0),
  },
  (table) => [primaryKey({ name: 'billing_usage_pk', columns: [table.organizationId, table.metric, table.period] })],
);

/** Every Stripe event received once (its id is the key): a replay inserts nothing and is not processed again. */
export const billingStripeEvents = pgTable('billing_stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
  /** What processing did: 'applied', or why it changed nothing ('stale', 'unknown organization', 'ignored'). */
  outcome: text('outcome'),
});

/** The Stripe customer of an organization, made at its first checkout and reused for every later one. */
export const billingCustomers = pgTable('billing_customers', {
  organizationId: text('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

import type { PlanKey } from '@assay/contracts';
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { organizationInvitations, organizationMembers, organizations } from '../organizations/organizations.tables.js';
import { githubChallenges } from '../pr-challenges/pr-challenges.tables.js';
import {
  billingCustomers,
  billingInvoices,
  billingPlans,
  billingStripeEvents,
  billingUsage,
  organizationSubscriptions,
} from './billing.tables.js';
import { PLAN_CATALOGUE } from './plan-catalogue.js';

export type PlanRow = typeof billingPlans.$inferSelect;
export type SubscriptionRow = typeof organizationSubscriptions.$inferSelect;
export type InvoiceRow = typeof billingInvoices.$inferSelect;
export type MeteredLimit = (typeof billingUsage.$inferSelect)['metric'];

const STAFF_ROLES = ['interviewer', 'orgadmin'] as const;

/** Plans, subscriptions, invoices, metered usage and received Stripe events. */
export function createBillingRepository(db: Database) {
  return {
    async seedPlans(): Promise<void> {
      await db
        .insert(billingPlans)
        .values(PLAN_CATALOGUE.map(({ key, ...plan }) => ({ key, ...plan })))
        .onConflictDoNothing();
    },

    async seedSubscription(organizationId: string, planKey: PlanKey, seats: number): Promise<void> {
      await db
        .insert(organizationSubscriptions)
        .values({ organizationId, planKey, seats, source: 'manual', status: 'active' })
        .onConflictDoNothing();
    },

    plans(tx: DbExecutor = db): Promise<PlanRow[]> {
      return tx.select().from(billingPlans).orderBy(asc(billingPlans.sortOrder));
    },

    async plan(key: string, tx: DbExecutor = db): Promise<PlanRow | null> {
      const [row] = await tx
        .select()
        .from(billingPlans)
        .where(eq(billingPlans.key, key as PlanKey));
      return row ?? null;
    },

    async setPlanStripeIds(
      key: PlanKey,
      ids: Pick<PlanRow, 'stripeProductId' | 'stripePriceMonthlyId' | 'stripePriceYearlyId'>,
    ): Promise<void> {
      await db
        .update(billingPlans)
        .set({ ...ids, updatedAt: new Date() })
        .where(eq(billingPlans.key, key));
    },

    /** Holds the organization's row for the transaction, so seat checks of two requests at once run one after the other. */
    async lockOrganization(organizationId: string, tx: DbExecutor): Promise<void> {
      await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, organizationId))
        .for('update');
    },

    async organizationName(organizationId: string, tx: DbExecutor = db): Promise<string | null> {
      const [row] = await tx
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return row?.name ?? null;
    },

    async subscription(organizationId: string, tx: DbExecutor = db): Promise<SubscriptionRow | null> {
      const [row] = await tx
        .select()
        .from(organizationSubscriptions)
        .where(eq(organizationSubscriptions.organizationId, organizationId));
      return row ?? null;
    },

    async organizationOfStripeSubscription(stripeSubscriptionId: string, tx: DbExecutor = db): Promise<string | null> {
      const [row] = await tx
        .select({ organizationId: organizationSubscriptions.organizationId })
        .from(organizationSubscriptions)
        .where(eq(organizationSubscriptions.stripeSubscriptionId, stripeSubscriptionId));
      return row?.organizationId ?? null;
    },

    async saveSubscription(
      row: typeof organizationSubscriptions.$inferInsert,
      tx: DbExecutor = db,
    ): Promise<SubscriptionRow> {
      const { organizationId: _key, ...changes } = row;
      const [saved] = await tx
        .insert(organizationSubscriptions)
        .values(row)
        .onConflictDoUpdate({
          target: organizationSubscriptions.organizationId,
          set: { ...changes, updatedAt: new Date() },
        })
        .returning();
      return saved!;
    },

    async customer(organizationId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: billingCustomers.stripeCustomerId })
        .from(billingCustomers)
        .where(eq(billingCustomers.organizationId, organizationId));
      return row?.id ?? null;
    },

    async organizationOfCustomer(stripeCustomerId: string, tx: DbExecutor = db): Promise<string | null> {
      const [row] = await tx
        .select({ organizationId: billingCustomers.organizationId })
        .from(billingCustomers)
        .where(eq(billingCustomers.stripeCustomerId, stripeCustomerId));
      return row?.organizationId ?? null;
    },

    /** Keeps the first customer made for the organization; returns the one kept (a racing checkout reuses it). */
    async keepCustomer(organizationId: string, stripeCustomerId: string): Promise<string> {
      await db.insert(billingCustomers).values({ organizationId, stripeCustomerId }).onConflictDoNothing();
      return (await this.customer(organizationId))!;
    },

    invoices(organizationId: string, limit = 24): Promise<InvoiceRow[]> {
      return db
        .select()
        .from(billingInvoices)
        .where(eq(billingInvoices.organizationId, organizationId))
        .orderBy(desc(billingInvoices.createdAt))
        .limit(limit);
    },

    /** Saves what an event says of an invoice, unless a newer event already spoke of it. */
    async saveInvoice(row: typeof billingInvoices.$inferInsert, tx: DbExecutor = db): Promise<void> {
      const changes: Partial<typeof row> = { ...row };
      delete changes.id;
      await tx
        .insert(billingInvoices)
        .values(row)
        .onConflictDoUpdate({
          target: billingInvoices.id,
          set: changes,
          setWhere: sql`${billingInvoices.lastEventAt} <= excluded.last_event_at`,
        });
    },

    async usage(
      organizationId: string,
      period: string,
      tx: DbExecutor = db,
    ): Promise<Partial<Record<MeteredLimit, number>>> {
      const rows = await tx
        .select({ metric: billingUsage.metric, used: billingUsage.used })
        .from(billingUsage)
        .where(and(eq(billingUsage.organizationId, organizationId), eq(billingUsage.period, period)));
      return Object.fromEntries(rows.map((row) => [row.metric, row.used]));
    },

    /**
     * Counts `amount` more of a metered limit, only if the total stays within `limit` (null: no limit), in one statement:
     * two requests at once cannot both take the last unit. Returns whether it was counted.
     */
    async consume(
      key: { organizationId: string; metric: MeteredLimit; period: string },
      amount: number,
      limit: number | null,
      tx: DbExecutor = db,
    ): Promise<boolean> {
      if (limit !== null && amount > limit) return false;
      const rows = await tx
        .insert(billingUsage)
        .values({ ...key, used: amount })
        .onConflictDoUpdate({
          target: [billingUsage.organizationId, billingUsage.metric, billingUsage.period],
          set: { used: sql`${billingUsage.used} + ${amount}` },
          ...(limit === null ? {} : { setWhere: sql`${billingUsage.used} + ${amount} <= ${limit}` }),
        })
        .returning({ used: billingUsage.used });
      return rows.length > 0;
    },

    /** Staff members, and staff invitations still open: an invitation holds its seat until it is accepted or lapses. */
    async seatsTaken(organizationId: string, at: Date, tx: DbExecutor = db): Promise<number> {
      const [members] = await tx
        .select({ total: count() })
        .from(organizationMembers)
        .where(
          and(eq(organizationMembers.organizationId, organizationId), inArray(organizationMembers.role, STAFF_ROLES)),
        );
      const [invited] = await tx
        .select({ total: count() })
        .from(organizationInvitations)
        .where(
          and(
            eq(organizationInvitations.organizationId, organizationId),
            inArray(organizationInvitations.role, STAFF_ROLES),
            eq(organizationInvitations.status, 'pending'),
            gt(organizationInvitations.expiresAt, at),
          ),
        );
      return (members?.total ?? 0) + (invited?.total ?? 0);
    },

    async prChallenges(organizationId: string, tx: DbExecutor = db): Promise<number> {
      const [row] = await tx
        .select({ total: count() })
        .from(githubChallenges)
        .where(eq(githubChallenges.organizationId, organizationId));
      return row?.total ?? 0;
    },

    /** Records a Stripe event the first time it arrives; false when it was here already. */
    async receiveStripeEvent(
      event: { id: string; type: string; createdAt: Date; payload: Record<string, unknown> },
      tx: DbExecutor,
    ): Promise<boolean> {
      const rows = await tx
        .insert(billingStripeEvents)
        .values(event)
        .onConflictDoNothing()
        .returning({ id: billingStripeEvents.id });
      return rows.length > 0;
    },

    async stripeEvent(id: string, tx: DbExecutor = db) {
      const [row] = await tx.select().from(billingStripeEvents).where(eq(billingStripeEvents.id, id)).for('update');
      return row ?? null;
    },

    async markStripeEventProcessed(id: string, outcome: string, tx: DbExecutor): Promise<void> {
      await tx
        .update(billingStripeEvents)
        .set({ processedAt: new Date(), outcome })
        .where(eq(billingStripeEvents.id, id));
    },
  };
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;

import {
  BILLING_ERROR_CODES,
  LIMIT_KEYS,
  LIMIT_LABELS,
  type LimitKey,
  type PlanKey,
  type UsageMeter,
} from '@assay/contracts';
import type { DbExecutor } from '../../db/client.js';
import { PaymentRequiredError } from '../../lib/errors.js';
import type { BillingRepository, MeteredLimit, PlanRow, SubscriptionRow } from './billing.repository.js';

/** 'YYYY-MM' of a date in UTC: the period monthly meters count in. */
export const periodOf = (at: Date) => at.toISOString().slice(0, 7);
const nextPeriodStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));

export interface Standing {
  plan: PlanRow;
  subscription: SubscriptionRow | null;
  /** The plan's limits with the seats bought on a per-seat plan. */
  limits: Record<LimitKey, number | null>;
}

const formatCount = (value: number) => value.toLocaleString('en-US');

/**
 * What an organization's plan allows, checked where each thing is done (issue 31). Monthly meters are counted in the
 * transaction of the action, guarded by the limit in the same statement; seats and pull-request challenges are counted
 * from the rows themselves. Nothing here deletes anything: over a limit after a downgrade, the action is refused until
 * usage fits again.
 */
export function createEntitlements({
  repository,
  defaultPlan,
  now = () => new Date(),
}: {
  repository: BillingRepository;
  defaultPlan: PlanKey;
  now?: () => Date;
}) {
  async function standing(organizationId: string, tx?: DbExecutor): Promise<Standing> {
    const subscription = await repository.subscription(organizationId, tx);
    // A canceled subscription falls back to the install's default plan; its rows and history stay.
    const key = subscription && subscription.status !== 'canceled' ? subscription.planKey : defaultPlan;
    const plan = (await repository.plan(key, tx)) ?? (await repository.plan(defaultPlan, tx));
    if (!plan) throw new Error(`The billing plan "${key}" is not in billing_plans: has the seed run?`);
    const limits = { ...plan.limits };
    if (plan.perSeat && subscription && limits.interviewerSeats !== null)
      limits.interviewerSeats = Math.min(subscription.seats, limits.interviewerSeats);
    return { plan, subscription, limits };
  }

  /** The first plan (in price order) whose limit allows `needed`; null when none does. */
  async function planAllowing(
    key: LimitKey,
    needed: number,
    current: PlanRow,
    tx?: DbExecutor,
  ): Promise<PlanRow | null> {
    const plans = await repository.plans(tx);
    return (
      plans.find(
        (plan) =>
          plan.sortOrder > current.sortOrder && (plan.limits[key] === null || (plan.limits[key] ?? 0) >= needed),
      ) ?? null
    );
  }

  /** The 402 naming the limit and the plan that lifts it. `tx`: inside a transaction, read through it (PGlite has one connection). */
  async function refusal(key: LimitKey, used: number, needed: number, { plan, limits }: Standing, tx?: DbExecutor) {
    const { label, unit } = LIMIT_LABELS[key];
    const limit = limits[key] ?? 0;
    const lead = `${label}: your organization has used ${formatCount(used)} of ${formatCount(limit)} ${unit} on the ${plan.name} plan.`;
    if (
      key === 'interviewerSeats' &&
      plan.perSeat &&
      plan.limits.interviewerSeats !== null &&
      needed <= plan.limits.interviewerSeats
    )
      return new PaymentRequiredError(
        `${lead} Add seats in Billing: the ${plan.name} plan takes up to ${formatCount(plan.limits.interviewerSeats)}.`,
        BILLING_ERROR_CODES.limitReached,
      );
    const better = await planAllowing(key, needed, plan, tx);
    const lift = better
      ? ` The ${better.name} plan ${better.limits[key] === null ? `has no limit on ${unit}` : `allows ${formatCount(better.limits[key]!)}`}: upgrade in Billing.`
      : '';
    return new PaymentRequiredError(`${lead}${lift}`, BILLING_ERROR_CODES.limitReached);
  }

  /** Over the seat limit after a downgrade: the organization's staff may read, not send new work. */
  async function assertSeatsFit(organizationId: string, current: Standing, tx?: DbExecutor) {
    const limit = current.limits.interviewerSeats;
    if (limit === null) return;
    const taken = await repository.seatsTaken(organizationId, now(), tx);
    if (taken > limit)
      throw new PaymentRequiredError(
        `Your organization has ${formatCount(taken)} staff members or invitations but ${formatCount(limit)} interviewer seats on the ${current.plan.name} plan, so sending new work is paused until they fit: remove a member, revoke an invitation, or add seats in Billing.`,
        BILLING_ERROR_CODES.limitReached,
      );
  }

  async function consumeMetered(
    organizationId: string,
    metric: MeteredLimit,
    amount: number,
    tx?: DbExecutor,
  ): Promise<void> {
    const current = await standing(organizationId, tx);
    const period = periodOf(now());
    const counted = await repository.consume({ organizationId, metric, period }, amount, current.limits[metric], tx);
    if (!counted) {
      const used = (await repository.usage(organizationId, period, tx))[metric] ?? 0;
      throw await refusal(metric, used, used + amount, current, tx);
    }
  }

  return {
    standing,

    /**
     * Before sending assessments to `count` people: refuses (with the limit and the plan that lifts it) when they would
     * not fit this month, or when the organization is over its seats. The sending itself counts them (`countAssessments`).
     */
    async assertCanSendAssessments(organizationId: string, count: number): Promise<void> {
      const current = await standing(organizationId);
      await assertSeatsFit(organizationId, current);
      const limit = current.limits.assessmentsPerMonth;
      const used = (await repository.usage(organizationId, periodOf(now()))).assessmentsPerMonth ?? 0;
      if (limit !== null && used + count > limit)
        throw await refusal('assessmentsPerMonth', used, used + count, current);
    },

    /** Counts assessments sent in the sending transaction; refuses when they no longer fit (a concurrent send won). */
    countAssessments: (organizationId: string, count: number, tx: DbExecutor) =>
      consumeMetered(organizationId, 'assessmentsPerMonth', count, tx),

    /** One code run by someone acting in the organization, counted now or refused. */
    countRun: (organizationId: string) => consumeMetered(organizationId, 'codeRunsPerMonth', 1),

    /** Before inviting a staff member (interviewer or orgadmin): a seat must be free. Two at once queue on the lock. */
    async assertSeatAvailable(organizationId: string, tx: DbExecutor): Promise<void> {
      await repository.lockOrganization(organizationId, tx);
      const current = await standing(organizationId, tx);
      const limit = current.limits.interviewerSeats;
      if (limit === null) return;
      const taken = await repository.seatsTaken(organizationId, now(), tx);
      if (taken + 1 > limit) throw await refusal('interviewerSeats', taken, taken + 1, current, tx);
    },

    /** Before publishing `count` more pull-request challenges in the organization. */
    async assertCanPublishPrChallenges(organizationId: string, count: number): Promise<void> {
      const current = await standing(organizationId);
      const limit = current.limits.prChallenges;
      if (limit === null) return;
      const published = await repository.prChallenges(organizationId);
      if (published + count > limit) throw await refusal('prChallenges', published, published + count, current);
    },

    /** Analytics over `days`: refused beyond the plan's history. */
    async assertAnalyticsHistory(organizationId: string, days: number): Promise<void> {
      const current = await standing(organizationId);
      const limit = current.limits.analyticsHistoryDays;
      if (limit !== null && days > limit) throw await refusal('analyticsHistoryDays', limit, days, current);
    },

    /** Every limit with what is used of it now. */
    async meters(organizationId: string, current?: Standing): Promise<UsageMeter[]> {
      const state = current ?? (await standing(organizationId));
      const at = now();
      const monthly = await repository.usage(organizationId, periodOf(at));
      const used: Record<LimitKey, number> = {
        interviewerSeats: await repository.seatsTaken(organizationId, at),
        assessmentsPerMonth: monthly.assessmentsPerMonth ?? 0,
        codeRunsPerMonth: monthly.codeRunsPerMonth ?? 0,
        prChallenges: await repository.prChallenges(organizationId),
        analyticsHistoryDays: 0,
      };
      return LIMIT_KEYS.map((key) => {
        const limit = state.limits[key];
        const monthlyMeter = key === 'assessmentsPerMonth' || key === 'codeRunsPerMonth';
        return {
          key,
          label: LIMIT_LABELS[key].label,
          used: used[key],
          limit,
          over: limit !== null && used[key] > limit,
          resetsAt: monthlyMeter ? nextPeriodStart(at).toISOString() : null,
        };
      });
    },
  };
}
export type Entitlements = ReturnType<typeof createEntitlements>;

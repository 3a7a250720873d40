import type { OnboardingStepKey } from '@assay/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { organizations } from '../organizations/organizations.tables.js';
import { users } from '../users/users.tables.js';
import { onboardingDismissals, onboardingOrganizationSteps, onboardingUserSteps } from './onboarding.tables.js';

export interface DoneStep {
  stepKey: OnboardingStepKey;
  doneAt: Date;
}

/** The steps done, per user and per organization, and the dismissed checklists. */
export function createOnboardingRepository(db: Database) {
  return {
    /**
     * Marks a user's step done, once: a step already done keeps its first time and event. A user who is gone is
     * skipped (their event must not fail forever on the foreign key).
     */
    async tickUser(userId: string, stepKey: OnboardingStepKey, at: Date, eventId: string, tx: DbExecutor = db) {
      await tx.execute(sql`
        insert into ${onboardingUserSteps} (user_id, step_key, done_at, event_id)
        select ${userId}, ${stepKey}, ${at.toISOString()}::timestamptz, ${eventId}
        where exists (select 1 from ${users} where ${users.id} = ${userId})
        on conflict do nothing`);
    },

    /** Marks an organization's step done, once; an organization that is gone is skipped. */
    async tickOrganization(
      organizationId: string,
      stepKey: OnboardingStepKey,
      at: Date,
      eventId: string,
      tx: DbExecutor = db,
    ) {
      await tx.execute(sql`
        insert into ${onboardingOrganizationSteps} (organization_id, step_key, done_at, event_id)
        select ${organizationId}, ${stepKey}, ${at.toISOString()}::timestamptz, ${eventId}
        where exists (select 1 from ${organizations} where ${organizations.id} = ${organizationId})
        on conflict do nothing`);
    },

    userSteps: (userId: string, tx: DbExecutor = db): Promise<DoneStep[]> =>
      tx
        .select({ stepKey: onboardingUserSteps.stepKey, doneAt: onboardingUserSteps.doneAt })
        .from(onboardingUserSteps)
        .where(eq(onboardingUserSteps.userId, userId)),

    organizationSteps: (organizationId: string, tx: DbExecutor = db): Promise<DoneStep[]> =>
      tx
        .select({ stepKey: onboardingOrganizationSteps.stepKey, doneAt: onboardingOrganizationSteps.doneAt })
        .from(onboardingOrganizationSteps)
        .where(eq(onboardingOrganizationSteps.organizationId, organizationId)),

    async dismissedAt(userId: string, tx: DbExecutor = db): Promise<Date | null> {
      const [row] = await tx
        .select({ dismissedAt: onboardingDismissals.dismissedAt })
        .from(onboardingDismissals)
        .where(eq(onboardingDismissals.userId, userId));
      return row?.dismissedAt ?? null;
    },

    /** Dismisses once: a second call keeps the first time. */
    async dismiss(userId: string, at: Date, tx: DbExecutor = db): Promise<void> {
      await tx.insert(onboardingDismissals).values({ userId, dismissedAt: at }).onConflictDoNothing();
    },
  };
}
export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;

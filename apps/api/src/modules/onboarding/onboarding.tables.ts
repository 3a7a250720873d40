import type { OnboardingStepKey } from '@assay/contracts';
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.tables.js';
import { users } from '../users/users.tables.js';

/**
 * A checklist step a user has done (candidate and interviewer steps): written once, by the outbox subscriber, from the
 * event of the real action; `event_id` names that event. A step once done stays done.
 */
export const onboardingUserSteps = pgTable(
  'onboarding_user_steps',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stepKey: text('step_key').$type<OnboardingStepKey>().notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull(),
    eventId: text('event_id').notNull(),
  },
  (table) => [primaryKey({ name: 'onboarding_user_steps_pk', columns: [table.userId, table.stepKey] })],
);

/** A checklist step an organization has done (the orgadmin steps: settings, a colleague invited, a plan chosen). */
export const onboardingOrganizationSteps = pgTable(
  'onboarding_organization_steps',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    stepKey: text('step_key').$type<OnboardingStepKey>().notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull(),
    eventId: text('event_id').notNull(),
  },
  (table) => [primaryKey({ name: 'onboarding_organization_steps_pk', columns: [table.organizationId, table.stepKey] })],
);

/** A user who dismissed their checklist (POST /onboarding/complete): the card no longer shows on their home. */
export const onboardingDismissals = pgTable('onboarding_dismissals', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull(),
});

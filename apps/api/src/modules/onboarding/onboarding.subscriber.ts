import { SOLVE_SCORE } from '@assay/contracts';
import type { EventSubscriber } from '../../platform/outbox/outbox.dispatcher.js';
import type { DomainEvent } from '../../platform/outbox/outbox.service.js';
import type { SubmissionScoredPayload } from '../judging/submission-scored.js';
import type { OnboardingService, Tick } from './onboarding.service.js';

/** The event types that tick a step; `billing.plan_changed` is the billing module's. */
export const ONBOARDING_EVENT_TYPES = [
  'user.profile_updated',
  'submission.scored',
  'learning.step_completed',
  'game.round_started',
  'template.created',
  'task.assigned',
  'invitation.sent',
  'review.decided',
  'organization.settings_updated',
  'billing.plan_changed',
] as const;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const STAFF_ROLES: readonly unknown[] = ['interviewer', 'orgadmin'];

/** The steps an event ticks: only the real action's event, never a click on the checklist. */
export function ticksOf(event: DomainEvent): Tick[] {
  const p = event.payload;
  const user = (id: string | null, stepKey: Tick['stepKey']): Tick[] =>
    id ? [{ scope: 'user', userId: id, stepKey }] : [];
  const organization = (id: string | null, stepKey: Tick['stepKey']): Tick[] =>
    id ? [{ scope: 'organization', organizationId: id, stepKey }] : [];
  switch (event.type) {
    case 'user.profile_updated':
      return user(text(p.userId), 'profile');
    case 'submission.scored': {
      // A passing practice submission; an organization's assessment (practice null) is not practice.
      const scored = p as unknown as SubmissionScoredPayload;
      return scored.practice && scored.score >= SOLVE_SCORE
        ? user(text(scored.candidateId), 'first_practice_solve')
        : [];
    }
    case 'learning.step_completed':
    case 'game.round_started':
      return user(text(p.userId), 'game_or_learning');
    case 'template.created':
      return user(text(p.createdBy), 'first_template');
    case 'task.assigned':
      return user(text(event.actorId), 'first_assessment_sent');
    case 'invitation.sent':
      return [
        ...(p.forTask === true ? user(text(p.invitedBy), 'first_assessment_sent') : []),
        ...(STAFF_ROLES.includes(p.role) ? organization(text(p.organizationId), 'invite_colleague') : []),
      ];
    case 'review.decided':
      return user(text(p.reviewerId) ?? text(event.actorId), 'first_review');
    case 'organization.settings_updated':
      return organization(text(p.organizationId), 'organization_settings');
    case 'billing.plan_changed':
      return organization(text(p.organizationId) ?? text(event.organizationId), 'choose_plan');
    default:
      return [];
  }
}

/**
 * Ticks checklist steps from domain events: the `onboarding-steps` subscriber. Delivery is at least once, and a step is
 * written once per user (or organization) and key, so a redelivered event, or a second event for a step already done,
 * changes nothing.
 */
export function createOnboardingSubscriber({
  onboarding,
}: {
  onboarding: Pick<OnboardingService, 'tick'>;
}): EventSubscriber {
  return {
    name: 'onboarding-steps',
    types: ONBOARDING_EVENT_TYPES,
    async handle(event) {
      const ticks = ticksOf(event);
      if (ticks.length > 0) await onboarding.tick(ticks, event.id, event.createdAt);
    },
  };
}

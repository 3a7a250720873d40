import {
  ONBOARDING_STEP_TEXT,
  ONBOARDING_STEPS,
  type OnboardingStatus,
  type OnboardingStepKey,
  ORGANIZATION_ONBOARDING_STEPS,
} from '@assay/contracts';
import type { UserRow } from '../users/users.service.js';
import type { DoneStep, OnboardingRepository } from './onboarding.repository.js';

/** A step to mark done, for a user or for an organization, because of the event `eventId`. */
export type Tick =
  | { scope: 'user'; userId: string; stepKey: OnboardingStepKey }
  | { scope: 'organization'; organizationId: string; stepKey: OnboardingStepKey };

/**
 * The caller's checklist: their role's steps, each done when its event has been seen (the subscriber ticks them),
 * and whether they dismissed it. Reads only the caller's own rows and their own organization's.
 */
export function createOnboardingService({
  repository,
  now = () => new Date(),
}: {
  repository: OnboardingRepository;
  now?: () => Date;
}) {
  async function status(caller: UserRow): Promise<OnboardingStatus> {
    const role = caller.role;
    const keys: readonly OnboardingStepKey[] = role && role !== 'admin' ? ONBOARDING_STEPS[role] : [];
    const usesOrganization = keys.some((key) => ORGANIZATION_ONBOARDING_STEPS.includes(key));
    const [own, organization, dismissedAt] = await Promise.all([
      keys.length > 0 ? repository.userSteps(caller.id) : Promise.resolve<DoneStep[]>([]),
      usesOrganization && caller.organizationId
        ? repository.organizationSteps(caller.organizationId)
        : Promise.resolve<DoneStep[]>([]),
      repository.dismissedAt(caller.id),
    ]);
    const steps = keys.map((key) => {
      const doneAt = ORGANIZATION_ONBOARDING_STEPS.includes(key)
        ? (organization.find((step) => step.stepKey === key)?.doneAt ?? null)
        : (own.find((step) => step.stepKey === key)?.doneAt ?? null);
      return { key, ...ONBOARDING_STEP_TEXT[key], done: doneAt !== null, doneAt: doneAt?.toISOString() ?? null };
    });
    const doneCount = steps.filter((step) => step.done).length;
    return {
      role,
      steps,
      doneCount,
      totalCount: steps.length,
      completed: steps.length > 0 && doneCount === steps.length,
      dismissed: dismissedAt !== null,
      dismissedAt: dismissedAt?.toISOString() ?? null,
    };
  }

  return {
    status,

    /** POST /onboarding/complete: dismisses the caller's checklist (again: nothing changes) and answers the status. */
    async complete(caller: UserRow): Promise<OnboardingStatus> {
      await repository.dismiss(caller.id, now());
      return status(caller);
    },

    /** For the subscriber: marks steps done because of an event (a step already done stays as it was). */
    async tick(ticks: readonly Tick[], eventId: string, at: Date): Promise<void> {
      for (const tick of ticks) {
        if (tick.scope === 'user') await repository.tickUser(tick.userId, tick.stepKey, at, eventId);
        else await repository.tickOrganization(tick.organizationId, tick.stepKey, at, eventId);
      }
    },
  };
}
export type OnboardingService = ReturnType<typeof createOnboardingService>;

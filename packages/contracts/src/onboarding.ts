import { z } from 'zod';
import { isoDateTimeSchema } from './common.js';
import { roleSchema } from './roles.js';

/**
 * Onboarding (issue 31; SPEC.md §7 `GET /onboarding/status`, `POST /onboarding/complete`, which show no shapes: this
 * is their design). Each role has a short checklist; a step is ticked by the domain event of the real action (a
 * profile saved, a practice challenge solved, an assessment sent, …), never by a click. Orgadmin steps belong to the
 * organization: any of its orgadmins doing one ticks it for all of them. The admin has no checklist.
 */
export const onboardingPaths = {
  status: '/onboarding/status',
  /** Dismisses the caller's checklist: the card disappears on every home. Idempotent. */
  complete: '/onboarding/complete',
} as const;

export const CANDIDATE_ONBOARDING_STEPS = ['profile', 'first_practice_solve', 'game_or_learning'] as const;
export const INTERVIEWER_ONBOARDING_STEPS = ['first_template', 'first_assessment_sent', 'first_review'] as const;
export const ORGADMIN_ONBOARDING_STEPS = ['organization_settings', 'invite_colleague', 'choose_plan'] as const;

export const onboardingStepKeySchema = z.enum([
  ...CANDIDATE_ONBOARDING_STEPS,
  ...INTERVIEWER_ONBOARDING_STEPS,
  ...ORGADMIN_ONBOARDING_STEPS,
]);
export type OnboardingStepKey = z.infer<typeof onboardingStepKeySchema>;

/** The roles that have a checklist, and its steps in the order they are shown. */
export const ONBOARDING_STEPS = {
  candidate: CANDIDATE_ONBOARDING_STEPS,
  interviewer: INTERVIEWER_ONBOARDING_STEPS,
  orgadmin: ORGADMIN_ONBOARDING_STEPS,
} as const satisfies Record<'candidate' | 'interviewer' | 'orgadmin', readonly OnboardingStepKey[]>;

/** Steps ticked for the whole organization (any of its orgadmins, or its staff, doing them). */
export const ORGANIZATION_ONBOARDING_STEPS: readonly OnboardingStepKey[] = ORGADMIN_ONBOARDING_STEPS;

/** What each step says and where it is done (a web path). */
export const ONBOARDING_STEP_TEXT: Record<OnboardingStepKey, { label: string; description: string; href: string }> = {
  profile: {
    label: 'Complete your profile',
    description: 'Save your name so interviewers know who they are reviewing.',
    href: '/settings/profile',
  },
  first_practice_solve: {
    label: 'Solve a practice challenge',
    description: 'Pass a challenge from the library to see how the editor and tests work.',
    href: '/practice',
  },
  game_or_learning: {
    label: 'Play the game mode or follow a learning path',
    description: 'Start a quick-fire round, or finish a step of a learning path.',
    href: '/learning',
  },
  first_template: {
    label: 'Create a template or pick one from the library',
    description: 'Write your own task, or copy a library challenge into your organization.',
    href: '/templates',
  },
  first_assessment_sent: {
    label: 'Send your first assessment',
    description: 'Give a task to a candidate, or invite one by email with the task waiting.',
    href: '/interviewer/tasks',
  },
  first_review: {
    label: 'Review a submission',
    description: 'Score a final submission against the rubric and record your decision.',
    href: '/interviewer/reviews',
  },
  organization_settings: {
    label: 'Set up your organization',
    description: 'Choose the defaults your interviewers work with.',
    href: '/org-admin/settings',
  },
  invite_colleague: {
    label: 'Invite a colleague',
    description: 'Ask another interviewer or admin to join your organization.',
    href: '/org-admin/users',
  },
  choose_plan: {
    label: 'Choose a plan',
    description: 'Pick the plan that fits how many candidates you assess.',
    href: '/org-admin/billing',
  },
};

export const onboardingStepSchema = z.object({
  key: onboardingStepKeySchema,
  label: z.string(),
  description: z.string(),
  /** The web path where the step is done. */
  href: z.string(),
  done: z.boolean(),
  doneAt: isoDateTimeSchema.nullable(),
});
export type OnboardingStep = z.infer<typeof onboardingStepSchema>;

/** GET /onboarding/status: the caller's checklist (no steps for the admin or a user with no role yet). */
export const onboardingStatusSchema = z.object({
  role: roleSchema.nullable(),
  steps: z.array(onboardingStepSchema),
  doneCount: z.number().int().min(0),
  totalCount: z.number().int().min(0),
  /** Every step is done (false when there are none). */
  completed: z.boolean(),
  /** The caller dismissed the checklist (POST /onboarding/complete). */
  dismissed: z.boolean(),
  dismissedAt: isoDateTimeSchema.nullable(),
});
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;

/** POST /onboarding/complete takes no fields (an empty object or no body) and answers the status, dismissed. */
export const completeOnboardingInputSchema = z.object({}).strict().nullish();
export type CompleteOnboardingInput = z.infer<typeof completeOnboardingInputSchema>;
export const completeOnboardingResultSchema = onboardingStatusSchema;
export type CompleteOnboardingResult = OnboardingStatus;

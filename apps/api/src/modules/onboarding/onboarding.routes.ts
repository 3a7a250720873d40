import { completeOnboardingInputSchema, onboardingPaths, onboardingStatusSchema } from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access.js';

const tags = ['onboarding'];

/**
 * The caller's onboarding checklist (SPEC.md §7 Subscriptions and onboarding). Any signed-in user: the admin and a user
 * with no role yet get a status with no steps.
 */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { onboarding } = app.services;

  app.get(
    onboardingPaths.status,
    {
      preHandler: app.allow(),
      schema: {
        tags,
        summary: "Your role's checklist: each step, whether it is done, and whether you dismissed it",
        response: { 200: onboardingStatusSchema },
      },
    },
    async (request) => onboarding.status(callerOf(request)),
  );

  app.post(
    onboardingPaths.complete,
    {
      preHandler: app.allow(),
      schema: {
        tags,
        summary: 'Dismisses your checklist (idempotent); answers the status',
        body: completeOnboardingInputSchema,
        response: { 200: onboardingStatusSchema },
      },
    },
    async (request) => onboarding.complete(callerOf(request)),
  );
};

import {
  assignPlanRequestSchema,
  billingPaths,
  changePlanRequestSchema,
  checkoutSessionRequestSchema,
  checkoutSessionResponseSchema,
  currentSubscriptionSchema,
  idParamsSchema,
  plansResponseSchema,
  portalSessionResponseSchema,
  verifySessionRequestSchema,
  verifySessionResponseSchema,
} from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, metaOf } from '../../plugins/access.js';

const tags = ['subscriptions'];

/**
 * Subscriptions (SPEC.md §7): the plans are public (the pricing page shows them); an organization's billing is its
 * orgadmins' alone, always the organization they act in; the platform admin reads and assigns any organization's plan.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { subscriptions } = app.services;
  const orgadmins = app.allow('orgadmin');

  app.get(
    billingPaths.plans,
    {
      preHandler: app.allowAnyone,
      schema: {
        tags,
        summary: 'The plans on sale, with their prices and limits',
        response: { 200: plansResponseSchema },
      },
    },
    async () => subscriptions.plans(),
  );

  app.get(
    billingPaths.current,
    {
      preHandler: orgadmins,
      schema: {
        tags,
        summary: "Your organization's plan, usage against its limits, seats and invoices",
        response: { 200: currentSubscriptionSchema },
      },
    },
    async (request) => subscriptions.current(callerOf(request)),
  );

  app.post(
    billingPaths.checkoutSession,
    {
      preHandler: orgadmins,
      schema: {
        tags,
        summary: 'Start a Stripe Checkout for a plan, interval and seats',
        body: checkoutSessionRequestSchema,
        response: { 200: checkoutSessionResponseSchema },
      },
    },
    async (request) => subscriptions.checkout(callerOf(request), request.body),
  );

  app.post(
    billingPaths.verifySession,
    {
      preHandler: orgadmins,
      schema: {
        tags,
        summary: "A checkout session's outcome, applied to the organization (safe to repeat)",
        body: verifySessionRequestSchema,
        response: { 200: verifySessionResponseSchema },
      },
    },
    async (request) => subscriptions.verify(callerOf(request), request.body.sessionId),
  );

  app.post(
    billingPaths.changePlan,
    {
      preHandler: orgadmins,
      schema: {
        tags,
        summary: 'Change the paid plan, interval or seats (prorated)',
        body: changePlanRequestSchema,
        response: { 200: currentSubscriptionSchema },
      },
    },
    async (request) => subscriptions.changePlan(callerOf(request), request.body),
  );

  app.post(
    billingPaths.cancel,
    {
      preHandler: orgadmins,
      schema: { tags, summary: 'Cancel at the end of the paid period', response: { 200: currentSubscriptionSchema } },
    },
    async (request) => subscriptions.setCancelAtPeriodEnd(callerOf(request), true),
  );

  app.post(
    billingPaths.resume,
    {
      preHandler: orgadmins,
      schema: { tags, summary: 'Keep the subscription after all', response: { 200: currentSubscriptionSchema } },
    },
    async (request) => subscriptions.setCancelAtPeriodEnd(callerOf(request), false),
  );

  app.post(
    billingPaths.portalSession,
    {
      preHandler: orgadmins,
      schema: {
        tags,
        summary: "Stripe's customer portal: card and invoices",
        response: { 200: portalSessionResponseSchema },
      },
    },
    async (request) => subscriptions.portal(callerOf(request)),
  );

  app.get(
    billingPaths.adminOrganization,
    {
      preHandler: app.allow('admin'),
      schema: {
        tags,
        summary: "An organization's subscription and usage (platform admin)",
        params: idParamsSchema,
        response: { 200: currentSubscriptionSchema },
      },
    },
    async (request) => subscriptions.ofOrganization(request.params.id),
  );

  app.put(
    billingPaths.adminOrganization,
    {
      preHandler: app.allow('admin'),
      schema: {
        tags,
        summary: 'Assign a plan by hand (invoicing outside Assay)',
        params: idParamsSchema,
        body: assignPlanRequestSchema,
        response: { 200: currentSubscriptionSchema },
      },
    },
    async (request) => subscriptions.assign(callerOf(request), request.params.id, request.body, metaOf(request)),
  );
};

/**
 * Stripe's webhook, in its own plugin: it needs the body exactly as sent (the signature covers the bytes), so JSON is
 * kept as a string here and nowhere else.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { stripeEvents } = app.services;
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    billingPaths.stripeWebhook,
    {
      preHandler: app.allowAnyone,
      config: { rateLimit: false },
      schema: {
        tags,
        summary: "Stripe's signed events (subscriptions and invoices)",
        body: z.string(),
        response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      return stripeEvents.receive(request.body, Array.isArray(signature) ? signature[0] : signature);
    },
  );
};

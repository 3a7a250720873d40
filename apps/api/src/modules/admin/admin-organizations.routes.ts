import {
  adminOrganizationDetailSchema,
  adminOrganizationListQuerySchema,
  adminOrganizationListSchema,
  adminOrganizationPaths,
  idParamsSchema,
  mySuspensionSchema,
  organizationSuspendedMessage,
  restoreOrganizationInputSchema,
  suspendOrganizationInputSchema,
} from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, metaOf } from '../../plugins/access.js';

const tags = ['admin'];

/** The platform admin's organizations (search, usage, members; suspend and restore), and the members' banner. */
export const adminOrganizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminOrganizations, organizationSuspension } = app.services;
  const admin = app.allow('admin');

  app.get(
    adminOrganizationPaths.list,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Every organization, by name, with its usage and suspension',
        querystring: adminOrganizationListQuerySchema,
        response: { 200: adminOrganizationListSchema },
      },
    },
    async (request) => adminOrganizations.list(request.query),
  );

  app.get(
    adminOrganizationPaths.byId,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'One organization: its members and usage',
        params: idParamsSchema,
        response: { 200: adminOrganizationDetailSchema },
      },
    },
    async (request) => adminOrganizations.detail(request.params.id),
  );

  app.post(
    adminOrganizationPaths.suspend,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Suspend an organization: its people still sign in, but start and submit no work',
        params: idParamsSchema,
        body: suspendOrganizationInputSchema,
        response: { 200: adminOrganizationDetailSchema },
      },
    },
    async (request) =>
      adminOrganizations.suspend(callerOf(request), request.params.id, request.body.reason, metaOf(request)),
  );

  app.post(
    adminOrganizationPaths.restore,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Restore a suspended organization',
        params: idParamsSchema,
        body: restoreOrganizationInputSchema,
        response: { 200: adminOrganizationDetailSchema },
      },
    },
    async (request) =>
      adminOrganizations.restore(callerOf(request), request.params.id, request.body.reason, metaOf(request)),
  );

  app.get(
    adminOrganizationPaths.mySuspension,
    {
      preHandler: app.allow(),
      schema: {
        tags: ['organizations'],
        summary: 'Whether the organization you act in is suspended, and why',
        response: { 200: mySuspensionSchema },
      },
    },
    async (request) => {
      const row = await organizationSuspension.suspensionOf(callerOf(request).organizationId);
      if (!row) return { suspended: false, organizationName: null, reason: null, message: null };
      const reason = row.suspendedReason ?? 'no reason was given';
      return { suspended: true, organizationName: row.name, reason, message: organizationSuspendedMessage(reason) };
    },
  );
};

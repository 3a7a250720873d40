import {
  candidateDirectoryPath,
  candidateDirectoryQuerySchema,
  candidateDirectorySchema,
  changeMemberRoleInputSchema,
  createOrganizationInputSchema,
  idSchema,
  memberListSchema,
  organizationActivityQuerySchema,
  organizationActivitySchema,
  organizationListQuerySchema,
  organizationListSchema,
  organizationPaths,
  organizationSchema,
  organizationSettingsSchema,
  successSchema,
  updateOrganizationInputSchema,
  updateOrganizationSettingsInputSchema,
} from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, metaOf } from '../../plugins/access.js';

const tags = ['organizations'];
const orgParams = z.object({ id: idSchema });
const memberParams = z.object({ id: idSchema, userId: idSchema });

/** Organizations (SPEC.md §7). Routes admit signed-in users; the service decides per organization (404 if not theirs). */
export const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { organizations } = app.services;
  const signedIn = app.allow();
  const staff = app.allow('interviewer', 'orgadmin');

  app.get(
    organizationPaths.list,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Organizations: all for the admin, your own for everyone else',
        querystring: organizationListQuerySchema,
        response: { 200: organizationListSchema },
      },
    },
    async (request) => organizations.list(callerOf(request), request.query),
  );

  app.post(
    organizationPaths.list,
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Create an organization (you join it unless you are the admin)',
        body: createOrganizationInputSchema,
        response: { 201: organizationSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await organizations.create(callerOf(request), request.body, metaOf(request))),
  );

  app.get(
    organizationPaths.byId,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'One organization you belong to',
        params: orgParams,
        response: { 200: organizationSchema },
      },
    },
    async (request) => organizations.get(callerOf(request), request.params.id),
  );

  app.put(
    organizationPaths.byId,
    {
      preHandler: app.allow('orgadmin'),
      schema: {
        tags,
        summary: "Change your organization's name or website",
        params: orgParams,
        body: updateOrganizationInputSchema,
        response: { 200: organizationSchema },
      },
    },
    async (request) => organizations.update(callerOf(request), request.params.id, request.body, metaOf(request)),
  );

  app.get(
    organizationPaths.members,
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Members with name, email, role and when they joined',
        params: orgParams,
        response: { 200: memberListSchema },
      },
    },
    async (request) => organizations.members(callerOf(request), request.params.id),
  );

  app.patch(
    organizationPaths.member,
    {
      preHandler: app.allow('orgadmin'),
      schema: {
        tags,
        summary: 'Move a member between candidate, interviewer and orgadmin',
        params: memberParams,
        body: changeMemberRoleInputSchema,
        response: { 200: successSchema },
      },
    },
    async (request) =>
      organizations.changeMemberRole(
        callerOf(request),
        request.params.id,
        request.params.userId,
        request.body.role,
        metaOf(request),
      ),
  );

  app.delete(
    organizationPaths.member,
    {
      preHandler: app.allow('orgadmin'),
      schema: { tags, summary: 'Remove a member', params: memberParams, response: { 200: successSchema } },
    },
    async (request) =>
      organizations.removeMember(callerOf(request), request.params.id, request.params.userId, metaOf(request)),
  );

  app.get(
    organizationPaths.activity,
    {
      preHandler: app.allow('orgadmin'),
      schema: {
        tags,
        summary: 'Recent changes to the organization and its people, newest first',
        params: orgParams,
        querystring: organizationActivityQuerySchema,
        response: { 200: organizationActivitySchema },
      },
    },
    async (request) => organizations.activity(callerOf(request), request.params.id, request.query.limit),
  );

  app.get(
    organizationPaths.settings,
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "The organization's defaults",
        params: orgParams,
        response: { 200: organizationSettingsSchema },
      },
    },
    async (request) => organizations.settings(callerOf(request), request.params.id),
  );

  app.patch(
    organizationPaths.settings,
    {
      preHandler: app.allow('orgadmin'),
      schema: {
        tags,
        summary: "Change the organization's defaults",
        params: orgParams,
        body: updateOrganizationSettingsInputSchema,
        response: { 200: organizationSettingsSchema },
      },
    },
    async (request) =>
      organizations.updateSettings(callerOf(request), request.params.id, request.body, metaOf(request)),
  );

  app.get(
    candidateDirectoryPath,
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "Your organization's candidates: members and pending invitees",
        querystring: candidateDirectoryQuerySchema,
        response: { 200: candidateDirectorySchema },
      },
    },
    async (request) => organizations.candidates(callerOf(request), request.query),
  );
};

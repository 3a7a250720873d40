import {
  acceptInvitationResultSchema,
  bulkInvitationInputSchema,
  bulkInvitationResultSchema,
  createInvitationInputSchema,
  idSchema,
  invitationLinkSchema,
  invitationListSchema,
  invitationPreviewSchema,
  invitationSchema,
  organizationPaths,
  successSchema,
} from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, metaOf } from '../../plugins/access.js';

const tags = ['organizations'];
const orgParams = z.object({ id: idSchema });
const invitationParams = z.object({ id: idSchema, invId: idSchema });
const tokenParams = z.object({ token: z.string().min(10).max(200) });

/** Invitations to an organization (SPEC.md §7): its admins send, resend and withdraw them; anyone opens a link. */
export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { invitations } = app.services;
  const signedIn = app.allow();

  app.get(
    organizationPaths.invitations,
    {
      preHandler: app.allow('orgadmin'),
      schema: { tags, summary: 'Pending invitations', params: orgParams, response: { 200: invitationListSchema } },
    },
    async (request) => invitations.pending(callerOf(request), request.params.id),
  );

  app.post(
    organizationPaths.invitations,
    {
      preHandler: app.allow('orgadmin'),
      schema: {
        tags,
        summary: 'Invite someone by email with a role (never admin)',
        params: orgParams,
        body: createInvitationInputSchema,
        response: { 201: invitationSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await invitations.invite(callerOf(request), request.params.id, request.body, metaOf(request))),
  );

  app.post(
    organizationPaths.resendInvitation,
    {
      preHandler: app.allow('orgadmin'),
      schema: {
        tags,
        summary: 'Send an invitation again with a new link',
        params: invitationParams,
        response: { 200: invitationSchema },
      },
    },
    async (request) => invitations.resend(callerOf(request), request.params.id, request.params.invId, metaOf(request)),
  );

  app.get(
    organizationPaths.invitationLink,
    {
      preHandler: app.allow('orgadmin'),
      schema: {
        tags,
        summary: "A pending invitation's link, to pass on by hand (the mailed link keeps working)",
        params: invitationParams,
        response: { 200: invitationLinkSchema },
      },
    },
    async (request) => invitations.link(callerOf(request), request.params.id, request.params.invId),
  );

  app.delete(
    organizationPaths.invitation,
    {
      preHandler: app.allow('orgadmin'),
      schema: {
        tags,
        summary: 'Withdraw a pending invitation',
        params: invitationParams,
        response: { 200: successSchema },
      },
    },
    async (request) => invitations.revoke(callerOf(request), request.params.id, request.params.invId, metaOf(request)),
  );

  app.post(
    organizationPaths.bulkInvites,
    {
      preHandler: app.allow('orgadmin'),
      schema: {
        tags,
        summary: 'Invite several people at once',
        body: bulkInvitationInputSchema,
        response: { 201: bulkInvitationResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await invitations.inviteMany(
            callerOf(request),
            request.body.organizationId,
            request.body.invitations,
            metaOf(request),
          ),
        ),
  );

  app.get(
    organizationPaths.acceptInvitation,
    {
      preHandler: app.allowAnyone,
      schema: {
        tags,
        summary: 'What an invitation offers, before signing in',
        params: tokenParams,
        response: { 200: invitationPreviewSchema },
      },
    },
    async (request) => invitations.preview(request.params.token),
  );

  app.post(
    organizationPaths.acceptInvitation,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Accept an invitation as the signed-in user',
        params: tokenParams,
        response: { 200: acceptInvitationResultSchema },
      },
    },
    async (request) => invitations.accept(callerOf(request), request.params.token, metaOf(request)),
  );
};

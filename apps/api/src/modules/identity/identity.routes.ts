import { AUTH_PREFIX, authConfigSchema, authPaths } from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { metaOf } from '../../plugins/access.js';
import { customAttributesSchema } from './custom-attributes.js';
import { createProviderHttp } from './provider-http.js';
import { isExposedProviderEndpoint } from './provider-endpoints.js';

const signUpBodySchema = z
  .object({
    email: z.string().trim().email('Enter a valid email address.').max(320),
    password: z.string().min(8, 'Use at least 8 characters.').max(256),
    name: z.string().trim().min(1, 'Enter your name.').max(200),
    customAttributes: customAttributesSchema.optional(),
    callbackURL: z.string().max(2000).optional(),
  })
  .strict();

const signInBodySchema = z
  .object({
    email: z.string().trim().max(320),
    password: z.string().max(256),
    rememberMe: z.boolean().optional(),
    callbackURL: z.string().max(2000).optional(),
  })
  .strict();

const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().max(256),
    newPassword: z.string().max(256),
    revokeOtherSessions: z.boolean().optional(),
  })
  .strict();

/** The provider's endpoints under /auth, with what identity adds around them (sign-in.service.ts). */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { identity } = app.services;
  const { forward, send } = createProviderHttp(identity.provider.handler, app.config.publicUrl);

  app.get(
    authPaths.config,
    {
      preHandler: app.allowAnyone,
      schema: {
        tags: ['identity'],
        summary: 'Sign-in methods this installation offers',
        response: { 200: authConfigSchema },
      },
    },
    async () => identity.publicConfig(),
  );

  app.post(
    authPaths.signUpEmail,
    {
      preHandler: app.allowAnyone,
      schema: { tags: ['identity'], summary: 'Create an account with email and password', body: signUpBodySchema },
    },
    async (request, reply) =>
      send(reply, await identity.signUp(request.body, metaOf(request), (account) => forward(request, reply, account))),
  );

  app.post(
    authPaths.signInEmail,
    {
      preHandler: app.allowAnyone,
      schema: {
        tags: ['identity'],
        summary: 'Sign in with email and password (sets the session cookie)',
        body: signInBodySchema,
      },
    },
    async (request, reply) =>
      send(reply, await identity.signIn(request.body, metaOf(request), (body) => forward(request, reply, body))),
  );

  app.post(
    authPaths.logout,
    {
      preHandler: app.allowAnyone,
      schema: { tags: ['identity'], summary: 'End the provider session and clear its cookie' },
    },
    async (request, reply) => {
      await identity.signOut(new Headers(request.headers as Record<string, string>), metaOf(request), () =>
        forward(request, reply, {}, `${AUTH_PREFIX}/sign-out`),
      );
      return reply.code(204).send();
    },
  );

  app.post(
    authPaths.changePassword,
    {
      preHandler: app.allowAnyone,
      schema: {
        tags: ['identity'],
        summary:
          'Change the password of the signed-in account (session cookie); wrong current passwords count towards the sign-in lock-out',
        body: changePasswordBodySchema,
      },
    },
    async (request, reply) =>
      send(
        reply,
        await identity.changePassword(
          request.body,
          new Headers(request.headers as Record<string, string>),
          metaOf(request),
          (body) => forward(request, reply, body),
        ),
      ),
  );

  // The rest of what the product uses of better-auth's own endpoints: token, JWKS, session, devices, verification,
  // password reset, OAuth (provider-endpoints.ts). Anything else of its router is not found.
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_PREFIX}/*`,
    preHandler: app.allowAnyone,
    // Hidden from the OpenAPI document, which cannot describe a wildcard: these are better-auth's own endpoints.
    schema: { hide: true },
    handler: async (request, reply) => {
      // Checked as the provider will see it (dot segments resolved), so no spelling of a path slips past the list.
      const url = new URL(request.url, app.config.publicUrl);
      if (!isExposedProviderEndpoint(request.method, url.pathname)) return reply.callNotFound();
      return send(reply, await forward(request, reply, undefined, url.pathname + url.search));
    },
  });
};

import { AUTH_PREFIX, authConfigSchema, authPaths, SIGN_IN_MESSAGES } from '@assay/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import type { RequestMeta } from '../users/users.service.js';

const signUpBodySchema = z
  .object({
    email: z.string().trim().email('Enter a valid email address.').max(320),
    password: z.string().min(8, 'Use at least 8 characters.').max(256),
    name: z.string().trim().min(1, 'Enter your name.').max(200),
    customAttributes: z.record(z.string(), z.unknown()).optional(),
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

/** Sign-up attributes that must never come from the person signing up. */
const PRIVILEGED_ATTRIBUTES = ['role', 'organizationId', 'organization_id', 'roleNames'];

const metaOf = (request: FastifyRequest): RequestMeta => ({ requestId: request.id, ip: request.ip });

/** The provider's messages, in our error body and in words that never tell whether an account exists. */
function providerError(status: number, body: unknown): AppError {
  const { code, message } = (typeof body === 'object' && body ? body : {}) as { code?: string; message?: string };
  if (status === 401 && (code === 'INVALID_EMAIL_OR_PASSWORD' || !code))
    return new AppError(401, 'INVALID_EMAIL_OR_PASSWORD', SIGN_IN_MESSAGES.invalidCredentials);
  return new AppError(status, code ?? 'AUTH_ERROR', message ?? 'The sign-in service could not complete this request.');
}

export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { identity, audit } = app.services;

  /** Hands a request to better-auth as a web Request and copies its answer (cookies included) back. */
  async function forward(request: FastifyRequest, reply: FastifyReply, body?: unknown, path?: string) {
    const url = new URL(path ?? request.url, app.config.publicUrl);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || name === 'content-length') continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const payload = body ?? request.body;
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && payload !== undefined;
    if (hasBody) headers.set('content-type', 'application/json');
    const response = await identity.provider.handler(
      new Request(url, { method: request.method, headers, ...(hasBody ? { body: JSON.stringify(payload) } : {}) }),
    );
    const text = await response.text();
    const json = text && response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as unknown) : null;
    if (response.status >= 400) throw providerError(response.status, json);
    reply.code(response.status);
    for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding') reply.header(name, value);
    });
    return { status: response.status, json, text };
  }

  const send = (reply: FastifyReply, result: { json: unknown; text: string }) =>
    reply.send(result.json ?? (result.text || null));

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
    async (request, reply) => {
      const { customAttributes, ...rest } = request.body;
      const result = await forward(request, reply, rest);
      const created = (result.json as { user?: { id?: string } } | null)?.user;
      if (created?.id) {
        const kept = Object.fromEntries(
          Object.entries(customAttributes ?? {}).filter(([key]) => !PRIVILEGED_ATTRIBUTES.includes(key)),
        );
        if (Object.keys(kept).length > 0) await identity.keepCustomAttributes(created.id, kept);
        await audit.record({
          action: 'auth.sign_up',
          targetType: 'identity',
          metadata: { email: rest.email.toLowerCase() },
          ...metaOf(request),
        });
      }
      return send(reply, result);
    },
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
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      await identity.guard.assertNotLocked(email, request.ip);
      try {
        const result = await forward(request, reply, { ...request.body, email });
        await identity.guard.clear(email, request.ip);
        const subject = (result.json as { user?: { id?: string } } | null)?.user?.id;
        const actor = subject ? await identity.productUserIdOf(subject) : null;
        await audit.record({
          actorId: actor,
          action: 'auth.sign_in',
          targetType: 'identity',
          targetId: subject ?? null,
          metadata: { email },
          ...metaOf(request),
        });
        return send(reply, result);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401) {
          await audit.record({
            action: 'auth.sign_in_failed',
            targetType: 'identity',
            metadata: { email },
            ...metaOf(request),
          });
          if (await identity.guard.recordFailure(email, request.ip)) {
            await audit.record({
              action: 'auth.lockout',
              targetType: 'identity',
              metadata: { email },
              ...metaOf(request),
            });
          }
        }
        throw error;
      }
    },
  );

  app.post(
    authPaths.logout,
    {
      preHandler: app.allowAnyone,
      schema: { tags: ['identity'], summary: 'End the provider session and clear its cookie' },
    },
    async (request, reply) => {
      const session = await identity.provider.api
        .getSession({ headers: new Headers(request.headers as Record<string, string>) })
        .catch(() => null);
      await forward(request, reply, {}, `${AUTH_PREFIX}/sign-out`);
      if (session?.user) {
        const actor = await identity.productUserIdOf(session.user.id);
        await audit.record({
          actorId: actor,
          action: 'auth.logout',
          targetType: 'identity',
          targetId: session.user.id,
          ...metaOf(request),
        });
      }
      return reply.code(204).send();
    },
  );

  // Everything else under /auth is better-auth's own: token, JWKS, session, verification, password reset, OAuth.
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_PREFIX}/*`,
    preHandler: app.allowAnyone,
    // Hidden from the OpenAPI document, which cannot describe a wildcard: these are better-auth's own endpoints.
    schema: { hide: true },
    handler: async (request, reply) => send(reply, await forward(request, reply)),
  });
};

import { type Role, roleAllowed } from '@assay/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.js';
import type { VerifiedIdentity } from '../modules/identity/token-verifier.js';
import type { UserRow } from '../modules/users/users.repository.js';
import type { RequestMeta } from '../modules/users/users.service.js';

/** Who may call a route. Every route declares one; a route under /api/ that does not is refused to everyone. */
export type Access = { kind: 'public' } | { kind: 'signedIn' } | { kind: 'roles'; roles: readonly Role[] };

const ACCESS = Symbol('access');
type Guard = preHandlerAsyncHookHandler & { [ACCESS]: Access };

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's database row; set by a guard on signed-in routes. */
    caller: UserRow | null;
    identity: VerifiedIdentity | null;
  }
  interface FastifyInstance {
    /**
     * The route guard. `app.allow('interviewer', 'orgadmin')`: those roles (admin passes every role check);
     * `app.allow()`: any signed-in user, with or without a role; `app.allowAnyone`: no sign-in needed.
     */
    allow: (...roles: Role[]) => Guard;
    allowAnyone: Guard;
    /** No sign-in needed, but a signed-in caller is known to the route (`request.caller`); a stale session reads as none. */
    allowAnyoneWithCaller: Guard;
    /** The declared access of each registered route, keyed `METHOD url`, for the authorization matrix. */
    routeAccess: Map<string, Access>;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

/**
 * The signed-in caller of a route whose guard is `app.allow(…)`. A route that forgot its guard fails closed, with the
 * 401 a missing sign-in gets, rather than reading a null caller.
 */
export function callerOf(request: FastifyRequest): UserRow {
  if (!request.caller) throw new UnauthorizedError('Sign in to continue.', 'UNAUTHORIZED');
  return request.caller;
}

/** Where a request came from, for the audit rows its service records. */
export const metaOf = (request: FastifyRequest): Required<RequestMeta> => ({ requestId: request.id, ip: request.ip });

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

function findGuard(preHandler: unknown): Guard | undefined {
  const handlers = Array.isArray(preHandler) ? preHandler : preHandler ? [preHandler] : [];
  return handlers.find((handler): handler is Guard => typeof handler === 'function' && ACCESS in handler);
}

/** Paths that are not the API's: the SPA, static files and the API reference are public by nature. */
const isApiPath = (url: string) => url.startsWith('/api/v1') || url.startsWith('/auth');

export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('caller', null);
  app.decorateRequest('identity', null);

  async function authenticate(request: FastifyRequest): Promise<UserRow> {
    const token = bearerOf(request);
    if (!token) throw new UnauthorizedError('Sign in to continue.', 'UNAUTHORIZED');
    const identity = await app.services.identity.verifier.verify(token);
    request.identity = identity;
    request.caller = await app.services.users.resolveCaller(identity);
    return request.caller;
  }

  function guard(access: Access): Guard {
    const handler = async (request: FastifyRequest, _reply: FastifyReply) => {
      if (access.kind === 'public') return;
      const caller = await authenticate(request);
      if (access.kind === 'signedIn') return;
      if (!caller.role) throw new ForbiddenError('Choose your role first.', 'ROLE_REQUIRED');
      if (!roleAllowed(caller.role, access.roles)) {
        throw new ForbiddenError(`This area is restricted to ${access.roles.join(', ')} users.`, 'FORBIDDEN');
      }
    };
    return Object.assign(handler, { [ACCESS]: access });
  }

  const routeAccess = new Map<string, Access>();
  app.decorate('allow', (...roles: Role[]) =>
    guard(roles.length === 0 ? { kind: 'signedIn' } : { kind: 'roles', roles }),
  );
  app.decorate('allowAnyone', guard({ kind: 'public' }));
  const noteCaller = async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!bearerOf(request)) return;
    await authenticate(request).catch(() => {
      request.caller = null;
    });
  };
  app.decorate('allowAnyoneWithCaller', Object.assign(noteCaller, { [ACCESS]: { kind: 'public' } as Access }));
  app.decorate('routeAccess', routeAccess);

  const adminOnly: Access = { kind: 'roles', roles: ['admin'] };
  const denyUndeclared = guard(adminOnly);
  app.addHook('onRoute', (route) => {
    const declared = findGuard(route.preHandler)?.[ACCESS];
    const access: Access = declared ?? (isApiPath(route.url) ? adminOnly : { kind: 'public' });
    if (!declared && isApiPath(route.url)) {
      // Default deny: an API route nobody declared access for is the admin's alone (admin passes every check),
      // and the authorization matrix test names it.
      app.log.warn({ url: route.url }, 'route declares no access; only the admin may call it');
      const existing = Array.isArray(route.preHandler) ? route.preHandler : route.preHandler ? [route.preHandler] : [];
      route.preHandler = [denyUndeclared, ...existing];
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routeAccess.set(`${method} ${route.url}`, access);
  });
});

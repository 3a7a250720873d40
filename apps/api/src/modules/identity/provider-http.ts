import { SIGN_IN_MESSAGES } from '@assay/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';
import type { ProviderAnswer } from './sign-in.service.js';

// The bridge between Fastify and better-auth, which speaks web Requests and Responses. It is HTTP through and through
// (headers, cookies, status codes), so it belongs to neither the service nor any one route: kept apart, the routes
// file stays a list of routes and the service never sees a request or a reply.

/** The provider's messages, in our error body and in words that never tell whether an account exists. */
function providerError(status: number, body: unknown): AppError {
  const { code, message } = (typeof body === 'object' && body ? body : {}) as { code?: string; message?: string };
  if (status === 401 && (code === 'INVALID_EMAIL_OR_PASSWORD' || !code))
    return new AppError(401, 'INVALID_EMAIL_OR_PASSWORD', SIGN_IN_MESSAGES.invalidCredentials);
  return new AppError(status, code ?? 'AUTH_ERROR', message ?? 'The sign-in service could not complete this request.');
}

export function createProviderHttp(handler: (request: Request) => Promise<Response>, publicUrl: string) {
  return {
    /**
     * Hands a request to better-auth as a web Request (with `body` instead of the request's own, and to `path`
     * instead of its URL, when given) and copies its answer, cookies included, onto the reply. A refusal is thrown.
     */
    async forward(
      request: FastifyRequest,
      reply: FastifyReply,
      body?: unknown,
      path?: string,
    ): Promise<ProviderAnswer> {
      const url = new URL(path ?? request.url, publicUrl);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined || name === 'content-length') continue;
        headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const payload = body ?? request.body;
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && payload !== undefined;
      if (hasBody) headers.set('content-type', 'application/json');
      const response = await handler(
        new Request(url, { method: request.method, headers, ...(hasBody ? { body: JSON.stringify(payload) } : {}) }),
      );
      const text = await response.text();
      const json =
        text && response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as unknown) : null;
      if (response.status >= 400) throw providerError(response.status, json);
      reply.code(response.status);
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding')
          reply.header(name, value);
      });
      return { status: response.status, json, text };
    },

    /** Sends the provider's body as it came: JSON, text, or nothing. */
    send: (reply: FastifyReply, answer: Pick<ProviderAnswer, 'json' | 'text'>) =>
      reply.send(answer.json ?? (answer.text || null)),
  };
}

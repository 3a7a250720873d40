import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestBodyForLog, responseBodyForLog } from '../lib/log-redaction.js';
import { debugEnabled } from '../lib/logger.js';

/**
 * Adds the request id to every response, and at `debug` logs request and response bodies — redacted and
 * capped (SPEC.md §9) — under the request's id.
 */
export const requestLoggingPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('preHandler', async (request) => {
    if (request.body !== undefined && debugEnabled(request.log)) {
      request.log.debug({ body: requestBodyForLog(request.body) }, 'request body');
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (debugEnabled(request.log)) {
      request.log.debug({ statusCode: reply.statusCode, body: responseBodyForLog(payload) }, 'response body');
    }
    return payload;
  });
});

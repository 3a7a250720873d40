import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath, pathOf } from './api-paths.js';
import { sendError } from './error-handler.js';
import { loadHtmlPage, sendHtmlPage } from './html-page.js';

/**
 * Unknown paths: JSON 404 with the error body under /api/ and /auth/; any other GET that wants HTML gets
 * the SPA, whose router shows the not-found page for paths it does not know.
 */
export const notFoundPlugin = fp(async (app: FastifyInstance, options: { webDistDir: string }) => {
  const spa = loadHtmlPage(join(options.webDistDir, 'index.html'));

  // Unknown API paths count against the rate limit too, so scanning for routes is throttled like any other traffic;
  // the SPA's pages, like static files, never count (the limiter's allow list).
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const path = pathOf(request);
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(path) &&
      (request.headers.accept ?? '*/*').match(/text\/html|\*\/\*/);
    if (wantsPage && spa) return sendHtmlPage(request, reply, spa);
    return sendError(request, reply, 404, 'ROUTE_NOT_FOUND', `Route ${request.method} ${path} not found`);
  });
});

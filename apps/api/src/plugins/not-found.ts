import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath, pathOf } from './api-paths.js';
import { sendError } from './error-handler.js';

/**
 * Unknown paths: JSON 404 with the error body under /api/ and /auth/; any other GET that wants HTML gets
 * the SPA, whose router shows the not-found page for paths it does not know.
 */
export const notFoundPlugin = fp(async (app: FastifyInstance, options: { webDistDir: string }) => {
  const indexPath = join(options.webDistDir, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  // The build's brotli and gzip copies (apps/web/vite-precompress.ts), sent as the static files' are.
  const compressedIndex = (['br', 'gzip'] as const)
    .map((encoding) => ({ encoding, path: `${indexPath}.${encoding === 'br' ? 'br' : 'gz'}` }))
    .filter(({ path }) => indexHtml !== null && existsSync(path))
    .map(({ encoding, path }) => ({ encoding, body: readFileSync(path) }));

  // Unknown API paths count against the rate limit too, so scanning for routes is throttled like any other traffic;
  // the SPA's pages, like static files, never count (the limiter's allow list).
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const path = pathOf(request);
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(path) &&
      (request.headers.accept ?? '*/*').match(/text\/html|\*\/\*/);
    if (wantsPage && indexHtml) {
      reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      if (compressedIndex.length === 0) return reply.send(indexHtml);
      reply.header('vary', 'accept-encoding');
      const accepted = acceptedEncodings(request.headers['accept-encoding']);
      const compressed = compressedIndex.find(({ encoding }) => accepted.has(encoding));
      if (!compressed) return reply.send(indexHtml);
      return reply.header('content-encoding', compressed.encoding).send(compressed.body);
    }
    return sendError(request, reply, 404, 'ROUTE_NOT_FOUND', `Route ${request.method} ${path} not found`);
  });
});

/** The encodings an Accept-Encoding header accepts (`*` standing for gzip, `;q=0` refusing one). */
function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const entry of [header ?? ''].flat().join(',').split(',')) {
    const [name = '', ...parameters] = entry.trim().toLowerCase().split(';');
    if (!name || parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter))) continue;
    accepted.add(name === '*' ? 'gzip' : name);
  }
  return accepted;
}

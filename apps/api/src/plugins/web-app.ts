import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A file Vite named after its content (`index-BbBeLCbj.js`, its `.br`, `.gz`, `.map`): its URL changes with it. */
const HASHED_ASSET = /\/assets\/[^/]+-[\w-]{8}(\.[a-z0-9]+)+$/;

/**
 * Serves the built SPA from one port with the API. Hashed assets are cached for a year; everything else is
 * revalidated, so a deploy is picked up at the next load. The build writes brotli and gzip copies beside each text
 * file (apps/web/vite-precompress.ts): they are sent as they are to browsers that accept them, with
 * `Vary: Accept-Encoding`, so no request compresses anything.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { webDistDir: string }) => {
  if (!existsSync(options.webDistDir)) {
    app.log.warn({ webDistDir: options.webDistDir }, 'the web app is not built: run `npm run build` to serve it');
    return;
  }
  await app.register(fastifyStatic, {
    root: options.webDistDir,
    prefix: '/',
    wildcard: true,
    index: false,
    schemaHide: true,
    preCompressed: true,
    setHeaders(res, filePath) {
      res.header('cache-control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // `/` is the web root directory to the static plugin; answer it with the SPA like every other page path.
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
});

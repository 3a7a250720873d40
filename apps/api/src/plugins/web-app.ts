import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { getSessionCookie } from 'better-auth/cookies';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PRODUCT_NAME_DEFAULT } from '@assay/contracts';
import { loadHtmlPage, sendHtmlPage, type HtmlPage } from './html-page.js';

/** The build's prerendered public pages (apps/web/vite-prerender.ts): a folder, and its index of path → file. */
const STATIC_PAGES_DIR = 'static-pages';
const STATIC_PAGES_INDEX = 'pages.json';

/** A file Vite named after its content (`index-BbBeLCbj.js`, its `.br`, `.gz`, `.map`): its URL changes with it. */
const HASHED_ASSET = /\/assets\/[^/]+-[\w-]{8}(\.[a-z0-9]+)+$/;

/**
 * Serves the built SPA from one port with the API. Hashed assets are cached for a year; everything else is
 * revalidated, so a deploy is picked up at the next load. The build writes brotli and gzip copies beside each text
 * file (apps/web/vite-precompress.ts): they are sent as they are to browsers that accept them, with
 * `Vary: Accept-Encoding`, so no request compresses anything.
 */
export const webAppPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      webDistDir: string;
      /** The product name in force (product settings): the prerendered pages carry the default one. */
      productName: () => Promise<string>;
    },
  ) => {
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
    const spa = loadHtmlPage(join(options.webDistDir, 'index.html'));
    const staticPages = loadStaticPages(options.webDistDir);
    // `/` is the web root directory to the static plugin: it is answered here, with the SPA like every other page path,
    // unless the build prerendered it.
    if (spa && !staticPages.has('/'))
      app.get('/', { schema: { hide: true } }, (request, reply) => sendHtmlPage(request, reply, spa));
    // The marketing pages, prerendered, for a visitor without a session: the page whole, with a few kilobytes of script
    // instead of the app. Someone signed in gets the SPA, which offers the way back to their dashboard. The answer
    // depends on the cookie, so caches are told (Vary). Once an admin has renamed the product, everyone gets the SPA,
    // which shows the name in force: the prerendered pages were built with the default one.
    for (const [path, page] of staticPages)
      app.get(path, { schema: { hide: true } }, async (request, reply) => {
        const prerendered = !hasSession(request) && (await options.productName()) === PRODUCT_NAME_DEFAULT;
        return sendHtmlPage(request, reply, spa && !prerendered ? spa : page, ['cookie']);
      });
  },
);

/** Whether the request carries a session cookie of the identity provider (valid or not: the SPA finds out). */
const hasSession = (request: FastifyRequest) =>
  getSessionCookie(new Headers({ cookie: request.headers.cookie ?? '' })) !== null;

/** The prerendered pages by path, or none when the build made none. */
function loadStaticPages(webDistDir: string): Map<string, HtmlPage> {
  const dir = join(webDistDir, STATIC_PAGES_DIR);
  const indexPath = join(dir, STATIC_PAGES_INDEX);
  if (!existsSync(indexPath)) return new Map();
  const index = JSON.parse(readFileSync(indexPath, 'utf8')) as Record<string, string>;
  const pages = new Map<string, HtmlPage>();
  for (const [path, file] of Object.entries(index)) {
    const page = loadHtmlPage(join(dir, file));
    if (!page) throw new Error(`The prerendered page ${file} for ${path} is missing from ${dir}`);
    pages.set(path, page);
  }
  return pages;
}

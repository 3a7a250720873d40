import { existsSync, readFileSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An HTML page of the build, held in memory with the brotli and gzip copies the build wrote beside it. */
export interface HtmlPage {
  html: string;
  compressed: { encoding: 'br' | 'gzip'; body: Buffer }[];
}

/** The page at `path` and its `.br` / `.gz` copies (apps/web/vite-precompress.ts), or null when it was not built. */
export function loadHtmlPage(path: string): HtmlPage | null {
  if (!existsSync(path)) return null;
  const compressed = (['br', 'gzip'] as const)
    .map((encoding) => ({ encoding, path: `${path}.${encoding === 'br' ? 'br' : 'gz'}` }))
    .filter((variant) => existsSync(variant.path))
    .map(({ encoding, path: variant }) => ({ encoding, body: readFileSync(variant) }));
  return { html: readFileSync(path, 'utf8'), compressed };
}

/**
 * Sends a page as the static files are sent: revalidated at each load (a deploy is picked up at once), compressed as
 * the browser accepts, varying on the encoding and on whatever else chose the page (`vary`).
 */
export function sendHtmlPage(request: FastifyRequest, reply: FastifyReply, page: HtmlPage, vary: string[] = []) {
  reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
  const varies = [...(page.compressed.length > 0 ? ['accept-encoding'] : []), ...vary];
  if (varies.length > 0) reply.header('vary', varies.join(', '));
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  const compressed = page.compressed.find(({ encoding }) => accepted.has(encoding));
  if (!compressed) return reply.send(page.html);
  return reply.header('content-encoding', compressed.encoding).send(compressed.body);
}

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

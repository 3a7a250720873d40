import type { Health } from '@assay/contracts';
import { vi } from 'vitest';

export const sampleHealth: Health = { status: 'ok', version: '0.1.0', database: 'pglite', uptimeSeconds: 3_725 };

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces fetch with one answering GET /health; returns the mock so a test can change the answers. */
export function stubHealthFetch(health: Health = sampleHealth) {
  const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(health));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export interface StubbedCall {
  key: string;
  body: unknown;
  /** The query string, `?` included ('' without one). */
  search: string;
  headers: Record<string, string>;
}

/**
 * Replaces fetch with one answering `METHOD /path` keys (404 for the rest); returns every call made, with its parsed
 * JSON body, query string and headers, so a test can see what the page sent. A handler gets the call's URL too.
 */
export function stubApiRoutes(handlers: Record<string, (body: unknown, url: URL) => Response>) {
  const calls: StubbedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      calls.push({ key, body, search: url.search, headers });
      return (
        handlers[key]?.(body, url) ??
        jsonResponse({ code: 'ROUTE_NOT_FOUND', message: `no route ${url.pathname}` }, 404)
      );
    }),
  );
  return calls;
}

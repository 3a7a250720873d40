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

/**
 * Replaces fetch with one answering `METHOD /path` keys (404 for the rest); returns every call made, with its parsed
 * JSON body, so a test can see what the page sent.
 */
export function stubApiRoutes(handlers: Record<string, (body: unknown) => Response>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ key, body });
      return (
        handlers[key]?.(body) ?? jsonResponse({ code: 'ROUTE_NOT_FOUND', message: `no route ${url.pathname}` }, 404)
      );
    }),
  );
  return calls;
}

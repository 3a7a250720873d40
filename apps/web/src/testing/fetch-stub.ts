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

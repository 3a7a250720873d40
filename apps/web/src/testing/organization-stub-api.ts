import { vi } from 'vitest';
import { jsonResponse } from '@/testing/fetch-stub';

/** For tests: answers `METHOD /api/v1/path` from a table, and keeps each request's method, path and JSON body. */
export type StubAnswer = (body: unknown) => Response | Promise<Response>;

export interface StubbedRequest {
  method: string;
  path: string;
  body: unknown;
}

export function errorResponse(status: number, code: string, message: string): Response {
  return jsonResponse({ statusCode: status, error: 'Error', code, message, requestId: 'req-test' }, status);
}

export function stubApi(answers: Record<string, StubAnswer>) {
  const requests: StubbedRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: url.pathname, body });
    const answer = answers[`${method} ${url.pathname}`];
    return answer ? answer(body) : errorResponse(404, 'ROUTE_NOT_FOUND', `No stub for ${method} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}

export const sampleOrganization = {
  id: 'org-1',
  name: 'Acme Hiring',
  website: 'https://acme.example',
  createdBy: 'u-1',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createHttpClient } from './http-client';
import {
  closedLoopbackOrigin,
  sendJson,
  startLoopbackServer,
  type LoopbackServer,
} from '@/testing/loopback-test-server';
import { setTokenProvider } from './token-provider';

let server: LoopbackServer;

const errorBody = (statusCode: number, code: string, message: string) => ({
  statusCode,
  error: 'Error',
  code,
  message,
  requestId: `req-${statusCode}`,
});

beforeAll(async () => {
  server = await startLoopbackServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://127.0.0.1');
    const status = /^\/api\/v1\/status\/(\d+)$/.exec(pathname);
    if (status) {
      const code = Number(status[1]);
      return sendJson(res, code, errorBody(code, code === 429 ? 'RATE_LIMITED' : 'SOME_CODE', 'Body says no'));
    }
    switch (pathname) {
      case '/api/v1/validation':
        return sendJson(res, 400, {
          ...errorBody(400, 'VALIDATION_ERROR', 'Organization name is required'),
          fields: [{ field: 'body.name', message: 'Required' }],
        });
      case '/api/v1/conflict-no-body':
        res.writeHead(409, { 'content-type': 'application/json' });
        return res.end();
      case '/api/v1/no-status-text':
        return sendJson(res, 422, {}, '');
      case '/api/v1/html':
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<!doctype html><html><body>app</body></html>');
      case '/api/v1/not-json':
        res.writeHead(200, { 'content-type': 'text/plain' });
        return res.end('hello');
      case '/api/v1/export.csv':
        res.writeHead(200, { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="a.csv"' });
        return res.end('name,count\nfunnel,3\n');
      case '/api/v1/no-content':
        res.writeHead(204);
        return res.end();
      case '/api/v1/empty':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end();
      case '/api/v1/hang':
        return; // never answers; close() destroys the socket
      default:
        return sendJson(res, 200, { method: req.method, url: req.url });
    }
  });
});
afterAll(() => server.close());
afterEach(() => {
  setTokenProvider(null);
  server.received.length = 0;
  vi.restoreAllMocks();
});

const client = () => createHttpClient({ baseUrl: `${server.origin}/api/v1`, pageOrigin: server.origin });
const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
};

describe('createHttpClient against a real server', () => {
  it('sends JSON with accept, content-type and a unique x-request-id', async () => {
    const api = client();
    await expect(api.post('/tasks', { title: 'Two sum' })).resolves.toEqual({ method: 'POST', url: '/api/v1/tasks' });
    await api.get('/tasks');
    const [first, second] = server.received;
    expect(first?.headers['content-type']).toBe('application/json');
    expect(first?.headers.accept).toBe('application/json');
    expect(JSON.parse(first?.body ?? '')).toEqual({ title: 'Two sum' });
    expect(second?.headers['content-type']).toBeUndefined();
    const ids = [first?.headers['x-request-id'], second?.headers['x-request-id']];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('sets the bearer from the app-wide provider when a token exists and leaves it off when not', async () => {
    const api = client();
    setTokenProvider(() => 'session-token');
    await api.get('/users/me');
    setTokenProvider(() => null);
    await api.get('/users/me');
    setTokenProvider(null);
    await api.get('/users/me');
    expect(server.received.map((r) => r.headers.authorization)).toEqual(['Bearer session-token', undefined, undefined]);
  });

  it('prefers its own getToken, sync or async', async () => {
    setTokenProvider(() => 'global');
    await createHttpClient({ baseUrl: `${server.origin}/api/v1`, getToken: async () => 'own' }).get('/x');
    await createHttpClient({ baseUrl: `${server.origin}/api/v1`, getToken: () => undefined }).get('/x');
    expect(server.received.map((r) => r.headers.authorization)).toEqual(['Bearer own', undefined]);
  });

  it('repeats array query params, skips undefined, and can go to the bare host', async () => {
    const api = client();
    await expect(
      api.get('/candidate/tasks', { query: { tags: ['a', 'b'], difficulty: undefined, page: 1 } }),
    ).resolves.toEqual({ method: 'GET', url: '/api/v1/candidate/tasks?tags=a&tags=b&page=1' });
    await expect(api.post('/tasks/t1/evaluate', {}, { bareHost: true })).resolves.toEqual({
      method: 'POST',
      url: '/tasks/t1/evaluate',
    });
  });

  it('gives the SPEC texts for 429, 401, 403, 404 and 5xx and carries the body code and request id', async () => {
    const api = client();
    const cases: Array<[number, string]> = [
      [429, 'API error: 429 - Rate limit exceeded. Please try again later.'],
      [401, 'API error: 401 - Unauthorized. Please log in again.'],
      [403, "API error: 403 - Forbidden. You don't have permission to access this resource."],
      [404, 'API error: 404 - Resource not found. Endpoint: /api/v1/status/404.'],
      [500, 'API error: 500 - Server error. Please try again later.'],
      [502, 'API error: 502 - Server error. Please try again later.'],
    ];
    for (const [status, message] of cases) {
      const error = await failure(api.get(`/status/${status}`, { query: { q: 'hidden' } }));
      expect(error).toMatchObject({ kind: 'http', status, message, path: `/api/v1/status/${status}` });
      expect(error.requestId).toBe(`req-${status}`);
    }
    expect((await failure(api.get('/status/429'))).code).toBe('RATE_LIMITED');
  });

  it('uses the body message, code and fields for other statuses, else status and status text', async () => {
    const api = client();
    const invalid = await failure(api.post('/validation', { name: '' }));
    expect(invalid).toMatchObject({ status: 400, message: 'Organization name is required', code: 'VALIDATION_ERROR' });
    expect(invalid.requestId).toBe('req-400');
    expect(invalid.fields).toEqual([{ field: 'body.name', message: 'Required' }]);
    expect(invalid.body).toMatchObject({ statusCode: 400 });

    const conflict = await failure(api.get('/conflict-no-body'));
    expect(conflict.message).toBe('API error: 409 Conflict');
    expect(conflict.code).toBeUndefined();
    expect(conflict.requestId).toBe(server.received.at(-1)?.headers['x-request-id']);
    expect((await failure(api.get('/no-status-text'))).message).toBe('API error: 422');
  });

  it('treats an HTML 200 and an unparseable body as errors', async () => {
    const api = client();
    expect(await failure(api.get('/html'))).toMatchObject({
      kind: 'html',
      status: 200,
      message: 'API endpoint returned HTML instead of JSON, usually a routing issue or a missing endpoint.',
    });
    expect(await failure(api.get('/not-json'))).toMatchObject({
      kind: 'non-json',
      message: 'API endpoint returned non-JSON data.',
    });
  });

  it('resolves 204 and empty bodies to undefined', async () => {
    await expect(client().delete('/no-content')).resolves.toBeUndefined();
    await expect(client().get('/empty')).resolves.toBeUndefined();
  });

  it('times out with the ms and the path, and rethrows a caller abort as is', async () => {
    const api = createHttpClient({ baseUrl: `${server.origin}/api/v1`, timeoutMs: 50 });
    expect(await failure(api.get('/hang', { query: { a: 1 } }))).toMatchObject({
      kind: 'timeout',
      status: 0,
      message: 'Network timeout after 50ms while calling /api/v1/hang',
    });

    const controller = new AbortController();
    const pending = api.get('/hang', { signal: controller.signal, timeoutMs: 10_000 });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(pending).rejects.not.toBeInstanceOf(ApiError);
  });

  it('hands back a file unread, with its headers, sending the bearer and the Accept asked for', async () => {
    setTokenProvider(() => 'session-token');
    const response = await client().get<Response>('/export.csv', { file: { accept: 'text/csv' } });
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="a.csv"');
    expect(await response.text()).toBe('name,count\nfunnel,3\n');
    expect(server.received[0]?.headers).toMatchObject({ accept: 'text/csv', authorization: 'Bearer session-token' });
    // A refused file is the same ApiError as any refused call.
    expect(await failure(client().get('/status/404', { file: { accept: 'text/csv' } }))).toMatchObject({ status: 404 });
  });

  it('validates with a schema when given one', async () => {
    const schema = { parse: (data: unknown) => ({ seen: data }) };
    await expect(client().get('/x', { schema })).resolves.toEqual({ seen: { method: 'GET', url: '/api/v1/x' } });
  });
});

describe('network failures', () => {
  it('is a generic network error for a refused same-origin call', async () => {
    const origin = await closedLoopbackOrigin();
    const api = createHttpClient({ baseUrl: `${origin}/api/v1`, pageOrigin: origin });
    const error = await failure(api.get('/users/me'));
    expect(error).toMatchObject({ kind: 'network', status: 0, path: '/api/v1/users/me' });
    expect(error.message).toBe(
      'Network error while calling /api/v1/users/me. The server could not be reached; please try again.',
    );
  });

  it('names CORS and the origin for a cross-origin failure', async () => {
    const origin = await closedLoopbackOrigin();
    const api = createHttpClient({ baseUrl: `${origin}/api/v1`, pageOrigin: 'http://localhost:5173' });
    const error = await failure(api.get('/users/me'));
    expect(error.kind).toBe('cors');
    expect(error.message).toBe(
      `The request to ${origin} was blocked by CORS or the server could not be reached. ` +
        'Check that the API is running and allows requests from http://localhost:5173.',
    );
  });

  it('says to check the connection when the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const api = createHttpClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      pageOrigin: 'http://localhost:5173',
    });
    expect(await failure(api.get('/users/me'))).toMatchObject({
      kind: 'offline',
      status: 0,
      message: 'Unable to connect to the server. Please check your internet connection and try again.',
    });
  });
});

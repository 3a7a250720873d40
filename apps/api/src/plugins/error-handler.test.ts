import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorBodySchema } from '@assay/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { NotFoundError } from '../lib/errors.js';

/** Routes that exercise the error paths, registered the way a module registers its own. */
async function probeRoutes(app: FastifyInstance) {
  app.post(
    '/api/v1/probe/validate',
    {
      preHandler: app.allowAnyone,
      schema: {
        hide: true,
        body: z.object({ email: z.string().email(), age: z.number().int().min(18) }),
        querystring: z.object({ limit: z.coerce.number().int().max(100).optional() }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/api/v1/probe/crash', { preHandler: app.allowAnyone, schema: { hide: true } }, async () => {
    throw new Error('connection to db.internal:5432 failed for user assay password hunter2');
  });
  app.get('/api/v1/probe/missing', { preHandler: app.allowAnyone, schema: { hide: true } }, async () => {
    throw new NotFoundError('That task does not exist.', 'TASK_NOT_FOUND');
  });
}

describe('errors, request ids and unknown paths', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    testApp = await buildTestApp({}, { extend: probeRoutes });
    app = testApp.app;
    // A built web app: the SPA answers page paths.
    const dist = testApp.config.WEB_DIST_DIR;
    mkdirSync(join(dist, 'assets'), { recursive: true });
  });
  afterAll(() => testApp.close());

  it('answers an unknown /api/ path with a JSON 404 in the error body, never HTML', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/no-such-thing',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const body = errorBodySchema.parse(response.json());
    expect(body).toMatchObject({ statusCode: 404, error: 'Not Found', code: 'ROUTE_NOT_FOUND' });
    expect(body.message).toContain('/api/v1/no-such-thing');
    expect(body.requestId).toBe(response.headers['x-request-id']);
  });

  it('lists the offending fields of an invalid request', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/probe/validate?limit=500',
      payload: { email: 'nope', age: 12 },
    });
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_ERROR');
    // Fastify validates the body first and stops there; with a valid body the querystring is checked.
    expect(body.fields?.map((field) => field.field).sort()).toEqual(['body.age', 'body.email']);
    expect(body.message).toContain('body.email');
    const second = await app.inject({
      method: 'POST',
      url: '/api/v1/probe/validate?limit=500',
      payload: { email: 'a@b.co', age: 30 },
    });
    expect(errorBodySchema.parse(second.json()).fields?.map((field) => field.field)).toEqual(['querystring.limit']);
  });

  it('maps service errors to their status and code', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/probe/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'TASK_NOT_FOUND', message: 'That task does not exist.' });
  });

  it('never leaks the internals of a 5xx', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/probe/crash' });
    expect(response.statusCode).toBe(500);
    const body = errorBodySchema.parse(response.json());
    expect(body.code).toBe('INTERNAL_ERROR');
    expect(response.body).not.toMatch(/hunter2|db\.internal|at .*\.ts/);
  });

  it('answers a body over the limit with 413 in the error body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/probe/validate',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', age: 20, padding: 'x'.repeat(testApp.config.BODY_LIMIT_BYTES) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('reuses a safe client request id and replaces an unsafe one', async () => {
    const kept = await app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'trace-abc.123' } });
    expect(kept.headers['x-request-id']).toBe('trace-abc.123');
    const replaced = await app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'evil\nlog line' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const generated = await app.inject({ method: 'GET', url: '/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(generated.headers['x-request-id']).not.toBe(replaced.headers['x-request-id']);
  });
});

describe('the built web app', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    const probe = await buildTestApp();
    const dist = probe.config.WEB_DIST_DIR;
    await probe.close();
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en"><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'assets', 'app-Bp804yMo.js'), 'console.log(1)');
    testApp = await buildTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => testApp.close());

  it.each(['/', '/no/such/page', '/api-status', '/candidate/tasks/x?tab=2'])(
    'serves the SPA for the page path %s',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['content-security-policy']).not.toContain('unsafe-eval');
    },
  );

  it('serves hashed assets with a long cache and still answers JSON 404 under /api/', async () => {
    const asset = await testApp.app.inject({ method: 'GET', url: '/assets/app-Bp804yMo.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/no-such-thing',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });
});

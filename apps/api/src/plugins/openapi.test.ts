import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { API_DOCS_PATH, OPENAPI_JSON_PATH } from './openapi.js';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
}

/** Fastify writes `/users/:id`; OpenAPI writes `/users/{id}`. */
const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('OpenAPI', () => {
  let testApp: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    testApp = await buildTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: OPENAPI_JSON_PATH });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
  });
  afterAll(() => testApp.close());

  it('documents every registered route', () => {
    expect(document.openapi).toMatch(/^3\./);
    const routes = testApp.app.registeredRoutes.filter((route) => !route.hidden);
    expect(routes.length).toBeGreaterThan(0);
    const missing = routes.filter((route) => !document.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()]);
    expect(missing, `routes missing from ${OPENAPI_JSON_PATH}`).toEqual([]);
  });

  it('describes responses from the contracts', () => {
    const health = document.paths['/api/v1/health']?.get as { responses: Record<string, unknown> } | undefined;
    expect(Object.keys(health?.responses ?? {})).toEqual(expect.arrayContaining(['200', '503']));
  });

  it('serves the interactive reference under its own CSP', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(String(page.headers['content-security-policy'])).toContain("connect-src 'self'");
  });
});

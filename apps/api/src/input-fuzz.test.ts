import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[] | null;
}

const ONE_MB = 'x'.repeat(1_000_000);
/** Strings no route may answer with a 5xx: a NUL, half a surrogate pair, a megabyte. */
const HOSTILE_STRINGS: Record<string, string> = {
  nul: 'a\u0000b',
  'lone surrogate': 'a\ud800b',
  '1 MB': ONE_MB,
};
/** JSON nested far deeper than any parser-friendly limit, written out rather than built (JSON.stringify would recurse). */
const deepJson = (levels: number) => `{"a":${'['.repeat(levels)}1${']'.repeat(levels)}}`;

/** Every operation of the API's own OpenAPI document, with the names of its parameters and body fields. */
function operationsOf(doc: {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
}): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
        queryParams: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: operation.requestBody
          ? Object.keys(operation.requestBody.content?.['application/json']?.schema?.properties ?? {})
          : null,
      })),
  );
}

/** Percent-encoded as a client would send it; half a surrogate pair as the three bytes an encoder without checks writes. */
const encode = (value: string) =>
  value
    .split(/(\p{Cs})/u)
    .map((part) => (/^\p{Cs}$/u.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

/** The requests made of one operation: each hostile string in every path parameter, query parameter and body field. */
function requestsOf(operation: Operation): { label: string; options: InjectOptions }[] {
  const url = (value: string, query: string[] = []) => {
    const path = operation.path.replace(/\{\w+\}/g, encode(value.length > 1000 ? value.slice(0, 1000) : value));
    return query.length ? `${path}?${query.map((param) => `${param}=${encode(value)}`).join('&')}` : path;
  };
  const requests: { label: string; options: InjectOptions }[] = [];
  for (const [name, value] of Object.entries(HOSTILE_STRINGS)) {
    const body =
      operation.bodyFields === null
        ? undefined
        : Object.fromEntries((operation.bodyFields.length ? operation.bodyFields : ['value']).map((f) => [f, value]));
    requests.push({
      label: `${name} everywhere`,
      options: {
        method: operation.method as InjectOptions['method'],
        url: url(value, operation.queryParams),
        payload: body,
      },
    });
  }
  if (operation.bodyFields !== null) {
    for (const levels of [50, 2_000, 50_000])
      requests.push({
        label: `body nested ${levels} deep`,
        options: {
          method: operation.method as InjectOptions['method'],
          url: url('x'),
          headers: { 'content-type': 'application/json' },
          payload: deepJson(levels),
        },
      });
  }
  return requests;
}

/** Issue 24: no input makes a 5xx, whoever sends it. */
describe('hostile input on every route', () => {
  let t: TestApp;
  let operations: Operation[];
  const callers = new Map<string, Record<string, string>>();

  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'true' });
    callers.set('anonymous', {});
    for (const role of ['candidate', 'interviewer', 'orgadmin', 'admin'] as const) {
      const { token } = await signIn(t.app, `${role}@demo.assay.dev`, t.config.DEMO_PASSWORD);
      callers.set(role, bearer(token));
    }
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    // Sign-out last, or the callers' sessions would end before their other requests.
    operations = operationsOf(doc).sort(
      (a, b) => Number(a.path.includes('sign-out')) - Number(b.path.includes('sign-out')),
    );
  });
  afterAll(() => t.close());

  it('reads the routes off the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(60);
    expect(operations.some((operation) => operation.path === '/api/v1/public/tasks')).toBe(true);
  });

  it('answers a NUL in an anonymous search and a sign-in email as a validation error', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/api/v1/public/tasks?search=a%00b' });
    expect(search.statusCode, search.body).toBe(400);
    expect(search.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'querystring.search' }] });
    const signInWithNul = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-in/email',
      headers: { origin: t.config.publicUrl },
      payload: { email: 'candidate@demo.assay.dev\u0000', password: 'whatever' },
    });
    expect(signInWithNul.statusCode, signInWithNul.body).toBe(400);
  });

  for (const caller of ['anonymous', 'candidate', 'interviewer', 'orgadmin', 'admin'])
    it(`no 5xx for ${caller}`, async () => {
      const failures: string[] = [];
      for (const operation of operations)
        for (const { label, options } of requestsOf(operation)) {
          const response = await t.app.inject({
            ...options,
            headers: { origin: t.config.publicUrl, ...options.headers, ...callers.get(caller) },
          });
          if (response.statusCode >= 500)
            failures.push(
              `${operation.method} ${operation.path} (${label}): ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
        }
      expect(failures).toEqual([]);
    });
});

import { Writable } from 'node:stream';
import { LOG_REQUEST_MAX_CHARS, LOG_RESPONSE_MAX_CHARS } from '@assay/contracts';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { loggerOptions } from '../lib/logger.js';

interface LogLine {
  reqId?: string;
  msg?: string;
  body?: string;
  req?: { url: string };
}

async function echoRoute(app: FastifyInstance) {
  app.post(
    '/api/v1/probe/echo',
    { preHandler: app.allowAnyone, schema: { hide: true, body: z.record(z.string(), z.unknown()) } },
    async (req) => ({
      accessToken: 'jwt-response-secret',
      long: 'r'.repeat(LOG_RESPONSE_MAX_CHARS * 2),
      received: Object.keys(req.body as Record<string, unknown>),
    }),
  );
}

describe('request logging', () => {
  const lines: LogLine[] = [];
  let testApp: TestApp;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
        done();
      },
    });
    const logger = pino(loggerOptions('debug'), stream);
    testApp = await buildTestApp({}, { logger, extend: echoRoute });
  });
  afterAll(() => testApp.close());

  it('redacts secrets and submitted code, caps logged strings, and tags every line with the request id', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/probe/echo?q=${'u'.repeat(LOG_REQUEST_MAX_CHARS * 2)}`,
      headers: { authorization: 'Bearer header-secret', cookie: 'session=cookie-secret', 'x-request-id': 'log-test-1' },
      payload: {
        password: 'pw-secret',
        token: 'tok-secret',
        code: 'print("candidate code")',
        name: 'Ada',
        notes: 'n'.repeat(3000),
      },
    });
    expect(response.statusCode).toBe(200);
    const mine = lines.filter((line) => line.reqId === 'log-test-1');
    const text = JSON.stringify(mine);
    for (const secret of [
      'header-secret',
      'cookie-secret',
      'pw-secret',
      'tok-secret',
      'candidate code',
      'jwt-response-secret',
    ]) {
      expect(text).not.toContain(secret);
    }
    const requestBody = mine.find((line) => line.msg === 'request body')?.body ?? '';
    expect(requestBody).toContain('Ada');
    expect(requestBody).toContain('[redacted]');
    expect(requestBody.length).toBeLessThan(LOG_REQUEST_MAX_CHARS + 60);
    const responseBody = mine.find((line) => line.msg === 'response body')?.body ?? '';
    expect(responseBody.length).toBeGreaterThan(LOG_RESPONSE_MAX_CHARS - 1);
    expect(responseBody.length).toBeLessThan(LOG_RESPONSE_MAX_CHARS + 60);
    const incoming = mine.find((line) => line.req?.url);
    expect(incoming?.req?.url.length).toBeLessThan(LOG_REQUEST_MAX_CHARS + 60);
    expect(mine.length).toBeGreaterThanOrEqual(4);
  });

  it("keeps a candidate report's share token out of the logged URL", async () => {
    await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/shared/reports/link-id.abc123.share-signature/pdf',
      headers: { 'x-request-id': 'log-test-share' },
    });
    const mine = lines.filter((line) => line.reqId === 'log-test-share');
    const text = JSON.stringify(mine);
    expect(text).not.toContain('share-signature');
    expect(mine.find((line) => line.req?.url)?.req?.url).toBe('/api/v1/shared/reports/[redacted]/pdf');
  });
});

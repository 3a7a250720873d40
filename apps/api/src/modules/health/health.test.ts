import { healthSchema } from '@assay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { APP_VERSION } from '../../lib/version.js';

describe('health', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it.each(['/health', '/api/v1/health'])('%s answers ok once migrations and the seed have run', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const body = healthSchema.parse(response.json());
    expect(body).toMatchObject({ status: 'ok', version: APP_VERSION, database: testApp.testDb.kind });
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 degraded when the database does not answer', async () => {
    const broken = await buildTestApp();
    await broken.testDb.dispose();
    const response = await broken.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded' });
    await broken.app.close();
  });
});

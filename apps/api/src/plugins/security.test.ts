import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

describe('security headers and CORS', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ CORS_ORIGINS: 'https://partner.example.test' });
  });
  afterAll(() => testApp.close());

  it('sends helmet headers and a CSP without inline scripts or upgrade-insecure-requests', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('allows a listed origin and no other', async () => {
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://partner.example.test' },
    });
    expect(listed.headers['access-control-allow-origin']).toBe('https://partner.example.test');
    const other = await testApp.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://evil.example.test' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

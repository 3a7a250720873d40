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

  it('sends HSTS only when the public address is https', async () => {
    expect(testApp.config.publicUrl).toMatch(/^http:/);
    const plain = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await buildTestApp({ PUBLIC_URL: 'https://assay.example.test' });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/health' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await secure.close();
    }
  });

  it('no cache keeps an answer to a signed-in caller or the identity provider', async () => {
    const signedIn = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const provider = await testApp.app.inject({ method: 'GET', url: '/auth/config' });
    expect(provider.headers['cache-control']).toBe('no-store');
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/v1/public/tasks' });
    expect(anonymous.headers['cache-control']).toBeUndefined();
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

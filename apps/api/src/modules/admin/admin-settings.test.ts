import {
  PRODUCT_NAME_DEFAULT,
  SIGN_UP_CLOSED_CODE,
  SIGN_UP_CLOSED_MESSAGE,
  type ProductSettings,
  type ProductSettingsInput,
} from '@assay/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signIn, signUp } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { DEMO_ORGANIZATION } from '../users/demo-accounts.js';

const PASSWORD = 'a-good-password';

describe('product settings: stored, applied at once, the admin’s alone', () => {
  let t: TestApp;
  let admin = '';
  let orgadmin = '';
  let defaults: ProductSettingsInput;

  const put = (token: string, payload: Partial<ProductSettingsInput>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      headers: { origin: t.config.publicUrl, ...bearer(token) },
      payload: { ...defaults, ...payload },
    });

  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'true' });
    admin = (await signIn(t.app, 'admin@demo.assay.dev', t.config.DEMO_PASSWORD)).token;
    orgadmin = (await signIn(t.app, 'orgadmin@demo.assay.dev', t.config.DEMO_PASSWORD)).token;
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/admin/settings', headers: bearer(admin) });
    const { updatedAt, ...rest } = read.json<ProductSettings>();
    expect(updatedAt).toBeNull();
    defaults = rest;
  });
  afterAll(() => t.close());

  it('starts from the configuration, refuses bad values with the reason, and audits a change', async () => {
    expect(defaults).toEqual({
      productName: PRODUCT_NAME_DEFAULT,
      signUp: 'open',
      rateLimitMax: 100000,
      rateLimitWindowSeconds: 60,
    });
    const bad = await put(admin, { productName: ' ', rateLimitMax: 3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter the product name.');
    expect(bad.body).toContain('Allow at least 10 requests per window.');
    expect((await put(orgadmin, { productName: 'Mine now' })).statusCode).toBe(403);

    const changed = await put(admin, { productName: 'Acme Skills' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ProductSettings>()).toMatchObject({
      productName: 'Acme Skills',
      updatedAt: expect.any(String),
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/product' })).json()).toEqual({
      productName: 'Acme Skills',
      signUp: 'open',
    });
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit-logs?action=settings.product_changed',
      headers: bearer(admin),
    });
    expect(audit.json<{ items: { metadata: unknown }[] }>().items[0]?.metadata).toEqual({
      changed: { productName: { from: PRODUCT_NAME_DEFAULT, to: 'Acme Skills' } },
    });
  });

  it('puts the product name in force into the mails', async () => {
    await put(admin, { productName: 'Acme Skills' });
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${DEMO_ORGANIZATION.id}/invitations`,
      headers: { origin: t.config.publicUrl, ...bearer(orgadmin) },
      payload: { email: 'named@example.test', role: 'candidate' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    await vi.waitFor(
      async () => {
        const { rows } = await t.app.services.mail.list(100, 0);
        expect(rows.find((row) => row.to === 'named@example.test')?.text).toContain('Acme Skills');
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it('while sign-up is by invitation only, refuses anyone without a pending invitation, with the reason', async () => {
    expect((await put(admin, { signUp: 'invitation_only' })).statusCode).toBe(200);
    const stranger = await signUp(t.app, { email: 'stranger@example.test', password: PASSWORD, name: 'Stranger' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ code: SIGN_UP_CLOSED_CODE, message: SIGN_UP_CLOSED_MESSAGE });
    expect(await t.app.services.users.findRowByEmail('stranger@example.test')).toBeNull();

    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${DEMO_ORGANIZATION.id}/invitations`,
      headers: { origin: t.config.publicUrl, ...bearer(orgadmin) },
      payload: { email: 'welcome@example.test', role: 'candidate' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const welcomed = await signUp(t.app, { email: 'Welcome@Example.test', password: PASSWORD, name: 'Welcome' });
    expect(welcomed.statusCode, welcomed.body).toBe(200);

    expect((await put(admin, { signUp: 'open' })).statusCode).toBe(200);
    const open = await signUp(t.app, { email: 'stranger@example.test', password: PASSWORD, name: 'Stranger' });
    expect(open.statusCode, open.body).toBe(200);
  });

  it('applies a new rate limit to the next request, without a restart', async () => {
    const from = '127.0.0.77';
    const hit = () => t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing', remoteAddress: from });
    expect((await put(admin, { rateLimitMax: 10 })).statusCode).toBe(200);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) statuses.push((await hit()).statusCode);
      expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
      expect(statuses[10]).toBe(429);
      expect((await hit()).json().message).toMatch(/at most 10 requests per 60 s/);
    } finally {
      expect((await put(admin, { rateLimitMax: 100000 })).statusCode).toBe(200);
    }
    expect((await hit()).statusCode).toBe(404);
  });
});

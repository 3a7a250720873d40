import { createServer, type Server } from 'node:http';
import { SIGN_IN_MAX_FAILURES, SIGN_IN_MESSAGES } from '@assay/contracts';
import { exportJWK, generateKeyPair, SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, signUp } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

const DEMO_PASSWORD = 'assay-demo';

/** A second identity provider on loopback: it publishes a JWKS and signs tokens with its own key. */
async function startExternalIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'external-1', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const issuer = `http://127.0.0.1:${port}/realm`;
  return {
    issuer,
    jwksUrl: `http://127.0.0.1:${port}/jwks`,
    sign: (claims: Record<string, unknown>, options: { issuer?: string; audience?: string } = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'external-1' })
        .setIssuer(options.issuer ?? issuer)
        .setAudience(options.audience ?? 'assay')
        .setSubject(String(claims.sub ?? 'ext-user-1'))
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('identity: tokens, sign-in and rights', () => {
  let t: TestApp;
  let external: Awaited<ReturnType<typeof startExternalIssuer>>;
  let candidateToken: string;

  beforeAll(async () => {
    external = await startExternalIssuer();
    t = await buildTestApp({
      SEED_DEMO: 'true',
      EXTERNAL_JWT_ISSUER: external.issuer,
      EXTERNAL_JWT_JWKS_URL: external.jwksUrl,
      EXTERNAL_JWT_AUDIENCE: 'assay',
      BOOTSTRAP_ADMIN_SECRET: 'let-me-be-the-admin',
    });
    candidateToken = (await signIn(t.app, 'candidate@demo.assay.dev', DEMO_PASSWORD)).token;
  });
  afterAll(async () => {
    await t.close();
    await external.close();
  });

  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers });

  it('issues a session JWT with the claims of SPEC.md §3 and answers /users/me from the database', async () => {
    const claims = decodeJwt(candidateToken);
    expect(claims).toMatchObject({
      email: 'candidate@demo.assay.dev',
      roleNames: ['candidate'],
      customAttributes: { role: 'candidate', organizationId: 'demo-organization' },
      loginIds: ['candidate@demo.assay.dev'],
      iss: t.config.publicUrl,
    });
    const response = await me(bearer(candidateToken));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'candidate@demo.assay.dev',
      role: 'candidate',
      organizationId: 'demo-organization',
    });
  });

  it('refuses tokens with alg none, a bad signature, another issuer, an expired time or edited role claims', async () => {
    const [header, payload, signature] = candidateToken.split('.') as [string, string, string];
    const claims = decodeJwt(candidateToken);
    const forged = {
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'bad signature': `${header}.${payload}.${signature.slice(0, -4)}AAAA`,
      'edited role claims': `${header}.${b64({ ...claims, roleNames: ['admin'], customAttributes: { role: 'admin' } })}.${signature}`,
      'another issuer': await external.sign(
        { sub: 'x', email: 'candidate@demo.assay.dev' },
        { issuer: 'http://127.0.0.1:1/other' },
      ),
      'wrong audience': await external.sign({ sub: 'x', email: 'someone@example.test' }, { audience: 'not-assay' }),
      expired: await new SignJWT({ email: 'a@b.c' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(t.config.publicUrl)
        .setExpirationTime(1)
        .sign(new TextEncoder().encode('x'.repeat(32))),
      garbage: 'not-a-token',
    };
    for (const [name, token] of Object.entries(forged)) {
      const response = await me(bearer(token));
      expect(response.statusCode, name).toBe(401);
      expect(response.json().code, name).toBe('INVALID_TOKEN');
    }
    expect((await me({})).statusCode).toBe(401);
  });

  it('accepts a token from the external issuer configured by issuer and JWKS URL', async () => {
    const token = await external.sign({ sub: 'ext-42', email: 'Grace@Example.test', name: 'Grace Hopper' });
    const response = await me(bearer(token));
    expect(response.statusCode).toBe(200);
    // A new identity gets a user with no role and no organization, whatever its token says.
    expect(response.json()).toMatchObject({
      email: 'grace@example.test',
      name: 'Grace Hopper',
      role: null,
      organizationId: '',
    });
    const again = await me(
      bearer(await external.sign({ sub: 'ext-42', email: 'grace@example.test', roleNames: ['admin'] })),
    );
    expect(again.json()).toMatchObject({ id: response.json().id, role: null });
  });

  it('sign-up with customAttributes.role = admin yields no admin, and a taken address answers like a new one', async () => {
    const payload = {
      email: 'mallory@example.test',
      password: 'correct-horse-1',
      name: 'Mallory',
      customAttributes: { role: 'admin', organizationId: 'demo-organization', team: 'red' },
    };
    const created = await signUp(t.app, payload);
    expect(created.statusCode).toBe(200);
    const { token } = await signIn(t.app, payload.email, payload.password);
    expect(decodeJwt(token)).toMatchObject({ roleNames: [], customAttributes: { team: 'red' } });
    expect(decodeJwt(token).customAttributes).not.toHaveProperty('role');
    const user = (await me(bearer(token))).json();
    expect(user).toMatchObject({ role: null, organizationId: '' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: bearer(token) })).statusCode).toBe(403);

    const duplicate = await signUp(t.app, { ...payload, password: 'another-pass-2' });
    expect(duplicate.statusCode).toBe(created.statusCode);
    expect(Object.keys(duplicate.json())).toEqual(Object.keys(created.json()));
  });

  it('sign-up refuses custom attributes too deep or too big before making the account', async () => {
    const nested = (levels: number) => {
      let value: Record<string, unknown> = { leaf: true };
      for (let level = 1; level < levels; level++) value = { a: value };
      return value;
    };
    const account = { email: 'deep@example.test', password: 'deep-password-1', name: 'Deep' };
    for (const [label, customAttributes] of [
      ['6 levels', nested(6)],
      ['2,000 levels', nested(2_000)],
      ['8 KB', { notes: 'x'.repeat(8_000) }],
    ] as const) {
      const refused = await signUp(t.app, { ...account, customAttributes });
      expect(refused.statusCode, label).toBe(400);
      await expect(signIn(t.app, account.email, account.password), label).rejects.toThrow(/401/);
    }
    const fine = await signUp(t.app, { ...account, customAttributes: { team: { name: 'Core', size: 4 } } });
    expect(fine.statusCode, fine.body).toBe(200);
    await expect(signIn(t.app, account.email, account.password)).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('refuses PATCH /users/me with an organization the caller does not belong to', async () => {
    const { token } = await signIn(t.app, 'interviewer@demo.assay.dev', DEMO_PASSWORD);
    await t.app.services.organizationsRepository.insertIfAbsent({ id: 'other-org', name: 'Other Co', createdBy: 'x' });
    for (const field of ['organization_id', 'organizationId']) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/users/me',
        headers: bearer(token),
        payload: { [field]: 'other-org' },
      });
      expect(response.statusCode, field).toBe(403);
    }
    const role = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      headers: bearer(token),
      payload: { role: 'admin' },
    });
    expect(role.statusCode).toBe(400);
    const fine = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      headers: bearer(token),
      payload: { name: 'Ivan I.', organization_id: 'demo-organization' },
    });
    expect(fine.statusCode).toBe(200);
    expect(fine.json()).toMatchObject({ name: 'Ivan I.', role: 'interviewer', organizationId: 'demo-organization' });
  });

  it('the name a user set on their profile stays when the provider sync runs at the next sign-in', async () => {
    const { token } = await signIn(t.app, 'orgadmin@demo.assay.dev', DEMO_PASSWORD);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      headers: bearer(token),
      payload: { name: 'Olga O. (Acme)' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const next = await signIn(t.app, 'orgadmin@demo.assay.dev', DEMO_PASSWORD);
    const synced = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/sync-descope-to-backend',
      headers: bearer(next.token),
    });
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json().user.name).toBe('Olga O. (Acme)');
    expect((await me(bearer(next.token))).json().name).toBe('Olga O. (Acme)');
  });

  it('a role change takes effect on the very next request, and sync-role brings the claims in step', async () => {
    const signup = { email: 'newbie@example.test', password: 'newbie-pass-1', name: 'Newbie' };
    await signUp(t.app, signup);
    const session = await signIn(t.app, signup.email, signup.password);
    const user = (await me(bearer(session.token))).json();
    const templates = () => t.app.inject({ method: 'GET', url: '/api/v1/users', headers: bearer(session.token) });
    expect((await templates()).statusCode).toBe(403);

    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/role',
      headers: bearer(session.token),
      payload: { role: 'candidate' },
    });
    expect(chosen.json()).toMatchObject({ role: 'candidate' });
    const adminRole = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/role',
      headers: bearer(session.token),
      payload: { role: 'admin' },
    });
    expect(adminRole.statusCode).toBe(400);

    const admin = await signIn(t.app, 'admin@demo.assay.dev', DEMO_PASSWORD);
    const promoted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${user.id}/update-role?role=admin`,
      headers: bearer(admin.token),
    });
    expect(promoted.json()).toEqual({ success: true });
    // The same (old) token: its claims still say no role, the database says admin.
    expect((await templates()).statusCode).toBe(200);

    const sync = await t.app.inject({ method: 'POST', url: '/api/v1/users/sync-role', headers: bearer(session.token) });
    expect(sync.json()).toEqual({ success: true });
    const fresh = await t.app.inject({ method: 'GET', url: '/auth/token', headers: { cookie: session.cookie } });
    expect(decodeJwt(fresh.json().token)).toMatchObject({ roleNames: ['admin'] });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/sync-role',
      headers: bearer(session.token),
    });
    expect(again.json()).toEqual({ success: true, message: 'No updates needed' });

    const { items } = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/audit-logs?action=user.role_changed`,
        headers: bearer(admin.token),
      })
    ).json();
    expect(items[0]).toMatchObject({
      action: 'user.role_changed',
      targetId: user.id,
      metadata: { from: 'candidate', to: 'admin' },
    });
  });

  it('locks an account for one source after repeated wrong passwords, revealing nothing else', async () => {
    const attempt = (email: string, password: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/sign-in/email',
        headers: { origin: t.config.publicUrl },
        payload: { email, password },
        remoteAddress: ip,
      });
    const attacker = '127.0.0.66';
    for (const email of ['orgadmin@demo.assay.dev', 'no-such-person@demo.assay.dev']) {
      for (let i = 0; i < SIGN_IN_MAX_FAILURES; i += 1) {
        const wrong = await attempt(email, `wrong-password-${i}`, attacker);
        expect(wrong.statusCode).toBe(401);
        expect(wrong.json().message).toBe(SIGN_IN_MESSAGES.invalidCredentials);
      }
      const locked = await attempt(email, DEMO_PASSWORD, attacker);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ code: 'SIGN_IN_LOCKED', message: SIGN_IN_MESSAGES.lockedOut });
    }
    // The owner, from elsewhere, is not locked out.
    expect((await attempt('orgadmin@demo.assay.dev', DEMO_PASSWORD, '127.0.0.7')).statusCode).toBe(200);

    const admin = await signIn(t.app, 'admin@demo.assay.dev', DEMO_PASSWORD);
    const actions = async (action: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/admin/audit-logs?action=${action}&limit=100`,
          headers: bearer(admin.token),
        })
      ).json().total;
    expect(await actions('auth.sign_in_failed')).toBeGreaterThanOrEqual(2 * SIGN_IN_MAX_FAILURES);
    expect(await actions('auth.lockout')).toBe(2);
    expect(await actions('auth.sign_in')).toBeGreaterThan(0);
  });

  it('bootstraps the first admin only with the secret and only while no admin exists', async () => {
    await signUp(t.app, { email: 'boot@example.test', password: 'boot-pass-12', name: 'Boot' });
    const { token } = await signIn(t.app, 'boot@example.test', 'boot-pass-12');
    const boot = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users/bootstrap-admin',
        headers: bearer(token),
        payload: { secret },
      });
    expect((await boot('wrong-secret-here')).statusCode).toBe(403);
    // The demo admin exists already.
    expect((await boot('let-me-be-the-admin')).json()).toMatchObject({ success: false, isBootstrapApplied: false });
    expect((await me(bearer(token))).json().role).toBeNull();
  });
});

describe('bootstrap on an installation with no admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'false', BOOTSTRAP_ADMIN_SECRET: 'first-admin-secret' });
  });
  afterAll(() => t.close());

  it('makes the first caller with the secret the admin, once, and audits it', async () => {
    const tokens: string[] = [];
    for (const email of ['first@example.test', 'second@example.test']) {
      await signUp(t.app, { email, password: 'a-good-password', name: email });
      tokens.push((await signIn(t.app, email, 'a-good-password')).token);
    }
    const boot = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users/bootstrap-admin',
        headers: bearer(token),
        payload: { secret: 'first-admin-secret' },
      });
    expect((await boot(tokens[0]!)).json()).toMatchObject({ success: true, isBootstrapApplied: true });
    expect((await boot(tokens[1]!)).json()).toMatchObject({ success: false, isBootstrapApplied: false });
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit-logs?action=user.bootstrap_admin',
      headers: bearer(tokens[0]!),
    });
    expect(audit.json()).toMatchObject({
      total: 1,
      items: [{ action: 'user.bootstrap_admin', metadata: { from: null, to: 'admin' } }],
    });
  });
});

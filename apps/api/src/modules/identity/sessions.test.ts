import { SIGN_IN_MAX_FAILURES, SIGN_IN_MESSAGES } from '@assay/contracts';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, signUp } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

const DEMO_PASSWORD = 'assay-demo';

/** Sessions: signing out, devices, a bearer that dies with its session, password checks and the endpoints exposed. */
describe('identity: sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(() => t.close());

  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers });

  it('signs out: the provider session ends, its cookie no longer yields tokens, and the audit log says who', async () => {
    const session = await signIn(t.app, 'candidate@demo.assay.dev', DEMO_PASSWORD);
    const candidateId = (await me(bearer(session.token))).json().id;
    const out = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie: session.cookie, origin: t.config.publicUrl },
      payload: {},
    });
    expect(out.statusCode).toBe(204);
    const token = await t.app.inject({ method: 'GET', url: '/auth/token', headers: { cookie: session.cookie } });
    expect(token.statusCode).toBe(401);

    const admin = await signIn(t.app, 'admin@demo.assay.dev', DEMO_PASSWORD);
    const logouts = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit-logs?action=auth.logout&actor=${candidateId}`,
      headers: bearer(admin.token),
    });
    expect(logouts.json().items).toEqual([
      expect.objectContaining({
        actorId: candidateId,
        targetType: 'identity',
        targetId: decodeJwt(session.token).sub,
      }),
    ]);
  });

  it('lists a user’s signed-in devices, signs one out, and changes the password signing out the rest (/settings/security)', async () => {
    await signUp(t.app, { email: 'devices@example.test', password: 'a-good-password', name: 'Dee Vices' });
    const laptop = await signIn(t.app, 'devices@example.test', 'a-good-password');
    const phone = await signIn(t.app, 'devices@example.test', 'a-good-password');
    const tablet = await signIn(t.app, 'devices@example.test', 'a-good-password');
    const as = (who: { cookie: string }) => ({ cookie: who.cookie, origin: t.config.publicUrl });
    const own = (await t.app.inject({ method: 'GET', url: '/auth/get-session', headers: as(laptop) })).json<{
      session: { token: string };
    }>().session.token;
    const sessions = (await t.app.inject({ method: 'GET', url: '/auth/list-sessions', headers: as(laptop) })).json<
      { token: string }[]
    >();
    expect(sessions).toHaveLength(3);
    expect(sessions.map((session) => session.token)).toContain(own);
    const phoneToken = (await t.app.inject({ method: 'GET', url: '/auth/get-session', headers: as(phone) })).json<{
      session: { token: string };
    }>().session.token;

    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/auth/revoke-session',
          headers: as(laptop),
          payload: { token: phoneToken },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/auth/token', headers: { cookie: phone.cookie } })).statusCode,
    ).toBe(401);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/auth/change-password',
      headers: as(laptop),
      payload: { currentPassword: 'not-it', newPassword: 'a-better-password', revokeOtherSessions: true },
    });
    expect(wrong.statusCode).toBe(400);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/auth/change-password',
      headers: as(laptop),
      payload: { currentPassword: 'a-good-password', newPassword: 'a-better-password', revokeOtherSessions: true },
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/auth/token', headers: { cookie: tablet.cookie } })).statusCode,
    ).toBe(401);
    await expect(signIn(t.app, 'devices@example.test', 'a-good-password')).rejects.toThrow(
      /sign-in of devices@example.test failed/,
    );
    expect((await signIn(t.app, 'devices@example.test', 'a-better-password')).token).toBeTruthy();
  });

  it('a bearer dies with its session: sign-out, a device signed out, a password change signing the others out', async () => {
    await signUp(t.app, { email: 'ended@example.test', password: 'ended-password-1', name: 'En Ded' });
    const as = (who: { cookie: string }) => ({ cookie: who.cookie, origin: t.config.publicUrl });
    const refused = async (token: string) => {
      const response = await me(bearer(token));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'INVALID_TOKEN', message: expect.stringMatching(/sign in again/) });
    };
    // Signed out the way the web app does it: the bearer it held is refused on its very next request.
    const browser = await signIn(t.app, 'ended@example.test', 'ended-password-1');
    expect((await me(bearer(browser.token))).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: as(browser), payload: {} });
    expect(out.statusCode).toBe(204);
    await refused(browser.token);

    // One device signs another out.
    const laptop = await signIn(t.app, 'ended@example.test', 'ended-password-1');
    const phone = await signIn(t.app, 'ended@example.test', 'ended-password-1');
    const tablet = await signIn(t.app, 'ended@example.test', 'ended-password-1');
    for (const device of [laptop, phone, tablet]) expect((await me(bearer(device.token))).statusCode).toBe(200);
    const phoneSession = (await t.app.inject({ method: 'GET', url: '/auth/get-session', headers: as(phone) })).json<{
      session: { token: string };
    }>().session.token;
    const revoke = await t.app.inject({
      method: 'POST',
      url: '/auth/revoke-session',
      headers: as(laptop),
      payload: { token: phoneSession },
    });
    expect(revoke.statusCode).toBe(200);
    await refused(phone.token);
    expect((await me(bearer(laptop.token))).statusCode).toBe(200);

    // A password change that signs the others out: theirs are refused; the device that changed it gets a new session.
    const changed = await t.app.inject({
      method: 'POST',
      url: '/auth/change-password',
      headers: as(laptop),
      payload: { currentPassword: 'ended-password-1', newPassword: 'ended-password-2', revokeOtherSessions: true },
    });
    expect(changed.statusCode).toBe(200);
    await refused(tablet.token);
    const cookie = (changed.headers['set-cookie'] as string[] | string | undefined) ?? [];
    const newCookie = (Array.isArray(cookie) ? cookie : [cookie]).map((c) => c.split(';')[0]).join('; ');
    const fresh = await t.app.inject({ method: 'GET', url: '/auth/token', headers: { cookie: newCookie } });
    expect(fresh.statusCode).toBe(200);
    expect((await me(bearer(fresh.json<{ token: string }>().token))).statusCode).toBe(200);
    // Each token names its session.
    expect(decodeJwt(fresh.json<{ token: string }>().token).sid).toEqual(expect.any(String));
  });

  it('a node that never heard of the end refuses too: a token it has not seen is checked against its session once', async () => {
    const session = await signIn(t.app, 'interviewer@demo.assay.dev', DEMO_PASSWORD);
    // Gone without this node hearing of it, as when another node signed it out before this one started.
    await t.app.services.db.execute(sql`delete from auth_sessions where id = ${String(decodeJwt(session.token).sid)}`);
    const response = await me(bearer(session.token));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_TOKEN');
  });
  it('wrong current passwords on change-password count towards the sign-in lock-out', async () => {
    await signUp(t.app, { email: 'guess@example.test', password: 'guess-password-1', name: 'Guess Who' });
    const victim = await signIn(t.app, 'guess@example.test', 'guess-password-1', '127.0.0.77');
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/change-password',
        headers: { cookie: victim.cookie, origin: t.config.publicUrl },
        payload: { currentPassword, newPassword: 'guess-password-2' },
        remoteAddress: '127.0.0.77',
      });
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i += 1) expect((await change(`wrong-${i}`)).statusCode).toBe(400);
    for (const locked of [
      await change('guess-password-1'),
      await t.app.inject({
        method: 'POST',
        url: '/auth/sign-in/email',
        headers: { origin: t.config.publicUrl },
        payload: { email: 'guess@example.test', password: 'guess-password-1' },
        remoteAddress: '127.0.0.77',
      }),
    ]) {
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ code: 'SIGN_IN_LOCKED', message: SIGN_IN_MESSAGES.lockedOut });
    }
    // The password was not changed while locked, and the owner elsewhere still signs in with it.
    expect((await signIn(t.app, 'guess@example.test', 'guess-password-1', '127.0.0.78')).token).toBeTruthy();
  });

  it('exposes only the identity endpoints the product uses: the others, password checks among them, answer 404', async () => {
    const session = await signIn(t.app, 'candidate@demo.assay.dev', DEMO_PASSWORD);
    const headers = { cookie: session.cookie, origin: t.config.publicUrl, ...bearer(session.token) };
    const unused: [method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>][] = [
      ['POST', '/auth/verify-password', { password: 'wrong-password' }],
      ['POST', '/auth/update-user', { name: 'Renamed' }],
      ['POST', '/auth/delete-user', {}],
      ['POST', '/auth/change-email', { newEmail: 'other@example.test' }],
      ['GET', '/auth/list-accounts'],
      ['POST', '/auth/revoke-sessions', {}],
      ['POST', '/auth/sign-out', {}],
      ['GET', '/auth/ok'],
      // Other spellings of a path the list refuses.
      ['POST', '/auth/token/../verify-password', { password: 'wrong-password' }],
      ['POST', '/auth/callback/..%2Fverify-password', { password: 'wrong-password' }],
    ];
    for (const [method, url, payload] of unused) {
      const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // Nothing of that reached the provider: the session and the name are as they were.
    expect((await me(bearer(session.token))).json()).toMatchObject({ email: 'candidate@demo.assay.dev' });
    const used = [
      ['GET', '/auth/token'],
      ['GET', '/auth/get-session'],
      ['GET', '/auth/jwks'],
      ['GET', '/auth/list-sessions'],
    ] as const;
    for (const [method, url] of used)
      expect((await t.app.inject({ method, url, headers })).statusCode, `${method} ${url}`).toBe(200);
  });
});

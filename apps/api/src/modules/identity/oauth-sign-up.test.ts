import { authPaths, SIGN_UP_CLOSED_CODE, SIGN_UP_CLOSED_MESSAGE, type ProductSettingsInput } from '@assay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, cookieHeader, signIn } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { OIDC_CLIENT, oidcEmailFor, passStandInForms, startOidcProvider } from '../../../test/oidc-stand-in.js';
import { DEMO_ORGANIZATION } from '../users/demo-accounts.js';

const PUBLIC_URL = 'http://127.0.0.1:3999';
const CALLBACK = `${PUBLIC_URL}/callback`;
const ERROR_CALLBACK = `${PUBLIC_URL}/login`;

/**
 * A first sign-in through Google or OIDC creates its account inside the identity provider, not through our sign-up
 * route: invitation-only sign-up holds there too (SPEC §7 product settings). Driven end to end against a real OpenID
 * provider on loopback; the browser's part (its forms and redirects) is walked by fetch.
 */
describe('a first sign-in through an OpenID provider, while sign-up is by invitation only', () => {
  let t: TestApp;
  let oidc: Awaited<ReturnType<typeof startOidcProvider>>;
  let admin = '';
  let orgadmin = '';

  const setSignUp = async (signUp: ProductSettingsInput['signUp']) => {
    const current = await t.app.inject({ method: 'GET', url: '/api/v1/admin/settings', headers: bearer(admin) });
    const { updatedAt: _, ...settings } = current.json<ProductSettingsInput & { updatedAt: string | null }>();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      headers: { origin: PUBLIC_URL, ...bearer(admin) },
      payload: { ...settings, signUp },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  /** Where the browser lands after signing `login` in at the provider: our callback's redirect. */
  async function signInWithGoogle(login: string): Promise<URL> {
    const started = await t.app.inject({
      method: 'POST',
      url: authPaths.signInOAuth,
      headers: { origin: PUBLIC_URL },
      payload: { provider: 'google', callbackURL: CALLBACK, errorCallbackURL: ERROR_CALLBACK },
    });
    expect(started.statusCode, started.body).toBe(200);
    const back = await passStandInForms(started.json<{ url: string }>().url, login);
    expect(back.origin).toBe(PUBLIC_URL);
    const callback = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: cookieHeader(started.headers['set-cookie']) },
    });
    expect(callback.statusCode, callback.body).toBe(302);
    return new URL(String(callback.headers.location), PUBLIC_URL);
  }

  const accountOf = (login: string) => t.app.services.users.findRowByEmail(oidcEmailFor(login));

  beforeAll(async () => {
    oidc = await startOidcProvider(`${PUBLIC_URL}/auth/callback/google`);
    t = await buildTestApp({
      SEED_DEMO: 'true',
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
      GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
      GOOGLE_ISSUER: oidc.issuer,
    });
    admin = (await signIn(t.app, 'admin@demo.assay.dev', t.config.DEMO_PASSWORD)).token;
    orgadmin = (await signIn(t.app, 'orgadmin@demo.assay.dev', t.config.DEMO_PASSWORD)).token;
  });
  afterAll(async () => {
    await t.close();
    await oidc.close();
  });

  it('sends a stranger back to /login with the reason and creates no account; an invited address gets in', async () => {
    await setSignUp('invitation_only');
    const refused = await signInWithGoogle('stranger');
    expect(refused.pathname).toBe('/login');
    expect(refused.searchParams.get('error')).toBe(SIGN_UP_CLOSED_CODE);
    expect(refused.searchParams.get('error_description')).toBe(SIGN_UP_CLOSED_MESSAGE);
    expect(await accountOf('stranger')).toBeNull();

    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${DEMO_ORGANIZATION.id}/invitations`,
      headers: { origin: PUBLIC_URL, ...bearer(orgadmin) },
      payload: { email: oidcEmailFor('welcome'), role: 'candidate' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const welcomed = await signInWithGoogle('welcome');
    expect(`${welcomed.origin}${welcomed.pathname}`).toBe(CALLBACK);
  });

  it('lets anyone in while sign-up is open, and an account made then still signs in once it is closed', async () => {
    await setSignUp('open');
    expect((await signInWithGoogle('stranger')).href).toBe(CALLBACK);
    await setSignUp('invitation_only');
    expect((await signInWithGoogle('stranger')).href).toBe(CALLBACK);
  });
});

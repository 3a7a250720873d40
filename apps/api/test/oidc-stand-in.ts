import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const OIDC_CLIENT = { id: 'assay-e2e', secret: 'assay-e2e-client-secret' } as const;

/** Who signs in at the stand-in provider: its dev login form accepts any login; the login becomes the account. */
export const oidcEmailFor = (login: string) => `${login}@oidc.example.test`;

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, standing in for Google in the browser journeys and the
 * API's sign-in tests, on `port` (0: any free one). Its development login and consent screens are plain forms a journey (or passStandInForms)
 * fills in.
 */
export async function startOidcProvider(
  redirectUri: string,
  port = 0,
): Promise<{ issuer: string; close(): Promise<void> }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    scopes: ['openid', 'email', 'profile'],
    cookies: { keys: ['assay-e2e-oidc-cookie-key'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        email: oidcEmailFor(id),
        email_verified: true,
        name: `${id[0]?.toUpperCase() ?? ''}${id.slice(1)} Example`,
      }),
    }),
  });
  server.on('request', provider.callback());
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * Signs `login` in at the stand-in as a browser would, without one: from our authorization URL through the
 * provider's login and consent forms (its cookies kept between hops) to the redirect that leaves the provider, which
 * it answers (our callback with `code` and `state`).
 */
export async function passStandInForms(authorizationUrl: string, login: string): Promise<URL> {
  const provider = new URL(authorizationUrl).origin;
  const cookies = new Map<string, string>();
  let request: { url: string; form?: URLSearchParams } = { url: authorizationUrl };
  for (let hop = 0; hop < 16; hop += 1) {
    const response = await fetch(request.url, {
      method: request.form ? 'POST' : 'GET',
      body: request.form,
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(';')[0] ?? '';
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, request.url);
      if (next.origin !== provider) return next;
      request = { url: next.href };
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt)
      throw new Error(`The stand-in answered ${response.status} without a form: ${html.slice(0, 300)}`);
    const form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any-password' } : { prompt });
    request = { url: new URL(action, request.url).href, form };
  }
  throw new Error('The stand-in kept redirecting.');
}

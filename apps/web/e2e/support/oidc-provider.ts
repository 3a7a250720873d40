import type { Server } from 'node:http';
import Provider from 'oidc-provider';

export const OIDC_CLIENT = { id: 'assay-e2e', secret: 'assay-e2e-client-secret' } as const;

/** Who signs in at the stand-in provider: its dev login form accepts any login; the login becomes the account. */
export const oidcEmailFor = (login: string) => `${login}@oidc.example.test`;

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, standing in for Google in the browser journeys.
 * Its development login and consent screens are plain forms the journey fills in.
 */
export async function startOidcProvider(
  port: number,
  redirectUri: string,
): Promise<{ issuer: string; close(): Promise<void> }> {
  const issuer = `http://127.0.0.1:${port}`;
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
  const server: Server = provider.listen(port, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

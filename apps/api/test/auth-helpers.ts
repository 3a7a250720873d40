import type { FastifyInstance } from 'fastify';

export interface SignedIn {
  cookie: string;
  token: string;
}

/** The Cookie header a browser would send back for these Set-Cookie headers. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** Signs in through the embedded provider as a browser would, then exchanges the cookie for the session JWT. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress = '127.0.0.1',
): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/sign-in/email',
    headers: { origin: app.config.publicUrl },
    payload: { email, password },
    remoteAddress,
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  const cookie = cookieHeader(response.headers['set-cookie']);
  const tokenResponse = await app.inject({ method: 'GET', url: '/auth/token', headers: { cookie } });
  if (tokenResponse.statusCode !== 200)
    throw new Error(`token for ${email} failed: ${tokenResponse.statusCode} ${tokenResponse.body}`);
  return { cookie, token: tokenResponse.json<{ token: string }>().token };
}

export async function signUp(app: FastifyInstance, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/auth/sign-up/email', headers: { origin: app.config.publicUrl }, payload });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

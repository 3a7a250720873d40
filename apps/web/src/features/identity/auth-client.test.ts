import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client/api-error';
import { jsonResponse } from '@/testing/fetch-stub';
import { createAuthClient, isUnauthorizedError } from './auth-client';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const client = createAuthClient();

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function sent(index = 0): { url: string; init: RequestInit; body: unknown } {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  const raw = init?.body;
  return {
    url: String(url),
    init: init ?? {},
    body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : undefined,
  };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('authClient', () => {
  it('reads the sign-in options with the cookie included', async () => {
    const config = { emailPassword: true, google: false, oidc: { name: 'Okta' }, requireEmailVerification: true };
    fetchMock.mockResolvedValueOnce(jsonResponse(config));
    await expect(client.getConfig()).resolves.toEqual(config);
    expect(sent().url).toBe('/auth/config');
    expect(sent().init).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('signs up with JSON including custom attributes', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ token: null, user: { id: 'u1' } }));
    const input = { email: 'a@b.co', password: 'secret-123', name: 'A', customAttributes: { company: 'Acme' } };
    await client.signUpEmail(input);
    expect(sent().url).toBe('/auth/sign-up/email');
    expect(sent().init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect((sent().init.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(sent().body).toEqual(input);
  });

  it('rejects a wrong password with the status, code and the server’s message', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password.' }, 401),
    );
    const error = await rejection(client.signInEmail('a@b.co', 'nope'));
    expect(sent().body).toEqual({ email: 'a@b.co', password: 'nope' });
    expect(error).toMatchObject({
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password.',
    });
  });

  it('shows the lock-out message rather than the generic 429 text', async () => {
    const message = 'Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.';
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 'SIGN_IN_LOCKED', message }, 429));
    await expect(rejection(client.signInEmail('a@b.co', 'x'))).resolves.toMatchObject({
      status: 429,
      code: 'SIGN_IN_LOCKED',
      message,
    });
  });

  it('falls back to the SPEC text when the error has no message', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 'EMAIL_NOT_VERIFIED' }, 403));
    const error = await rejection(client.signInEmail('a@b.co', 'x'));
    expect(error).toMatchObject({ status: 403, code: 'EMAIL_NOT_VERIFIED' });
    expect(error.message).toBe("API error: 403 - Forbidden. You don't have permission to access this resource.");
  });

  it('exchanges the cookie for a token and reports an ended session as unauthorized', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ token: 'jwt-1' }));
    await expect(client.getToken()).resolves.toBe('jwt-1');
    expect(sent().init).toMatchObject({ method: 'GET', credentials: 'include' });
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 'UNAUTHORIZED', message: 'No session' }, 401));
    const error = await rejection(client.getToken());
    expect(isUnauthorizedError(error)).toBe(true);
    expect(isUnauthorizedError(new ApiError({ kind: 'http', status: 500, path: '/auth/token', message: 'x' }))).toBe(
      false,
    );
  });

  it('reads the provider session, or null when there is none', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ session: { expiresAt: '2030-01-02T00:00:00.000Z' }, user: { id: 'u1' } }),
    );
    await expect(client.getSession()).resolves.toEqual({ expiresAt: '2030-01-02T00:00:00.000Z' });
    fetchMock.mockResolvedValueOnce(jsonResponse(null));
    await expect(client.getSession()).resolves.toBeNull();
    expect(sent(1).url).toBe('/auth/get-session');
  });

  it('starts OAuth sign-in and returns the provider URL', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ url: 'https://accounts.example.com/authorize?x=1', redirect: true }),
    );
    const urls = { callbackURL: '/callback?redirect=%2Fprofile', errorCallbackURL: '/login' };
    await expect(client.startOAuth('google', urls)).resolves.toBe('https://accounts.example.com/authorize?x=1');
    expect(sent().url).toBe('/auth/sign-in/social');
    expect(sent().body).toEqual({ provider: 'google', ...urls });
  });

  it('logs out with an empty 204 answer', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(client.logout()).resolves.toBeUndefined();
    expect(sent().url).toBe('/auth/logout');
    expect(sent().init).toMatchObject({ method: 'POST', credentials: 'include' });
  });

  it('turns an unreachable server into a network ApiError with status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(rejection(client.getToken())).resolves.toMatchObject({
      kind: 'network',
      status: 0,
      path: '/auth/token',
    });
  });

  it('treats an HTML page where JSON was expected as an error', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('<!doctype html><html></html>', { headers: { 'content-type': 'text/html' } }),
    );
    await expect(rejection(client.getConfig())).resolves.toMatchObject({ kind: 'html' });
  });

  it('prefixes a configured base URL', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ token: 'jwt' }));
    await createAuthClient({ baseUrl: 'https://id.example.com' }).getToken();
    expect(sent().url).toBe('https://id.example.com/auth/token');
  });
});

describe('authClient password reset', () => {
  it('asks for a reset link that comes back to the given path', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({
        status: true,
        message: 'If this email exists in our system, check your email for the reset link',
      }),
    );
    await expect(client.requestPasswordReset('a@b.co', '/login')).resolves.toBeUndefined();
    expect(sent().url).toBe('/auth/request-password-reset');
    expect(sent().init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(sent().body).toEqual({ email: 'a@b.co', redirectTo: '/login' });
  });

  it('sets a new password with the token from the link, and rejects a spent token with the server’s message', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ status: true }));
    await client.resetPassword('new-secret-1', 'tok-1');
    expect(sent().url).toBe('/auth/reset-password');
    expect(sent().body).toEqual({ newPassword: 'new-secret-1', token: 'tok-1' });

    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 'INVALID_TOKEN', message: 'Invalid token' }, 400));
    await expect(rejection(client.resetPassword('new-secret-1', 'spent'))).resolves.toMatchObject({
      status: 400,
      code: 'INVALID_TOKEN',
      message: 'Invalid token',
    });
  });

  it('keeps the field errors of a validation failure', async () => {
    const fields = [{ field: 'body.password', message: 'Use at least 8 characters.' }];
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { code: 'VALIDATION_ERROR', message: 'Invalid request. body.password: Use at least 8 characters.', fields },
        400,
      ),
    );
    const error = await rejection(client.signUpEmail({ email: 'a@b.co', password: 'short', name: 'A' }));
    expect(error.fields).toEqual(fields);
  });
});

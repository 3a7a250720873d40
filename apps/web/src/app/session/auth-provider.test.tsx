import { SESSION_STORAGE_KEY, type AuthConfig, type User } from '@assay/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { jsonResponse } from '@/testing/fetch-stub';
import { useAuth, type AuthContextValue } from '@/lib/auth-context';
import { AuthProvider } from './auth-provider';
import { readStoredRole, readStoredSession, readRegistrationAttribute } from '@/features/identity/session-storage';
import { makeTestJwt, testClaims } from '@/testing/test-tokens';
import { handleUnauthorized } from '@/features/identity/unauthorized';

type Handler = (init: RequestInit, url: URL) => Response | Promise<Response>;

const sessionExpiry = '2030-02-01T00:00:00.000Z';
const syncedUser: User = {
  id: 'user-1',
  email: 'ada@example.com',
  name: 'Ada Synced',
  role: 'interviewer',
  organizationId: 'org-1',
  picture: '',
  createdAt: '2029-01-01T00:00:00.000Z',
  updatedAt: '2029-01-01T00:00:00.000Z',
};
const config: AuthConfig = { emailPassword: true, google: true, oidc: null, requireEmailVerification: false };
const unauthorized = () => jsonResponse({ code: 'UNAUTHORIZED', message: 'No session' }, 401);

let routes: Map<string, Handler>;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let auth: AuthContextValue | null = null;
let token: string;

/** Answers like the API and its identity provider; a route can be replaced per test. */
function route(key: string, handler: Handler): void {
  routes.set(key, handler);
}

function calls(key: string): RequestInit[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === key,
    )
    .map(([, init]) => init ?? {});
}

function bodyOf(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
}

function Probe() {
  const value = useAuth();
  // A layout effect: waitFor sees the DOM right after the commit, before passive effects would have run.
  useLayoutEffect(() => {
    auth = value;
  });
  return (
    <dl>
      <dt>status</dt>
      <dd data-testid="status">{value.status}</dd>
      <dd data-testid="name">{value.user?.name ?? ''}</dd>
      <dd data-testid="role">{value.userRole ?? ''}</dd>
      <dd data-testid="token">{value.jwtToken ?? ''}</dd>
    </dl>
  );
}

function current(): AuthContextValue {
  if (!auth) throw new Error('The probe has not rendered.');
  return auth;
}

function renderProvider(props: { navigate?: (to: string) => void; leaveApp?: (url: string) => void } = {}) {
  return render(
    <AuthProvider {...props}>
      <Probe />
    </AuthProvider>,
  );
}

const status = () => screen.getByTestId('status').textContent;

beforeEach(() => {
  token = makeTestJwt(testClaims({ roleNames: ['orgadmin'] }));
  routes = new Map<string, Handler>([
    ['GET /auth/token', () => jsonResponse({ token })],
    ['GET /auth/get-session', () => jsonResponse({ session: { expiresAt: sessionExpiry }, user: {} })],
    ['GET /auth/config', () => jsonResponse(config)],
    ['POST /auth/logout', () => new Response(null, { status: 204 })],
    ['POST /api/v1/users/sync-descope-to-backend', () => jsonResponse({ success: true, user: syncedUser })],
    ['GET /api/v1/users/me', () => jsonResponse(syncedUser)],
  ]);
  fetchMock = vi.fn<typeof fetch>(async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes.get(`${init.method ?? 'GET'} ${url.pathname}`);
    return handler ? handler(init, url) : jsonResponse({ code: 'ROUTE_NOT_FOUND', message: 'no route' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  for (const level of ['debug', 'info', 'warn', 'error'] as const) vi.spyOn(logger, level).mockImplementation(() => {});
  vi.spyOn(toast, 'error');
  vi.spyOn(toast, 'warning');
});

afterEach(() => {
  auth = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

describe('AuthProvider on start', () => {
  it('is loading, then signs in from the provider session with the synced user', async () => {
    renderProvider();
    expect(status()).toBe('loading');
    await waitFor(() => expect(status()).toBe('authenticated'));
    expect(screen.getByTestId('name')).toHaveTextContent('Ada Synced');
    expect(current()).toMatchObject({ userId: 'user-1', userRole: 'interviewer', jwtToken: token });
    expect(readStoredSession()).toEqual({ token, refreshExpiry: Date.parse(sessionExpiry) });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toMatchObject({ token });
    expect(readStoredRole()).toBe('interviewer');
    const [sync] = calls('POST /api/v1/users/sync-descope-to-backend');
    expect((sync?.headers as Record<string, string>).authorization).toBe(`Bearer ${token}`);
    expect(calls('GET /auth/token')[0]?.credentials).toBe('include');
  });

  it('is anonymous and drops a leftover session when the provider has none', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'old', refreshExpiry: Date.now() + 60_000 }));
    sessionStorage.setItem('user_role', 'admin');
    route('GET /auth/token', unauthorized);
    renderProvider();
    await waitFor(() => expect(status()).toBe('anonymous'));
    expect(current()).toMatchObject({ user: null, userRole: null, userId: null, jwtToken: null });
    expect(readStoredSession()).toBeNull();
    expect(readStoredRole()).toBeNull();
    expect(calls('POST /api/v1/users/sync-descope-to-backend')).toHaveLength(0);
  });

  it('falls back to GET /users/me when sync fails, without a toast', async () => {
    route('POST /api/v1/users/sync-descope-to-backend', () =>
      jsonResponse({ code: 'INTERNAL_ERROR', message: 'x' }, 500),
    );
    route('GET /api/v1/users/me', () => jsonResponse({ ...syncedUser, name: 'Ada Existing', role: null }));
    renderProvider();
    await waitFor(() => expect(status()).toBe('authenticated'));
    expect(screen.getByTestId('name')).toHaveTextContent('Ada Existing');
    expect(current().userRole).toBeNull();
    expect(readStoredRole()).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.warning).not.toHaveBeenCalled();
  });

  it('builds the user from the token claims when sync and fetch both fail', async () => {
    route('POST /api/v1/users/sync-descope-to-backend', () =>
      jsonResponse({ code: 'INTERNAL_ERROR', message: 'x' }, 500),
    );
    route('GET /api/v1/users/me', () => jsonResponse({ code: 'INTERNAL_ERROR', message: 'x' }, 503));
    renderProvider();
    await waitFor(() => expect(status()).toBe('authenticated'));
    expect(current()).toMatchObject({ userId: 'user-1', userRole: 'orgadmin' });
    expect(current().user).toMatchObject({ email: 'ada@example.com', name: 'Ada Lovelace', role: 'orgadmin' });
    expect(readStoredRole()).toBe('orgadmin');
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('AuthProvider actions', () => {
  async function renderAnonymous(props: Parameters<typeof renderProvider>[0] = {}) {
    const answerToken = routes.get('GET /auth/token');
    route('GET /auth/token', unauthorized);
    renderProvider(props);
    await waitFor(() => expect(status()).toBe('anonymous'));
    if (answerToken) route('GET /auth/token', answerToken);
  }

  it('signIn surfaces the server’s message and stays anonymous on a wrong password', async () => {
    await renderAnonymous();
    route('POST /auth/sign-in/email', () =>
      jsonResponse({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password.' }, 401),
    );
    await expect(act(() => current().signIn('ada@example.com', 'wrong'))).rejects.toMatchObject({
      message: 'Invalid email or password.',
      code: 'INVALID_EMAIL_OR_PASSWORD',
    });
    expect(status()).toBe('anonymous');
  });

  it('signIn signs in and runs the after-sign-in flow', async () => {
    await renderAnonymous();
    route('POST /auth/sign-in/email', () => jsonResponse({ redirect: false, token: 'cookie-session' }));
    await act(() => current().signIn('ada@example.com', 'right-password'));
    expect(status()).toBe('authenticated');
    expect(bodyOf(calls('POST /auth/sign-in/email')[0])).toEqual({
      email: 'ada@example.com',
      password: 'right-password',
    });
    expect(current().jwtToken).toBe(token);
    expect(readStoredSession()?.token).toBe(token);
  });

  it('signUp keeps custom attributes in session storage until sign-up completes, then signs in', async () => {
    await renderAnonymous();
    const seenDuringSignUp: (string | null)[] = [];
    route('POST /auth/sign-up/email', () => {
      seenDuringSignUp.push(readRegistrationAttribute('company'));
      return jsonResponse({ token: null, user: { id: 'user-1' } });
    });
    route('POST /auth/sign-in/email', () => jsonResponse({ redirect: false }));
    const input = {
      email: 'ada@example.com',
      password: 'pw-123456',
      name: 'Ada',
      customAttributes: { company: 'Acme' },
    };
    await expect(act(() => current().signUp(input))).resolves.toEqual({ verificationRequired: false });
    expect(bodyOf(calls('POST /auth/sign-up/email')[0])).toEqual(input);
    expect(seenDuringSignUp).toEqual(['Acme']);
    expect(readRegistrationAttribute('company')).toBeNull();
    expect(calls('POST /auth/sign-in/email')).toHaveLength(1);
    expect(status()).toBe('authenticated');
  });

  it('signUp reports that verification is required instead of signing in', async () => {
    await renderAnonymous();
    route('GET /auth/config', () => jsonResponse({ ...config, requireEmailVerification: true }));
    route('POST /auth/sign-up/email', () => jsonResponse({ token: null, user: { id: 'user-1' } }));
    await expect(act(() => current().signUp({ email: 'a@b.co', password: 'pw-123456', name: 'A' }))).resolves.toEqual({
      verificationRequired: true,
    });
    expect(calls('POST /auth/sign-in/email')).toHaveLength(0);
    expect(status()).toBe('anonymous');
  });

  it('signInWithProvider sends the browser to the provider with a callback to the target', async () => {
    const leaveApp = vi.fn();
    await renderAnonymous({ leaveApp });
    route('POST /auth/sign-in/social', () =>
      jsonResponse({ url: 'https://accounts.example.com/o/auth?state=1', redirect: true }),
    );
    await act(() => current().signInWithProvider('google', '/interviewer/dashboard?tab=2'));
    expect(bodyOf(calls('POST /auth/sign-in/social')[0])).toEqual({
      provider: 'google',
      callbackURL: '/callback?redirect=%2Finterviewer%2Fdashboard%3Ftab%3D2',
      errorCallbackURL: '/login?redirect=%2Finterviewer%2Fdashboard%3Ftab%3D2',
    });
    expect(leaveApp).toHaveBeenCalledWith('https://accounts.example.com/o/auth?state=1');
  });

  it('logout ends the provider session, clears storage and state, and goes to / by default', async () => {
    const navigate = vi.fn();
    renderProvider({ navigate });
    await waitFor(() => expect(status()).toBe('authenticated'));
    await act(() => current().logout());
    expect(calls('POST /auth/logout')).toHaveLength(1);
    expect(status()).toBe('anonymous');
    expect(readStoredSession()).toBeNull();
    expect(readStoredRole()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('logout still signs out here, logging J161000, when the provider cannot be reached', async () => {
    const navigate = vi.fn();
    renderProvider({ navigate });
    await waitFor(() => expect(status()).toBe('authenticated'));
    route('POST /auth/logout', () => {
      throw new TypeError('Failed to fetch');
    });
    await act(() => current().logout('/login'));
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining('J161000'),
      expect.objectContaining({ code: 'J161000' }),
    );
    expect(status()).toBe('anonymous');
    expect(readStoredSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('reloadUser takes the user and role from the API', async () => {
    renderProvider();
    await waitFor(() => expect(status()).toBe('authenticated'));
    route('GET /api/v1/users/me', () => jsonResponse({ ...syncedUser, role: 'orgadmin' }));
    await expect(act(() => current().reloadUser())).resolves.toMatchObject({ role: 'orgadmin' });
    expect(current().userRole).toBe('orgadmin');
    expect(readStoredRole()).toBe('orgadmin');
  });

  it('signs this tab out when another tab signs out', async () => {
    renderProvider();
    await waitFor(() => expect(status()).toBe('authenticated'));
    act(() => {
      localStorage.removeItem(SESSION_STORAGE_KEY);
      window.dispatchEvent(
        new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: null, storageArea: localStorage }),
      );
    });
    expect(status()).toBe('anonymous');
    expect(readStoredRole()).toBeNull();
  });
});

/**
 * waitFor cannot be used under fake setTimeout (Testing Library drains with one), so this yields real
 * macrotasks until `check` holds.
 */
async function until(check: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 100 && !check(); attempt += 1) {
    await act(async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
    });
  }
  expect(check()).toBe(true);
}

describe('AuthProvider session refresh', () => {
  /** A token that must be refreshed 15 s after it is issued. */
  function shortToken(label: string): string {
    const iat = Math.floor(Date.now() / 1000);
    return makeTestJwt(testClaims({ iat, exp: iat + 30, sub: 'user-1', name: label }));
  }

  beforeEach(() => {
    // setInterval stays real so waitFor can poll.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(Date.parse('2030-01-01T00:00:00Z'));
    token = shortToken('first');
  });

  it('refreshes the token before it expires and shares the new one', async () => {
    renderProvider();
    await until(() => status() === 'authenticated');
    const refreshed = shortToken('second');
    route('GET /auth/token', () => jsonResponse({ token: refreshed }));
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(current().jwtToken).toBe(refreshed);
    expect(readStoredSession()?.token).toBe(refreshed);
  });

  it('signs out when the provider answers the refresh with 401', async () => {
    renderProvider();
    await until(() => status() === 'authenticated');
    route('GET /auth/token', unauthorized);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(status()).toBe('anonymous');
    expect(readStoredSession()).toBeNull();
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('J161001'), expect.anything());
  });

  it('stops refreshing after an API call answers 401', async () => {
    renderProvider();
    await until(() => status() === 'authenticated');
    const before = calls('GET /auth/token').length;
    act(() => handleUnauthorized());
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(calls('GET /auth/token')).toHaveLength(before);
  });
});

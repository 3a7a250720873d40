import { authConfigSchema, authPaths, fieldErrorSchema, type AuthConfig } from '@assay/contracts';
import { z } from 'zod';
import { ApiError, isApiError } from '@/lib/api-client/api-error';
import { OFFLINE_MESSAGE, httpErrorMessage, networkErrorMessage } from '@/lib/api-client/messages';
import { parseResponse } from '@/lib/api-client/parse-response';
import type { SignUpInput } from '@/lib/auth-context';

export type OAuthProviderId = 'google' | 'oidc';

export interface OAuthStart {
  /** Where the provider comes back to after sign-in (our /callback). */
  callbackURL: string;
  errorCallbackURL: string;
}

/** The identity provider's session (better-auth's get-session): when it ends. */
export interface ProviderSession {
  expiresAt: string;
}

/** One signed-in browser or device of the user (better-auth's list-sessions). */
export interface DeviceSession {
  token: string;
  createdAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
}

/**
 * The embedded identity provider under /auth. It works by an httpOnly cookie, not the bearer, so every call
 * includes credentials. Failures reject with ApiError carrying status, code and the provider's own message.
 */
export interface AuthClient {
  getConfig(): Promise<AuthConfig>;
  /** Creates the account; never signs in by itself. */
  signUpEmail(input: SignUpInput): Promise<void>;
  /** Sets the session cookie. */
  signInEmail(email: string, password: string): Promise<void>;
  /** Exchanges the session cookie for a short-lived JWT. */
  getToken(): Promise<string>;
  getSession(): Promise<ProviderSession | null>;
  /** Returns the provider's URL to send the browser to. */
  startOAuth(providerId: OAuthProviderId, urls: OAuthStart): Promise<string>;
  logout(): Promise<void>;
  /**
   * Mails a reset link when the address has an account, and answers the same when it has none. The link comes
   * back to `redirectTo` (a path here) with `?token=` or `?error=INVALID_TOKEN`.
   */
  requestPasswordReset(email: string, redirectTo: string): Promise<void>;
  resetPassword(newPassword: string, token: string): Promise<void>;
  /** Changes the password of the signed-in user; `revokeOtherSessions` signs out every other device. */
  changePassword(input: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }): Promise<void>;
  /** The user's sessions, and the token of this browser's own. */
  listSessions(): Promise<{ sessions: DeviceSession[]; current: string | null }>;
  revokeSession(token: string): Promise<void>;
  revokeOtherSessions(): Promise<void>;
}

export interface AuthClientOptions {
  /** Default '' (same origin as the page). */
  baseUrl?: string;
  /** Default: the global fetch, looked up at call time so tests and polyfills can replace it. */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
}

const tokenSchema = z.object({ token: z.string().min(1) });
const sessionSchema = z
  .object({ session: z.object({ expiresAt: z.string(), token: z.string().optional() }) })
  .nullable();
const deviceSessionsSchema = z.array(
  z.object({
    token: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
    ipAddress: z
      .string()
      .nullish()
      .transform((value) => value ?? null),
    userAgent: z
      .string()
      .nullish()
      .transform((value) => value ?? null),
  }),
);
const oauthSchema = z.object({ url: z.string().min(1) });
const anything = z.unknown();
const fieldListSchema = z.array(fieldErrorSchema);

interface Schema<T> {
  parse(data: unknown): T;
}

export function isUnauthorizedError(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

export function createAuthClient(options: AuthClientOptions = {}): AuthClient {
  const baseUrl = options.baseUrl ?? '';
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function call<T>(method: 'GET' | 'POST', path: string, schema: Schema<T>, body?: unknown): Promise<T> {
    const requestId = crypto.randomUUID();
    const headers: Record<string, string> = { accept: 'application/json', 'x-request-id': requestId };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        credentials: 'include',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      const offline = globalThis.navigator?.onLine === false;
      throw new ApiError({
        kind: offline ? 'offline' : 'network',
        status: 0,
        path,
        requestId,
        message: offline ? OFFLINE_MESSAGE : networkErrorMessage(path),
        cause: error,
      });
    }
    if (!response.ok) throw await providerError(response, path, requestId);
    const data = await parseResponse(response, { path, requestId });
    return schema.parse(data ?? null);
  }

  return {
    getConfig: () => call('GET', authPaths.config, authConfigSchema),
    signUpEmail: async (input) => {
      await call('POST', authPaths.signUpEmail, anything, input);
    },
    signInEmail: async (email, password) => {
      await call('POST', authPaths.signInEmail, anything, { email, password });
    },
    getToken: async () => (await call('GET', authPaths.token, tokenSchema)).token,
    getSession: async () => (await call('GET', authPaths.session, sessionSchema))?.session ?? null,
    startOAuth: async (providerId, urls) =>
      (await call('POST', authPaths.signInOAuth, oauthSchema, { provider: providerId, ...urls })).url,
    logout: async () => {
      await call('POST', authPaths.logout, anything);
    },
    requestPasswordReset: async (email, redirectTo) => {
      await call('POST', authPaths.requestPasswordReset, anything, { email, redirectTo });
    },
    resetPassword: async (newPassword, token) => {
      await call('POST', authPaths.resetPassword, anything, { newPassword, token });
    },
    changePassword: async (input) => {
      await call('POST', authPaths.changePassword, anything, input);
    },
    listSessions: async () => {
      const [sessions, own] = await Promise.all([
        call('GET', authPaths.listSessions, deviceSessionsSchema),
        call('GET', authPaths.session, sessionSchema),
      ]);
      return { sessions, current: own?.session.token ?? null };
    },
    revokeSession: async (token) => {
      await call('POST', authPaths.revokeSession, anything, { token });
    },
    revokeOtherSessions: async () => {
      await call('POST', authPaths.revokeOtherSessions, anything, {});
    },
  };
}

/**
 * Unlike the API client, the provider's own message comes first even for 401/403/429: it is the one that tells a
 * person what to do ("Invalid email or password.", the lock-out wait).
 */
async function providerError(response: Response, path: string, requestId: string): Promise<ApiError> {
  const body = await response
    .text()
    .then((text) => JSON.parse(text) as unknown)
    .catch(() => undefined);
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
  const bodyMessage = text(record.message);
  // Our sign-up validation names the fields (`body.password`), so forms can put each message under its field.
  const fields = fieldListSchema.safeParse(record.fields);
  return new ApiError({
    kind: 'http',
    status: response.status,
    statusText: response.statusText,
    path,
    message: bodyMessage ?? httpErrorMessage({ status: response.status, statusText: response.statusText, path }),
    code: text(record.code),
    requestId: text(record.requestId) ?? response.headers.get('x-request-id') ?? requestId,
    body,
    fields: fields.success ? fields.data : undefined,
  });
}

export const authClient: AuthClient = createAuthClient();

import {
  IDENTITY_ERROR_CODES,
  ORGANIZATION_ID_STORAGE_KEY,
  SESSION_STORAGE_KEY,
  USER_ROLE_STORAGE_KEY,
  authPaths,
  registrationStorageKey,
  type StoredSession,
  type User,
} from '@assay/contracts';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import { logger } from '@/lib/logger';
import { AuthContext, type AuthContextValue, type AuthState, type SignUpInput } from '@/lib/auth-context';
import type { OAuthProviderId } from '@/features/identity/auth-client';
import type { SessionRefresh } from '@/features/identity/session-refresh';
// Its types only: the module itself is loaded on demand (loadKit).
import type * as AuthKitModule from './auth-kit';

type AuthKit = typeof AuthKitModule;

let kitLoading: Promise<AuthKit> | null = null;
/** The signed-in half (auth-kit.ts), loaded once; a failed download is tried again by the next caller. */
function loadKit(): Promise<AuthKit> {
  kitLoading ??= import('./auth-kit').catch((error: unknown) => {
    kitLoading = null;
    throw error;
  });
  return kitLoading;
}

/**
 * Whether the identity provider answers get-session with no session (JSON null, or an empty body), read without the
 * auth client: the one answer that needs nothing more, and a public page's visitor's. Any other answer, or none, is
 * left to the auth client's token call, as it always was.
 */
async function providerHasNoSession(): Promise<boolean> {
  try {
    const response = await globalThis.fetch(authPaths.session, {
      method: 'GET',
      credentials: 'include',
      headers: { accept: 'application/json', 'x-request-id': crypto.randomUUID() },
    });
    if (!response.ok) return false;
    const text = await response.text();
    if ((response.headers.get('content-type') ?? '').toLowerCase().includes('text/html')) return false;
    if (/^\s*<(!doctype\s+html|html[\s>])/i.test(text)) return false;
    return text.trim() === '' || JSON.parse(text) === null;
  } catch {
    return false;
  }
}

/** Whether this browser keeps anything of a signed-in user (session-storage.ts's keys), so signing out must clear it. */
function keepsAuthStorage(): boolean {
  const registration = registrationStorageKey('');
  const holds = (name: 'sessionStorage' | 'localStorage'): boolean => {
    try {
      const storage = window[name];
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index) ?? '';
        if (
          key === SESSION_STORAGE_KEY ||
          key === USER_ROLE_STORAGE_KEY ||
          key === ORGANIZATION_ID_STORAGE_KEY ||
          key.startsWith(registration)
        )
          return true;
      }
    } catch {
      // Blocked storage holds nothing.
    }
    return false;
  };
  return holds('sessionStorage') || holds('localStorage') || window.__assaySession !== undefined;
}

const signedOut: AuthState = { status: 'anonymous', user: null, userRole: null, userId: null, jwtToken: null };
const loading: AuthState = { ...signedOut, status: 'loading' };

export const ACCOUNT_UNAVAILABLE_MESSAGE = 'You are signed in, but your account could not be loaded. Please try again.';
export const LOGOUT_FAILED_MESSAGE =
  `Signed out on this device, but the sign-in server could not be reached to end the session. ` +
  `(${IDENTITY_ERROR_CODES.oidcLogoutFailure})`;

export interface AuthProviderProps {
  children: ReactNode;
  /** In-app navigation (React Router's navigate inside the router). Default: a full page load. */
  navigate?: (to: string) => void;
  /** Sends the browser to another site (the OAuth provider). */
  leaveApp?: (url: string) => void;
}

const assignLocation = (url: string): void => window.location.assign(url);

/** Owns the auth state machine of SPEC.md §4 and the session behind it. */
export function AuthProvider({ children, navigate = assignLocation, leaveApp = assignLocation }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>(loading);
  // Listeners registered once read the latest state through this, without re-subscribing on every change. Updated
  // during the commit (a layout effect), so an event arriving before passive effects run still sees the new state.
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);

  // The kit and what this provider set up with it (the bearer, the listeners, the refresh timer), from the first time
  // a session or a sign-in needs it; undone when the provider unmounts.
  const kitRef = useRef<{ kit: AuthKit; refresher: SessionRefresh; undo: (() => void)[] } | null>(null);
  const withKit = useCallback(async () => {
    const kit = await loadKit();
    if (kitRef.current) return kitRef.current;
    const refresher = kit.createSessionRefresh({
      refresh: () => kit.loadProviderSession(),
      onRefreshed: kit.writeStoredSession,
      // Clearing storage reaches the state through the storage listener below, as a sign-out in another tab does.
      onSignedOut: kit.clearAuthStorage,
    });
    const undo = [
      // Before any sign-in completes: the sync call needs the bearer.
      kit.installBearer(),
      kit.onStoredSessionChange((session) => {
        if (stateRef.current.status !== 'authenticated') return;
        if (session) {
          setState((previous) =>
            previous.status === 'authenticated' ? { ...previous, jwtToken: session.token } : previous,
          );
          return;
        }
        refresher.cancel();
        kit.clearUserStorage();
        setState(signedOut);
      }),
      kit.onUnauthorized(() => refresher.cancel()),
      () => refresher.cancel(),
    ];
    kitRef.current = { kit, refresher, undo };
    return kitRef.current;
  }, []);
  useEffect(
    () => () => {
      for (const undo of kitRef.current?.undo ?? []) undo();
      kitRef.current = null;
    },
    [],
  );

  const completeSignIn = useCallback(
    async (session: StoredSession, isCurrent: () => boolean = () => true): Promise<User | null> => {
      const { kit, refresher } = await withKit();
      // Stored first: the sync call needs the bearer.
      kit.writeStoredSession(session);
      const user = await kit.resolveSignedInUser(kit.readSessionClaims(session.token));
      if (!isCurrent()) return null;
      if (!user) {
        refresher.cancel();
        kit.clearAuthStorage();
        setState(signedOut);
        return null;
      }
      kit.clearRegistrationAttributes();
      kit.writeStoredRole(user.role);
      setState({ status: 'authenticated', user, userRole: user.role, userId: user.id, jwtToken: session.token });
      refresher.schedule(session.token);
      return user;
    },
    [withKit],
  );

  useEffect(() => {
    let current = true;
    // Asking for the session first answers a visitor with no session without a 401 from the token endpoint
    // (which browsers log as an error on every public page), and without loading the kit. If that call fails, the
    // token call decides.
    void providerHasNoSession().then(async (none) => {
      if (!current) return;
      if (none && !keepsAuthStorage()) {
        setState(signedOut);
        return;
      }
      let kit: AuthKit;
      try {
        ({ kit } = await withKit());
      } catch (error) {
        // The sign-in code could not be downloaded: signed out, as when the provider cannot be reached.
        logger.info('Could not load the sign-in code; continuing signed out.', error);
        if (current) setState(signedOut);
        return;
      }
      if (!current) return;
      if (none) {
        kit.clearAuthStorage();
        setState(signedOut);
        return;
      }
      kit.loadProviderSession().then(
        (session) => {
          if (!current) return null;
          if (session) return completeSignIn(session, () => current);
          kit.clearAuthStorage();
          setState(signedOut);
          return null;
        },
        (error: unknown) => {
          if (!current) return;
          if (kit.isUnauthorizedError(error)) kit.clearAuthStorage();
          else logger.info('Could not reach the identity provider; continuing signed out.', error);
          setState(signedOut);
        },
      );
    });
    return () => {
      current = false;
    };
  }, [withKit, completeSignIn]);

  const signIn = useCallback(
    async (email: string, password: string): Promise<void> => {
      const { kit } = await withKit();
      await kit.authClient.signInEmail(email, password);
      const user = await completeSignIn(await kit.loadProviderSession());
      if (!user) throw new Error(ACCOUNT_UNAVAILABLE_MESSAGE);
    },
    [withKit, completeSignIn],
  );

  const signUp = useCallback(
    async (input: SignUpInput): Promise<{ verificationRequired: boolean }> => {
      const { kit } = await withKit();
      if (input.customAttributes) kit.storeRegistrationAttributes(input.customAttributes);
      await kit.authClient.signUpEmail(input);
      // Without the config, signing in still tells: the provider refuses an unverified email with 403.
      const config = await kit.authClient.getConfig().catch(() => null);
      if (config?.requireEmailVerification) return { verificationRequired: true };
      try {
        await signIn(input.email, input.password);
      } catch (error) {
        if (kit.isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED') return { verificationRequired: true };
        throw error;
      }
      return { verificationRequired: false };
    },
    [withKit, signIn],
  );

  const signInWithProvider = useCallback(
    async (providerId: OAuthProviderId, redirectTo: string): Promise<void> => {
      const { kit } = await withKit();
      const target = encodeURIComponent(redirectTo);
      const url = await kit.authClient.startOAuth(providerId, {
        callbackURL: `${paths.callback}?redirect=${target}`,
        errorCallbackURL: `${paths.login}?redirect=${target}`,
      });
      leaveApp(url);
    },
    [withKit, leaveApp],
  );

  const logout = useCallback(
    async (to: string = paths.home): Promise<void> => {
      const { kit, refresher } = await withKit();
      try {
        await kit.authClient.logout();
      } catch (error) {
        logger.warn(LOGOUT_FAILED_MESSAGE, { code: IDENTITY_ERROR_CODES.oidcLogoutFailure, error });
      }
      refresher.cancel();
      kit.clearAuthStorage();
      setState(signedOut);
      navigate(to);
    },
    [withKit, navigate],
  );

  const reloadUser = useCallback(async (): Promise<User | null> => {
    const { kit } = await withKit();
    const user = await kit.userService.getMe();
    if (!user) return null;
    kit.writeStoredRole(user.role);
    setState((previous) =>
      previous.status === 'authenticated' ? { ...previous, user, userRole: user.role, userId: user.id } : previous,
    );
    return user;
  }, [withKit]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signIn, signUp, signInWithProvider, logout, reloadUser }),
    [state, signIn, signUp, signInWithProvider, logout, reloadUser],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

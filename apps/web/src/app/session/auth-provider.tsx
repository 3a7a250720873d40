import { IDENTITY_ERROR_CODES, type StoredSession, type User } from '@assay/contracts';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client/api-error';
import { logger } from '@/lib/logger';
import { AuthContext, type AuthContextValue, type AuthState, type SignUpInput } from '@/lib/auth-context';
import { authClient, isUnauthorizedError, type OAuthProviderId } from '@/features/identity/auth-client';
import { readSessionClaims } from '@/features/identity/jwt-claims';
import { loadProviderSession } from '@/features/identity/provider-session';
import { resolveSignedInUser } from './resolve-user';
import { createSessionRefresh } from '@/features/identity/session-refresh';
import {
  clearAuthStorage,
  clearRegistrationAttributes,
  clearUserStorage,
  onStoredSessionChange,
  storeRegistrationAttributes,
  writeStoredRole,
  writeStoredSession,
} from '@/features/identity/session-storage';
import { installBearer } from '@/features/identity/token-cache';
import { onUnauthorized } from '@/features/identity/unauthorized';
import { userService } from '@/features/users/api/user-service';

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

  const [refresher] = useState(() =>
    createSessionRefresh({
      refresh: () => loadProviderSession(),
      onRefreshed: writeStoredSession,
      // Clearing storage reaches the state through the storage listener below, as a sign-out in another tab does.
      onSignedOut: clearAuthStorage,
    }),
  );

  const completeSignIn = useCallback(
    async (session: StoredSession, isCurrent: () => boolean = () => true): Promise<User | null> => {
      // Stored first: the sync call needs the bearer.
      writeStoredSession(session);
      const user = await resolveSignedInUser(readSessionClaims(session.token));
      if (!isCurrent()) return null;
      if (!user) {
        refresher.cancel();
        clearAuthStorage();
        setState(signedOut);
        return null;
      }
      clearRegistrationAttributes();
      writeStoredRole(user.role);
      setState({ status: 'authenticated', user, userRole: user.role, userId: user.id, jwtToken: session.token });
      refresher.schedule(session.token);
      return user;
    },
    [refresher],
  );

  // Declared before the session check so the bearer is in place for the first sync call.
  useEffect(() => installBearer(), []);

  useEffect(() => {
    let current = true;
    // Asking for the session first answers a visitor with no session without a 401 from the token endpoint
    // (which browsers log as an error on every public page). If that call fails, the token call decides.
    authClient
      .getSession()
      .catch(() => undefined)
      .then((session) => (session === null ? null : loadProviderSession()))
      .then(
        (session) => {
          if (!current) return null;
          if (session) return completeSignIn(session, () => current);
          clearAuthStorage();
          setState(signedOut);
          return null;
        },
        (error: unknown) => {
          if (!current) return;
          if (isUnauthorizedError(error)) clearAuthStorage();
          else logger.info('Could not reach the identity provider; continuing signed out.', error);
          setState(signedOut);
        },
      );
    return () => {
      current = false;
    };
  }, [completeSignIn]);

  useEffect(
    () =>
      onStoredSessionChange((session) => {
        if (stateRef.current.status !== 'authenticated') return;
        if (session) {
          setState((previous) =>
            previous.status === 'authenticated' ? { ...previous, jwtToken: session.token } : previous,
          );
          return;
        }
        refresher.cancel();
        clearUserStorage();
        setState(signedOut);
      }),
    [refresher],
  );

  useEffect(() => onUnauthorized(() => refresher.cancel()), [refresher]);
  useEffect(() => () => refresher.cancel(), [refresher]);

  const signIn = useCallback(
    async (email: string, password: string): Promise<void> => {
      await authClient.signInEmail(email, password);
      const user = await completeSignIn(await loadProviderSession());
      if (!user) throw new Error(ACCOUNT_UNAVAILABLE_MESSAGE);
    },
    [completeSignIn],
  );

  const signUp = useCallback(
    async (input: SignUpInput): Promise<{ verificationRequired: boolean }> => {
      if (input.customAttributes) storeRegistrationAttributes(input.customAttributes);
      await authClient.signUpEmail(input);
      // Without the config, signing in still tells: the provider refuses an unverified email with 403.
      const config = await authClient.getConfig().catch(() => null);
      if (config?.requireEmailVerification) return { verificationRequired: true };
      try {
        await signIn(input.email, input.password);
      } catch (error) {
        if (isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED') return { verificationRequired: true };
        throw error;
      }
      return { verificationRequired: false };
    },
    [signIn],
  );

  const signInWithProvider = useCallback(
    async (providerId: OAuthProviderId, redirectTo: string): Promise<void> => {
      const target = encodeURIComponent(redirectTo);
      const url = await authClient.startOAuth(providerId, {
        callbackURL: `${paths.callback}?redirect=${target}`,
        errorCallbackURL: `${paths.login}?redirect=${target}`,
      });
      leaveApp(url);
    },
    [leaveApp],
  );

  const logout = useCallback(
    async (to: string = paths.home): Promise<void> => {
      try {
        await authClient.logout();
      } catch (error) {
        logger.warn(LOGOUT_FAILED_MESSAGE, { code: IDENTITY_ERROR_CODES.oidcLogoutFailure, error });
      }
      refresher.cancel();
      clearAuthStorage();
      setState(signedOut);
      navigate(to);
    },
    [navigate, refresher],
  );

  const reloadUser = useCallback(async (): Promise<User | null> => {
    const user = await userService.getMe();
    if (!user) return null;
    writeStoredRole(user.role);
    setState((previous) =>
      previous.status === 'authenticated' ? { ...previous, user, userRole: user.role, userId: user.id } : previous,
    );
    return user;
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signIn, signUp, signInWithProvider, logout, reloadUser }),
    [state, signIn, signUp, signInWithProvider, logout, reloadUser],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

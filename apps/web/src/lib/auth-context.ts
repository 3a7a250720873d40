import type { Role, User } from '@assay/contracts';
import { createContext, useContext } from 'react';

/**
 * The auth state machine of SPEC.md §4: loading, then authenticated (user, userRole, userId and jwtToken set) or
 * anonymous. Components read it through useAuth(); the AuthProvider owns the transitions.
 */
export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthState {
  status: AuthStatus;
  user: User | null;
  /** The user's role; null while loading, when anonymous, and for a signed-in user who has not chosen one. */
  userRole: Role | null;
  userId: string | null;
  jwtToken: string | null;
}

export interface SignUpInput {
  email: string;
  password: string;
  name: string;
  customAttributes?: Record<string, string>;
}

export interface AuthActions {
  signIn(email: string, password: string): Promise<void>;
  signUp(input: SignUpInput): Promise<{ verificationRequired: boolean }>;
  /** Starts Google or OIDC sign-in; the browser leaves the app and comes back to /callback. */
  signInWithProvider(providerId: 'google' | 'oidc', redirectTo: string): Promise<void>;
  /** Clears the session and state, then goes to `to` (SPEC.md §4: `/` by default; the sidebar passes `/login`). */
  logout(to?: string): Promise<void>;
  /** Fetches the user again from the API (after a role or profile change). */
  reloadUser(): Promise<User | null>;
}

export type AuthContextValue = AuthState & AuthActions;

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider>.');
  return value;
}

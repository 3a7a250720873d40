import type { Role } from '@assay/contracts';
import type { AuthState } from '@/lib/auth-context';
import { readTokenTimes } from './jwt-claims';
import { readStoredSession } from './session-storage';

/**
 * What the diagnostics pages may show about the session. Deliberately without the token or anything else that
 * would let a screenshot or a pasted support request sign someone in.
 */
export interface SessionSummary {
  status: AuthState['status'];
  userId: string | null;
  email: string | null;
  role: Role | null;
  /** When the current JWT stops being accepted (its exp), ms since the epoch. */
  tokenExpiresAt: number | null;
  /** When the provider session behind it ends and a new sign-in is needed, ms since the epoch. */
  refreshExpiresAt: number | null;
}

export function summarizeSession(
  state: Pick<AuthState, 'status' | 'user' | 'userId' | 'userRole' | 'jwtToken'>,
): SessionSummary {
  const exp = state.jwtToken ? readTokenTimes(state.jwtToken)?.exp : undefined;
  const stored = state.status === 'authenticated' ? readStoredSession() : null;
  return {
    status: state.status,
    userId: state.userId,
    email: state.user?.email ?? null,
    role: state.userRole,
    tokenExpiresAt: exp === undefined ? null : exp * 1000,
    refreshExpiresAt: stored?.refreshExpiry ?? null,
  };
}

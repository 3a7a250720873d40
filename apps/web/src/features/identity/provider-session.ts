import { FALLBACK_SESSION_EXPIRY_MS, type StoredSession } from '@assay/contracts';
import { logger } from '@/lib/logger';
import { authClient, type AuthClient } from './auth-client';

/**
 * Asks the provider for a fresh JWT and when its session ends. Rejects (401 when the session is over) only when
 * the token cannot be had: the expiry is a nicety, and a day is assumed when the provider does not say.
 */
export async function loadProviderSession(
  client: Pick<AuthClient, 'getToken' | 'getSession'> = authClient,
  now: () => number = Date.now,
): Promise<StoredSession> {
  const [token, session] = await Promise.all([
    client.getToken(),
    client.getSession().catch((error: unknown) => {
      logger.debug('The identity provider did not say when the session ends; assuming 24 hours.', error);
      return null;
    }),
  ]);
  const expiresAt = session ? Date.parse(session.expiresAt) : Number.NaN;
  return { token, refreshExpiry: Number.isFinite(expiresAt) ? expiresAt : now() + FALLBACK_SESSION_EXPIRY_MS };
}

import { TOKEN_CACHE_DEFAULT_TTL_MS, TOKEN_CACHE_MARGIN_MS, type StoredSession } from '@assay/contracts';
import { setTokenProvider } from '@/lib/api-client/token-provider';
import { onStoredSessionChange, readStoredSession, type StoredSessionListener } from './session-storage';

export interface TokenCache {
  /** The bearer for the next request, or null when there is no live session. */
  getToken(): string | null;
  /** Stops following the stored session. */
  dispose(): void;
}

export interface TokenCacheOptions {
  now?: () => number;
  read?: () => StoredSession | null;
  subscribe?: (listener: StoredSessionListener) => () => void;
}

/** When a cached read of `session` stops being trusted: 5 minutes before refresh expiry, or 1 hour without one. */
export function tokenCacheDeadline(session: StoredSession, now: number): number {
  return session.refreshExpiry > 0 ? session.refreshExpiry - TOKEN_CACHE_MARGIN_MS : now + TOKEN_CACHE_DEFAULT_TTL_MS;
}

/**
 * Every API request asks for the bearer, and parsing storage each time is wasted work; the cache is dropped the
 * moment the stored session changes, so it never serves a token that was refreshed or signed out.
 */
export function createTokenCache(options: TokenCacheOptions = {}): TokenCache {
  const now = options.now ?? Date.now;
  const read = options.read ?? readStoredSession;
  const subscribe = options.subscribe ?? onStoredSessionChange;
  let entry: { token: string; until: number } | null = null;
  // Subscribing lazily keeps importing this module free of side effects.
  let unsubscribe: (() => void) | null = null;

  return {
    getToken() {
      unsubscribe ??= subscribe(() => {
        entry = null;
      });
      const at = now();
      if (entry && at < entry.until) return entry.token;
      entry = null;
      const session = read();
      if (!session) return null;
      // The provider session behind this token has ended; sending it would only earn a 401.
      if (session.refreshExpiry > 0 && session.refreshExpiry <= at) return null;
      const until = tokenCacheDeadline(session, at);
      if (until > at) entry = { token: session.token, until };
      return session.token;
    },
    dispose() {
      unsubscribe?.();
      unsubscribe = null;
      entry = null;
    },
  };
}

let sharedCache: TokenCache | null = null;

export function getTokenCache(): TokenCache {
  sharedCache ??= createTokenCache();
  return sharedCache;
}

/** Makes every HTTP client send `Authorization: Bearer` from the stored session; returns the undo. */
export function installBearer(cache: TokenCache = getTokenCache()): () => void {
  setTokenProvider(() => cache.getToken());
  return () => setTokenProvider(null);
}

import { LRUCache } from 'lru-cache';
import type { Broadcast } from '../../platform/broadcast/broadcast.js';

/**
 * The provider sessions that ended recently (sign-out, a device signed out, a password change or reset that signs the
 * others out), so that every API node refuses their bearer tokens at once instead of when they expire. An id is kept
 * for as long as a token of its session can live (`ttlMs`, SESSION_JWT_TTL_SECONDS): after that its tokens are
 * refused as expired anyway. This node hears of an end from the provider's hook; the other nodes through the
 * broadcast (milliseconds). A node that missed messages (it started later, or its Redis connection came back) is
 * covered by the verifier, which checks the session row once for each token it has not verified before.
 */
export interface EndedSessions {
  /** This node saw the session end: remember it here and tell every other node. */
  end(sessionId: string): void;
  /** Remember an end learnt from the database (another node's, not heard): nobody else needs telling. */
  remember(sessionId: string): void;
  has(sessionId: string): boolean;
  /** Called when this node may have missed ends (see Broadcast.onResync). */
  onResync(handler: () => void): void;
}

const CHANNEL = 'ended-sessions';
/** Ends kept at most: far more than sign-outs in one token lifetime; the oldest leave first. */
const ENDED_SESSIONS_KEPT = 100_000;

interface EndedMessage {
  sessionId: string;
}

export function createEndedSessions({
  broadcast,
  ttlMs,
  max = ENDED_SESSIONS_KEPT,
}: {
  broadcast: Pick<Broadcast, 'publish' | 'subscribe' | 'onResync'>;
  ttlMs: number;
  max?: number;
}): EndedSessions {
  const ended = new LRUCache<string, true>({ max, ttl: ttlMs });
  const remember = (sessionId: string) => void ended.set(sessionId, true);

  broadcast.subscribe(CHANNEL, (message) => {
    const { sessionId } = message as EndedMessage;
    if (typeof sessionId === 'string') remember(sessionId);
  });

  return {
    end(sessionId) {
      remember(sessionId);
      broadcast.publish(CHANNEL, { sessionId } satisfies EndedMessage);
    },
    remember,
    has: (sessionId) => ended.has(sessionId),
    onResync: (handler) => broadcast.onResync(handler),
  };
}

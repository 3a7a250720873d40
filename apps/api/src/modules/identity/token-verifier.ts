import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeJwt,
  errors,
  type JSONWebKeySet,
  type JWTPayload,
  jwtVerify,
} from 'jose';
import { LRUCache } from 'lru-cache';
import { UnauthorizedError } from '../../lib/errors.js';
import type { EndedSessions } from './ended-sessions.js';

/** Who a verified bearer token says the caller is. Never their rights: those come from the database. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string;
  name: string;
  picture: string;
}

/** Our provider's sessions, which its tokens name (`sid`): a token lives only as long as its session. */
export interface SessionLiveness {
  /** Sessions known to have ended (heard on this node or from another, kept for a token's lifetime). */
  ended: Pick<EndedSessions, 'has' | 'remember' | 'onResync'>;
  /** Whether the session still exists and has not expired: one database read. */
  isActive(sessionId: string): Promise<boolean>;
}

interface TokenVerifierOptions {
  /** Our embedded provider: its issuer (= audience), a way to read its current public keys, and its sessions. */
  own: { issuer: string; audience: string; loadKeys(): Promise<JSONWebKeySet>; sessions: SessionLiveness };
  /** One external issuer trusted by configuration (EXTERNAL_JWT_*). */
  external?: { issuer: string; jwksUrl: string; audience?: string } | undefined;
}

const OWN_ALGORITHMS = ['EdDSA'];
const EXTERNAL_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'];

const refuse = (reason: string) =>
  new UnauthorizedError(`Your session is not valid (${reason}). Please sign in again.`, 'INVALID_TOKEN');

/** Tokens verified recently. A verified token stays valid until it expires or its session ends, so checking its
 * signature (and its session's row) again on each of its requests would only repeat work; a kept token is checked
 * against the ended sessions in memory instead. Entries leave at the token's expiry. */
const VERIFIED_TOKENS_KEPT = 10_000;

function identityFrom(payload: JWTPayload, issuer: string): VerifiedIdentity {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  if (!payload.sub) throw refuse('no subject');
  const email = text(payload.email);
  if (!email) throw refuse('no email');
  return {
    issuer,
    subject: payload.sub,
    email: email.toLowerCase(),
    name: text(payload.name),
    picture: text(payload.picture),
  };
}

/**
 * Verifies a bearer JWT: signature against the issuer's JWKS (only asymmetric algorithms, so `alg: none` and
 * HMAC tricks fail), issuer, audience and expiry. Our keys are read from the database and re-read when a token
 * names a key we do not know yet (rotation, or a key made by another API node).
 */
export function createTokenVerifier({ own, external }: TokenVerifierOptions) {
  let ownKeySet: ReturnType<typeof createLocalJWKSet> | null = null;
  const reloadOwnKeys = async () => (ownKeySet = createLocalJWKSet(await own.loadKeys()));
  const externalKeySet = external ? createRemoteJWKSet(new URL(external.jwksUrl), { timeoutDuration: 5000 }) : null;

  async function verifyOwn(token: string): Promise<VerifiedIdentity> {
    const options = { issuer: own.issuer, audience: own.audience, algorithms: OWN_ALGORITHMS };
    const keySet = ownKeySet ?? (await reloadOwnKeys());
    try {
      return identityFrom((await jwtVerify(token, keySet, options)).payload, own.issuer);
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
      return identityFrom((await jwtVerify(token, await reloadOwnKeys(), options)).payload, own.issuer);
    }
  }

  async function verifyExternal(token: string): Promise<VerifiedIdentity> {
    if (!external || !externalKeySet) throw refuse('unknown issuer');
    const { payload } = await jwtVerify(token, externalKeySet, {
      issuer: external.issuer,
      ...(external.audience ? { audience: external.audience } : {}),
      algorithms: EXTERNAL_ALGORITHMS,
    });
    return identityFrom(payload, external.issuer);
  }

  /**
   * The session behind one of our tokens must still be there. Ended sessions are refused from memory; a token this
   * node has not verified before costs one read of its session's row, which covers the ends this node never heard
   * (it started later, or its broadcast connection was down).
   */
  async function assertSessionLives(sessionId: unknown): Promise<string> {
    if (typeof sessionId !== 'string' || !sessionId) throw refuse('no session');
    if (own.sessions.ended.has(sessionId)) throw refuse('session ended');
    if (!(await own.sessions.isActive(sessionId))) {
      own.sessions.ended.remember(sessionId);
      throw refuse('session ended');
    }
    return sessionId;
  }

  interface Verified {
    identity: VerifiedIdentity;
    /** Our provider's session, for our own tokens; null for the external issuer's. */
    sessionId: string | null;
  }
  const verified = new LRUCache<string, Verified>({ max: VERIFIED_TOKENS_KEPT });
  // Ends may have been missed: every kept token is checked against the database once more.
  own.sessions.ended.onResync(() => verified.clear());

  /** Keeps a verified token until its expiry (a token without one is not kept). */
  function remember(token: string, entry: Verified, expiresAt: number | undefined): VerifiedIdentity {
    const ttl = expiresAt === undefined ? 0 : expiresAt * 1000 - Date.now();
    if (ttl > 0) verified.set(token, entry, { ttl });
    return entry.identity;
  }

  return {
    async verify(token: string): Promise<VerifiedIdentity> {
      const known = verified.get(token);
      if (known) {
        if (known.sessionId !== null && own.sessions.ended.has(known.sessionId)) {
          verified.delete(token);
          throw refuse('session ended');
        }
        return known.identity;
      }
      let claims: JWTPayload;
      try {
        claims = decodeJwt(token);
      } catch {
        throw refuse('malformed token');
      }
      const issuer = claims.iss;
      try {
        if (issuer === own.issuer) {
          const identity = await verifyOwn(token);
          const sessionId = await assertSessionLives(claims.sid);
          return remember(token, { identity, sessionId }, claims.exp);
        }
        if (external && issuer === external.issuer)
          return remember(token, { identity: await verifyExternal(token), sessionId: null }, claims.exp);
      } catch (error) {
        if (error instanceof UnauthorizedError) throw error;
        if (error instanceof errors.JWTExpired) throw refuse('expired');
        if (error instanceof errors.JOSEError) throw refuse(error.code);
        throw error;
      }
      throw refuse('unknown issuer');
    },
  };
}
export type TokenVerifier = ReturnType<typeof createTokenVerifier>;

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

/** Who a verified bearer token says the caller is. Never their rights: those come from the database. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string;
  name: string;
  picture: string;
}

interface TokenVerifierOptions {
  /** Our embedded provider: its issuer (= audience) and a way to read its current public keys. */
  own: { issuer: string; audience: string; loadKeys(): Promise<JSONWebKeySet> };
  /** One external issuer trusted by configuration (EXTERNAL_JWT_*). */
  external?: { issuer: string; jwksUrl: string; audience?: string } | undefined;
}

const OWN_ALGORITHMS = ['EdDSA'];
const EXTERNAL_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'];

const refuse = (reason: string) =>
  new UnauthorizedError(`Your session is not valid (${reason}). Please sign in again.`, 'INVALID_TOKEN');

/** Tokens verified recently. A verified token stays valid until it expires, so checking its signature again on each of
 * its requests would only repeat work (a tenth of a small request's time); entries leave at the token's expiry. */
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

  const verified = new LRUCache<string, VerifiedIdentity>({ max: VERIFIED_TOKENS_KEPT });

  /** Keeps a verified token until its expiry (a token without one is not kept). */
  function remember(token: string, identity: VerifiedIdentity, expiresAt: number | undefined): VerifiedIdentity {
    const ttl = expiresAt === undefined ? 0 : expiresAt * 1000 - Date.now();
    if (ttl > 0) verified.set(token, identity, { ttl });
    return identity;
  }

  return {
    async verify(token: string): Promise<VerifiedIdentity> {
      const known = verified.get(token);
      if (known) return known;
      let claims: JWTPayload;
      try {
        claims = decodeJwt(token);
      } catch {
        throw refuse('malformed token');
      }
      const issuer = claims.iss;
      try {
        if (issuer === own.issuer) return remember(token, await verifyOwn(token), claims.exp);
        if (external && issuer === external.issuer) return remember(token, await verifyExternal(token), claims.exp);
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

import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, readSessionClaims, readTokenTimes } from './jwt-claims';
import { makeTestJwt, testClaims } from '@/testing/test-tokens';

describe('reading a JWT', () => {
  it('decodes a base64url payload, including non-ASCII text', () => {
    const claims = testClaims({ name: 'Zoë Ñandú ✓' });
    expect(readSessionClaims(makeTestJwt(claims))).toEqual(claims);
  });

  it('gives null for tokens that are not JWTs or lack the session claims', () => {
    expect(decodeJwtPayload('opaque-token')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
    expect(readSessionClaims(makeTestJwt({ sub: 'x', exp: 1 }))).toBeNull();
  });

  it('reads exp and iat even when the profile claims are missing', () => {
    expect(readTokenTimes(makeTestJwt({ exp: 200, iat: 100 }))).toEqual({ exp: 200, iat: 100 });
    expect(readTokenTimes(makeTestJwt({ exp: 300 }))).toEqual({ exp: 300 });
    expect(readTokenTimes(makeTestJwt({ iat: 100 }))).toBeNull();
  });
});

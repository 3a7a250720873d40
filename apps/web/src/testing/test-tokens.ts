import type { SessionClaims } from '@assay/contracts';

/** Builds an unsigned JWT in tests: the front end only decodes tokens, the API verifies them. */
export function makeTestJwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown): string => {
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  };
  return `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode(payload)}.signature`;
}

export function testClaims(overrides: Partial<SessionClaims> = {}): SessionClaims {
  const iat = Math.floor(Date.now() / 1000);
  return {
    sub: 'user-1',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    picture: 'https://example.com/ada.png',
    roleNames: [],
    customAttributes: {},
    loginIds: ['ada@example.com'],
    iat,
    exp: iat + 900,
    iss: 'http://localhost',
    ...overrides,
  };
}

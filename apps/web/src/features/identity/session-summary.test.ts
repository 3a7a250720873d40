// @vitest-environment jsdom
import { SESSION_STORAGE_KEY } from '@assay/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { authValue } from '@/testing/auth-value';
import { summarizeSession } from './session-summary';
import { makeTestJwt, testClaims } from '@/testing/test-tokens';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('summarizeSession', () => {
  it('reads the token expiry from exp and the refresh expiry from the stored session, and never the token', () => {
    const token = makeTestJwt(testClaims({ exp: 1_900_000_000 }));
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token, refreshExpiry: 1_900_086_400_000 }));
    const summary = summarizeSession(authValue('interviewer', { jwtToken: token }));
    expect(summary).toEqual({
      status: 'authenticated',
      userId: 'u-1',
      email: 'ada@example.com',
      role: 'interviewer',
      tokenExpiresAt: 1_900_000_000_000,
      refreshExpiresAt: 1_900_086_400_000,
    });
    expect(JSON.stringify(summary)).not.toContain(token);
  });

  it('has no expiry for a token it cannot read, nor for an anonymous visitor', () => {
    expect(summarizeSession(authValue('admin', { jwtToken: 'opaque' })).tokenExpiresAt).toBeNull();
    expect(
      summarizeSession({ status: 'anonymous', user: null, userId: null, userRole: null, jwtToken: null }),
    ).toMatchObject({
      status: 'anonymous',
      email: null,
      tokenExpiresAt: null,
      refreshExpiresAt: null,
    });
  });
});

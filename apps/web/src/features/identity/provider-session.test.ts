import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client/api-error';
import { logger } from '@/lib/logger';
import { loadProviderSession } from './provider-session';

const now = Date.parse('2030-01-01T00:00:00Z');
const unauthorized = new ApiError({ kind: 'http', status: 401, path: '/auth/token', message: 'No session' });

afterEach(() => vi.restoreAllMocks());

describe('loadProviderSession', () => {
  it('pairs the token with the provider session’s expiry', async () => {
    const client = {
      getToken: vi.fn(async () => 'jwt-1'),
      getSession: vi.fn(async () => ({ expiresAt: '2030-01-08T00:00:00.000Z' })),
    };
    await expect(loadProviderSession(client, () => now)).resolves.toEqual({
      token: 'jwt-1',
      refreshExpiry: Date.parse('2030-01-08T00:00:00.000Z'),
    });
  });

  it('assumes 24 hours when the provider gives no expiry or fails to answer', async () => {
    vi.spyOn(logger, 'debug').mockImplementation(() => {});
    const day = 24 * 60 * 60 * 1000;
    const noSession = { getToken: async () => 'jwt-1', getSession: async () => null };
    await expect(loadProviderSession(noSession, () => now)).resolves.toEqual({
      token: 'jwt-1',
      refreshExpiry: now + day,
    });
    const badDate = { getToken: async () => 'jwt-1', getSession: async () => ({ expiresAt: 'soon' }) };
    await expect(loadProviderSession(badDate, () => now)).resolves.toMatchObject({ refreshExpiry: now + day });
    const failing = { getToken: async () => 'jwt-1', getSession: () => Promise.reject(new TypeError('offline')) };
    await expect(loadProviderSession(failing, () => now)).resolves.toMatchObject({ refreshExpiry: now + day });
  });

  it('rejects with the provider’s 401 when there is no session', async () => {
    const client = { getToken: () => Promise.reject(unauthorized), getSession: async () => null };
    await expect(loadProviderSession(client, () => now)).rejects.toBe(unauthorized);
  });
});

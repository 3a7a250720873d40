import type { User } from '@assay/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@/lib/logger';
import { resolveSignedInUser, userFromClaims } from './resolve-user';
import { testClaims } from '@/testing/test-tokens';

const now = new Date('2030-01-01T00:00:00.000Z');
const synced: User = {
  id: 'user-1',
  email: 'ada@example.com',
  name: 'Ada',
  role: 'interviewer',
  organizationId: 'org-1',
  picture: '',
  createdAt: '2029-01-01T00:00:00.000Z',
  updatedAt: '2029-06-01T00:00:00.000Z',
};

beforeEach(() => {
  vi.spyOn(logger, 'info').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function users(sync: User | null, me: User | null) {
  return { syncFromProvider: vi.fn(async () => sync), getMe: vi.fn(async () => me) };
}

describe('resolveSignedInUser', () => {
  it('takes the synced user and asks nothing more', async () => {
    const service = users(synced, null);
    await expect(resolveSignedInUser(testClaims(), { users: service })).resolves.toEqual(synced);
    expect(service.getMe).not.toHaveBeenCalled();
  });

  it('falls back to the existing user when sync fails', async () => {
    const existing = { ...synced, role: 'orgadmin' as const };
    const service = users(null, existing);
    await expect(resolveSignedInUser(testClaims(), { users: service })).resolves.toEqual(existing);
    expect(service.syncFromProvider).toHaveBeenCalledOnce();
  });

  it('builds the user from the provider when both fail, taking the role per SPEC §4', async () => {
    const claims = testClaims({
      sub: 'p-9',
      roleNames: [],
      customAttributes: { role: 'orgadmin', organizationId: 'org-3' },
    });
    const user = await resolveSignedInUser(claims, {
      users: users(null, null),
      storedRole: () => 'admin',
      now: () => now,
    });
    expect(user).toEqual({
      id: 'p-9',
      email: claims.email,
      name: claims.name,
      role: 'orgadmin',
      organizationId: 'org-3',
      picture: claims.picture,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    expect(logger.info).toHaveBeenCalled();
  });

  it('answers null when nothing describes the user', async () => {
    await expect(resolveSignedInUser(null, { users: users(null, null) })).resolves.toBeNull();
  });
});

describe('userFromClaims', () => {
  it('uses the login id and email when the provider gives no email or name', () => {
    const claims = testClaims({ email: '', name: '', loginIds: ['grace@example.com'] });
    expect(userFromClaims(claims, 'candidate', now)).toMatchObject({
      email: 'grace@example.com',
      name: 'grace@example.com',
      organizationId: '',
    });
  });
});

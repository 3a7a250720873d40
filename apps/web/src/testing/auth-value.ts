import type { Role, User } from '@assay/contracts';
import { vi } from 'vitest';
import type { AuthContextValue } from '@/lib/auth-context';

/** Auth state for tests that render pages without the real provider. */
export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-1',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    role: 'candidate',
    organizationId: '',
    picture: '',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function authValue(role: Role | null, overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const user = sampleUser({ role });
  return {
    status: 'authenticated',
    user,
    userRole: role,
    userId: user.id,
    jwtToken: 'token',
    signIn: vi.fn(async () => {}),
    signUp: vi.fn(async () => ({ verificationRequired: false })),
    signInWithProvider: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
    reloadUser: vi.fn(async () => user),
    ...overrides,
  };
}

export function anonymousAuthValue(): AuthContextValue {
  return { ...authValue(null), status: 'anonymous', user: null, userId: null, jwtToken: null };
}

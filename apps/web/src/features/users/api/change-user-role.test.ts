import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client/api-error';
import { sampleUser } from '@/testing/auth-value';
import { changeUserRole, ROLE_CHANGE_MESSAGES } from './change-user-role';

const httpError = (status: number) =>
  new ApiError({ kind: 'http', status, path: '/api/v1/users/u-2/update-role', message: `API error: ${status}` });

function setup(
  overrides: {
    updateRole?: () => Promise<boolean>;
    syncRole?: () => Promise<{ success: boolean }>;
    reload?: () => Promise<ReturnType<typeof sampleUser> | null>;
  } = {},
) {
  const service = {
    updateRole: vi.fn(overrides.updateRole ?? (async () => true)),
    syncRole: vi.fn(overrides.syncRole ?? (async () => ({ success: true }))),
  };
  const notify = { success: vi.fn(), error: vi.fn() };
  const reloadUser = vi.fn(overrides.reload ?? (async () => sampleUser({ role: 'admin' })));
  const run = () => changeUserRole({ userId: 'u-2', role: 'interviewer', reloadUser, service, notify });
  return { service, notify, reloadUser, run };
}

describe('changeUserRole', () => {
  it('changes the role, syncs, reloads the user and says so', async () => {
    const { service, notify, reloadUser, run } = setup();
    await expect(run()).resolves.toBe(true);
    expect(service.updateRole).toHaveBeenCalledWith('u-2', 'interviewer');
    expect(service.syncRole).toHaveBeenCalled();
    expect(reloadUser).toHaveBeenCalled();
    expect(notify.success).toHaveBeenCalledWith('Role updated to interviewer successfully!');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it.each([
    ['a 404', httpError(404), ROLE_CHANGE_MESSAGES.userNotFound],
    ['another API error', httpError(500), ROLE_CHANGE_MESSAGES.adminEndpointFailed],
    ['anything else', new Error('boom'), ROLE_CHANGE_MESSAGES.generic],
  ])('says which step failed on %s', async (_name, error, message) => {
    const { notify, service, run } = setup({ updateRole: () => Promise.reject(error) });
    await expect(run()).resolves.toBe(false);
    expect(notify.error).toHaveBeenCalledWith(message);
    expect(service.syncRole).not.toHaveBeenCalled();
  });

  it('only logs a failed sync, and reports a failed reload', async () => {
    const { notify, run } = setup({ syncRole: () => Promise.reject(httpError(500)), reload: async () => null });
    await expect(run()).resolves.toBe(false);
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith('Failed to load updated user after role change');
  });
});

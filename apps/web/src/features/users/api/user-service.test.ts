import type { User } from '@assay/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '@/lib/api-client/http-client';
import { logger } from '@/lib/logger';
import { jsonResponse } from '@/testing/fetch-stub';
import { createUserService } from './user-service';

const user: User = {
  id: 'user-1',
  email: 'ada@example.com',
  name: 'Ada',
  role: 'candidate',
  organizationId: '',
  picture: '',
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};
const serverError = () => jsonResponse({ code: 'INTERNAL_ERROR', message: 'boom' }, 500);

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let service: ReturnType<typeof createUserService>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  service = createUserService(
    createHttpClient({ fetch: (input, init) => fetchMock(input, init), pageOrigin: 'http://localhost' }),
  );
  vi.spyOn(logger, 'info').mockImplementation(() => {});
  vi.spyOn(logger, 'warn').mockImplementation(() => {});
  vi.spyOn(logger, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function sent(index = 0): { url: string; method: string | undefined; body: unknown } {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  const raw = init?.body;
  return { url: String(url), method: init?.method, body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw };
}

function expectOnlyLogged(): void {
  expect(logger.info).toHaveBeenCalled();
  expect(logger.warn).not.toHaveBeenCalled();
  expect(logger.error).not.toHaveBeenCalled();
}

describe('lookups that answer null on failure', () => {
  it('syncs the account with an empty POST', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: true, user }));
    await expect(service.syncFromProvider()).resolves.toEqual(user);
    expect(sent()).toEqual({ url: '/api/v1/users/sync-descope-to-backend', method: 'POST', body: undefined });
  });

  it('answers null, only logging, when sync fails or is not confirmed', async () => {
    fetchMock.mockResolvedValueOnce(serverError());
    await expect(service.syncFromProvider()).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: false, user }));
    await expect(service.syncFromProvider()).resolves.toBeNull();
    expectOnlyLogged();
  });

  it('gives the sync 30 seconds before giving up', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    let settled: User | null | 'pending' = 'pending';
    void service.syncFromProvider().then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeNull();
    expect(logger.info).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ message: expect.stringContaining('30000ms') }),
    );
  });

  it('fetches me and a user by id, null when missing', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(user))
      .mockResolvedValueOnce(jsonResponse({ code: 'NOT_FOUND', message: 'x' }, 404));
    await expect(service.getMe()).resolves.toEqual(user);
    await expect(service.getUser('a/b')).resolves.toBeNull();
    expect(sent(0).url).toBe('/api/v1/users/me');
    expect(sent(1).url).toBe('/api/v1/users/a%2Fb');
    expectOnlyLogged();
  });

  it('lists my organizations, null on failure', async () => {
    const organizations = [{ id: 'org-1', name: 'Acme', website: '', role: 'candidate' }];
    fetchMock.mockResolvedValueOnce(jsonResponse({ organizations })).mockResolvedValueOnce(serverError());
    await expect(service.getMyOrganizations()).resolves.toEqual(organizations);
    await expect(service.getMyOrganizations()).resolves.toBeNull();
    expect(sent().url).toBe('/api/v1/users/me/organizations');
  });

  it('sends the bootstrap secret, null on failure', async () => {
    const result = { success: true, message: 'You are now an admin.', isBootstrapApplied: true };
    fetchMock
      .mockResolvedValueOnce(jsonResponse(result))
      .mockResolvedValueOnce(jsonResponse({ code: 'FORBIDDEN', message: 'x' }, 403));
    await expect(service.bootstrapAdmin('s3cret')).resolves.toEqual(result);
    await expect(service.bootstrapAdmin('wrong')).resolves.toBeNull();
    expect(sent()).toEqual({ url: '/api/v1/users/bootstrap-admin', method: 'POST', body: { secret: 's3cret' } });
  });
});

describe('calls that rethrow', () => {
  it('updates the profile with PATCH and rethrows a failure', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ ...user, organizationId: 'org-1' }))
      .mockResolvedValueOnce(serverError());
    await expect(service.updateMe({ organization_id: 'org-1' })).resolves.toMatchObject({ organizationId: 'org-1' });
    expect(sent()).toEqual({ url: '/api/v1/users/me', method: 'PATCH', body: { organization_id: 'org-1' } });
    await expect(service.updateMe({ name: 'A' })).rejects.toMatchObject({ status: 500 });
  });

  it('lists users with the query and rethrows a failure', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ users: [user], total: 41 })).mockResolvedValueOnce(serverError());
    await expect(service.listUsers({ skip: 20, limit: 20, search: 'ada', role: 'candidate' })).resolves.toEqual({
      users: [user],
      total: 41,
    });
    expect(sent().url).toBe('/api/v1/users?skip=20&limit=20&search=ada&role=candidate');
    await expect(service.listUsers()).rejects.toMatchObject({ status: 500 });
  });

  it('chooses the first role and rethrows a failure', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ ...user, role: 'interviewer' }))
      .mockResolvedValueOnce(serverError());
    await expect(service.chooseRole('interviewer')).resolves.toMatchObject({ role: 'interviewer' });
    expect(sent()).toEqual({ url: '/api/v1/users/me/role', method: 'POST', body: { role: 'interviewer' } });
    await expect(service.chooseRole('orgadmin')).rejects.toMatchObject({ status: 500 });
  });

  it('updates another user’s role through the query and rethrows a failure', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ success: true }))
      .mockResolvedValueOnce(jsonResponse({ code: 'NOT_FOUND', message: 'x' }, 404));
    await expect(service.updateRole('user-2', 'orgadmin')).resolves.toBe(true);
    expect(sent()).toMatchObject({ url: '/api/v1/users/user-2/update-role?role=orgadmin', method: 'POST' });
    await expect(service.updateRole('gone', 'admin')).rejects.toMatchObject({ status: 404 });
  });

  it('syncs the role and rethrows a failure', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ success: true, message: 'No updates needed' }))
      .mockResolvedValueOnce(serverError());
    await expect(service.syncRole()).resolves.toEqual({ success: true, message: 'No updates needed' });
    expect(sent()).toMatchObject({ url: '/api/v1/users/sync-role', method: 'POST' });
    await expect(service.syncRole()).rejects.toMatchObject({ status: 500 });
  });
});

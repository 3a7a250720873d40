import type { User } from '@assay/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrganizationGate } from '@/app/guards/organization-gate';
import { errorResponse, sampleOrganization, stubApi } from '@/testing/organization-stub-api';
import { deferred } from '@/testing/render-page';
import { readStoredOrganizationId, writeStoredOrganizationId } from '@/features/identity/session-storage';
import { authValue, sampleUser } from '@/testing/auth-value';
import { jsonResponse } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';

const page = '/interviewer/dashboard';

function openGated(user: Partial<User> & Pick<User, 'role'>) {
  const reload = vi.fn();
  const auth = authValue(user.role, { user: sampleUser(user) });
  const routes = [
    {
      element: <OrganizationGate reload={reload} />,
      children: [{ path: page, element: <h1>Interviewer Dashboard</h1> }],
    },
  ];
  return { reload, auth, user: userEvent.setup(), ...renderRoute(page, { routes, auth }) };
}

const formHeading = () => screen.findByRole('heading', { level: 1, name: 'Create Your Organization' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('OrganizationGate', () => {
  it('lets the admin straight through without asking the server', async () => {
    const { fetchMock } = stubApi({});
    openGated({ role: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Interviewer Dashboard' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("checks the profile's organization, then shows the page", async () => {
    const answer = deferred<Response>();
    const { requests } = stubApi({ 'GET /api/v1/organizations/org-1': () => answer.promise });
    openGated({ role: 'interviewer', organizationId: 'org-1' });
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your organization...');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    answer.resolve(jsonResponse(sampleOrganization));
    expect(await screen.findByRole('heading', { level: 1, name: 'Interviewer Dashboard' })).toBeInTheDocument();
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /api/v1/organizations/org-1']);
  });

  it('shows the form to a user with no organization, without asking the server', async () => {
    const { fetchMock } = stubApi({});
    openGated({ role: 'orgadmin' });
    expect(await formHeading()).toBeInTheDocument();
    expect(screen.queryByText("We couldn't confirm your organization.")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the form when the organization is not theirs any more', async () => {
    stubApi({
      'GET /api/v1/organizations/org-1': () => errorResponse(404, 'ORGANIZATION_NOT_FOUND', 'Organization not found.'),
    });
    openGated({ role: 'interviewer', organizationId: 'org-1' });
    expect(await formHeading()).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't confirm your organization.");
    expect(screen.getByRole('alert')).toHaveTextContent('you are no longer one of its members');
    expect(screen.queryByRole('heading', { name: 'Interviewer Dashboard' })).not.toBeInTheDocument();
  });

  it('shows the form when the backend cannot answer, and checks again on Retry', async () => {
    let calls = 0;
    stubApi({
      'GET /api/v1/organizations/org-1': () =>
        ++calls === 1 ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'Down') : jsonResponse(sampleOrganization),
    });
    const { user } = openGated({ role: 'interviewer', organizationId: 'org-1' });
    expect(await formHeading()).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('API error: 503 - Server error. Please try again later.');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Interviewer Dashboard' })).toBeInTheDocument();
  });

  it('adopts the organization this tab remembers into a profile that has none', async () => {
    writeStoredOrganizationId('org-1');
    const { requests } = stubApi({
      'PATCH /api/v1/users/me': () => jsonResponse(sampleUser({ role: 'interviewer', organizationId: 'org-1' })),
      'GET /api/v1/organizations/org-1': () => jsonResponse(sampleOrganization),
    });
    const { auth } = openGated({ role: 'interviewer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Interviewer Dashboard' })).toBeInTheDocument();
    expect(requests).toEqual([
      { method: 'PATCH', path: '/api/v1/users/me', body: { organization_id: 'org-1' } },
      { method: 'GET', path: '/api/v1/organizations/org-1', body: undefined },
    ]);
    expect(auth.reloadUser).toHaveBeenCalled();
  });

  it('shows the form, and forgets the id, when the server refuses a remembered organization', async () => {
    writeStoredOrganizationId('org-elsewhere');
    const { requests } = stubApi({
      'PATCH /api/v1/users/me': () =>
        errorResponse(403, 'NOT_A_MEMBER', 'You can only act in an organization you belong to.'),
    });
    openGated({ role: 'interviewer' });
    expect(await formHeading()).toBeInTheDocument();
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual(['PATCH /api/v1/users/me']);
    expect(readStoredOrganizationId()).toBeNull();
  });

  it('creates the organization from the form, remembers it, saves it in the profile and reloads', async () => {
    const { requests } = stubApi({
      'POST /api/v1/organizations': () => jsonResponse({ ...sampleOrganization, id: 'org-new' }, 201),
      'PATCH /api/v1/users/me': () => jsonResponse(sampleUser({ role: 'interviewer', organizationId: 'org-new' })),
    });
    const { user, reload } = openGated({ role: 'interviewer' });
    await user.type(await screen.findByLabelText('Organization name'), 'Acme Hiring');
    await user.click(screen.getByRole('button', { name: 'Create Organization' }));

    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(readStoredOrganizationId()).toBe('org-new');
    expect(requests).toContainEqual({ method: 'POST', path: '/api/v1/organizations', body: { name: 'Acme Hiring' } });
    expect(requests).toContainEqual({
      method: 'PATCH',
      path: '/api/v1/users/me',
      body: { organization_id: 'org-new' },
    });
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrganizationFormPage } from '@/app/routes/organization/organization-form';
import { errorResponse, sampleOrganization, stubApi } from '@/testing/organization-stub-api';
import { deferred, renderPage } from '@/testing/render-page';
import { paths } from '@/config/paths';
import { NO_ORGANIZATION_ID_MESSAGE } from '@/features/organizations/api/create-organization';
import { readStoredOrganizationId } from '@/features/identity/session-storage';
import { authValue, sampleUser } from '@/testing/auth-value';
import { jsonResponse } from '@/testing/fetch-stub';

function openForm() {
  const reload = vi.fn();
  return {
    reload,
    ...renderPage(<OrganizationFormPage reload={reload} />, {
      path: paths.organizationForm,
      auth: authValue('orgadmin'),
    }),
  };
}

const nameField = () => screen.getByLabelText('Organization name');
const websiteField = () => screen.getByLabelText('Website (optional)');
const submitButton = () => screen.getByRole('button', { name: /Create Organization|Creating\.\.\./ });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('/organization-form', () => {
  it('asks for a name and an optional website, and links to the diagnostics and to support', () => {
    stubApi({});
    openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Organization' })).toBeInTheDocument();
    expect(nameField()).toBeRequired();
    expect(websiteField()).not.toBeRequired();
    expect(screen.getByRole('link', { name: 'Run the diagnostics' })).toHaveAttribute('href', paths.debug);
    expect(screen.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', paths.support);
  });

  it('keeps the button disabled while the name is empty', async () => {
    stubApi({});
    const { user } = openForm();
    expect(submitButton()).toBeDisabled();
    await user.type(nameField(), '   ');
    expect(submitButton()).toBeDisabled();
    await user.type(nameField(), 'Acme');
    expect(submitButton()).toBeEnabled();
  });

  it('refuses a website that is not a web address, under the field, without calling the server', async () => {
    const { fetchMock } = stubApi({});
    const { user } = openForm();
    await user.type(nameField(), 'Acme');
    await user.type(websiteField(), 'acme dot com');
    await user.click(submitButton());
    expect(websiteField()).toHaveAccessibleDescription(/Enter the full address, such as https:\/\/example\.com/);
    expect(websiteField()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads Creating... while busy, sends the name and website, then reloads', async () => {
    const created = deferred<Response>();
    const { requests } = stubApi({
      'POST /api/v1/organizations': () => created.promise,
      'PATCH /api/v1/users/me': () => jsonResponse(sampleUser({ role: 'orgadmin', organizationId: 'org-1' })),
    });
    const { user, reload } = openForm();
    await user.type(nameField(), '  Acme Hiring ');
    await user.type(websiteField(), 'https://acme.example');
    await user.click(submitButton());

    expect(submitButton()).toHaveTextContent('Creating...');
    expect(submitButton()).toBeDisabled();
    created.resolve(jsonResponse(sampleOrganization, 201));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(requests[0]).toEqual({
      method: 'POST',
      path: '/api/v1/organizations',
      body: { name: 'Acme Hiring', website: 'https://acme.example' },
    });
    expect(readStoredOrganizationId()).toBe('org-1');
  });

  it('says so when the answer names no organization, and stays on the page', async () => {
    stubApi({ 'POST /api/v1/organizations': () => jsonResponse({ name: 'Acme' }, 201) });
    const { user, reload } = openForm();
    await user.type(nameField(), 'Acme');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_ORGANIZATION_ID_MESSAGE);
    expect(reload).not.toHaveBeenCalled();
    expect(readStoredOrganizationId()).toBeNull();
    expect(nameField()).toHaveValue('Acme');
  });

  it.each([
    [403, 'FORBIDDEN', 'Only interviewers and organization admins create organizations.'],
    [409, 'ALREADY_IN_ORGANIZATION', 'You already belong to an organization.'],
  ])("shows the server's message on a %i", async (status, code, message) => {
    stubApi({ 'POST /api/v1/organizations': () => errorResponse(status, code, message) });
    const { user, reload } = openForm();
    await user.type(nameField(), 'Acme');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(reload).not.toHaveBeenCalled();
    expect(submitButton()).toHaveTextContent('Create Organization');
  });

  it('still reloads when saving the profile fails: the next visit adopts the remembered organization', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    stubApi({
      'POST /api/v1/organizations': () => jsonResponse(sampleOrganization, 201),
      'PATCH /api/v1/users/me': () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'Down'),
    });
    const { user, reload } = openForm();
    await user.type(nameField(), 'Acme');
    await user.click(submitButton());
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(readStoredOrganizationId()).toBe('org-1');
  });
});

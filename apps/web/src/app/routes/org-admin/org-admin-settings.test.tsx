import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OrgAdminSettingsPage } from '@/app/routes/org-admin/org-admin-settings';
import { SETTINGS_SAVED_MESSAGE } from '@/features/organizations/components/organization-settings-form';
import { errorResponse, orgAdminAuth, stubOrganizationApi } from '@/testing/fake-organization-api';
import { deferred, renderPage } from '@/testing/render-page';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { jsonResponse } from '@/testing/fetch-stub';
import { spyOnToastsEachTest } from '@/testing/toast-spies';

function openSettings() {
  return renderPage(<OrgAdminSettingsPage />, { path: paths.orgAdminSettings, auth: orgAdminAuth() });
}

const nameField = () => screen.getByRole('textbox', { name: 'Organization name' });
const websiteField = () => screen.getByRole('textbox', { name: 'Website' });
const deadlineField = () => screen.getByRole('spinbutton', { name: 'Default task deadline (days)' });
const saveButton = () => screen.getByRole('button', { name: 'Save changes' });

spyOnToastsEachTest('success', 'info');

describe('/org-admin/settings', () => {
  it('starts from the saved name, website and deadline', async () => {
    stubOrganizationApi({ state: { settings: { defaultTaskDeadlineDays: 10 } } });
    openSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Organization Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Organization name' })).toHaveValue('Acme Hiring');
    expect(websiteField()).toHaveValue('https://acme.example');
    expect(deadlineField()).toHaveValue(10);
  });

  it('saves the name and website with PUT and the deadline with PATCH, busy until both answer', async () => {
    const answer = deferred<Response>();
    const api = stubOrganizationApi({ override: ({ method }) => (method === 'PATCH' ? answer.promise : undefined) });
    const { user } = openSettings();
    await user.clear(await screen.findByRole('textbox', { name: 'Organization name' }));
    await user.type(nameField(), ' Acme Talent ');
    await user.clear(websiteField());
    await user.clear(deadlineField());
    await user.type(deadlineField(), '14');
    await user.click(saveButton());

    expect(saveButton()).toBeDisabled();
    answer.resolve(jsonResponse({ defaultTaskDeadlineDays: 14 }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(SETTINGS_SAVED_MESSAGE));
    expect(saveButton()).toBeEnabled();
    expect(api.writes()).toEqual([
      { method: 'PUT', path: '/api/v1/organizations/org-1', body: { name: 'Acme Talent', website: '' } },
      { method: 'PATCH', path: '/api/v1/organizations/org-1/settings', body: { defaultTaskDeadlineDays: 14 } },
    ]);
    expect(nameField()).toHaveValue(' Acme Talent ');
  });

  it('sends only what changed', async () => {
    const api = stubOrganizationApi();
    const { user } = openSettings();
    await user.clear(await screen.findByRole('spinbutton', { name: 'Default task deadline (days)' }));
    await user.type(deadlineField(), '30');
    await user.click(saveButton());
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(SETTINGS_SAVED_MESSAGE));
    expect(api.writes()).toEqual([
      { method: 'PATCH', path: '/api/v1/organizations/org-1/settings', body: { defaultTaskDeadlineDays: 30 } },
    ]);

    await user.click(saveButton());
    expect(toast.info).toHaveBeenCalledWith('Nothing to save: these are the settings already in place.');
    expect(api.writes()).toHaveLength(1);
  });

  it('says under each field what is wrong, focuses the first, and sends nothing', async () => {
    const api = stubOrganizationApi();
    const { user } = openSettings();
    await user.clear(await screen.findByRole('textbox', { name: 'Organization name' }));
    await user.clear(websiteField());
    await user.type(websiteField(), 'acme dot example');
    await user.clear(deadlineField());
    await user.type(deadlineField(), '400');
    await user.click(saveButton());

    expect(nameField()).toHaveAccessibleDescription('Organization name is required.');
    expect(nameField()).toHaveFocus();
    expect(websiteField()).toHaveAccessibleDescription(/Website must be a URL, such as https:\/\/example\.com\./);
    expect(deadlineField()).toHaveAccessibleDescription(/Enter a whole number of days from 1 to 365\./);
    expect(api.writes()).toEqual([]);
  });

  it("puts the server's field message under the field it is about", async () => {
    stubOrganizationApi({
      override: ({ method }) =>
        method === 'PUT'
          ? jsonResponse(
              {
                statusCode: 400,
                error: 'Bad Request',
                code: 'VALIDATION_ERROR',
                message: 'Invalid input',
                requestId: 'r',
                fields: [{ field: 'body.website', message: 'Website must be a URL, such as https://example.com.' }],
              },
              400,
            )
          : undefined,
    });
    const { user } = openSettings();
    await user.clear(await screen.findByRole('textbox', { name: 'Website' }));
    await user.type(websiteField(), 'https://acme.test');
    await user.click(saveButton());
    await vi.waitFor(() => expect(websiteField()).toHaveAccessibleDescription(/Website must be a URL/));
    expect(websiteField()).toHaveFocus();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says which part was saved when the other fails, keeping what was typed', async () => {
    stubOrganizationApi({
      override: ({ method }) => (method === 'PATCH' ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'down') : undefined),
    });
    const { user } = openSettings();
    await user.type(await screen.findByRole('textbox', { name: 'Organization name' }), ' Ltd');
    await user.clear(deadlineField());
    await user.type(deadlineField(), '21');
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The default task deadline could not be saved: API error: 503 - Server error. Please try again later.',
    );
    expect(toast.success).toHaveBeenCalledWith('The name and website were saved.');
    expect(toast.success).not.toHaveBeenCalledWith(SETTINGS_SAVED_MESSAGE);
    expect(deadlineField()).toHaveValue(21);
    expect(nameField()).toHaveValue('Acme Hiring Ltd');
  });
});

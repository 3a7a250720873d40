import type { User } from '@assay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminUsersPage } from '@/app/routes/admin/admin-users';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { authValue } from '@/testing/auth-value';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';
import { spyOnToastsEachTest } from '@/testing/toast-spies';

const ivan: User = {
  id: 'u-9',
  email: 'ivan@acme.test',
  name: 'Ivan Interviewer',
  role: 'interviewer',
  organizationId: 'org-1',
  picture: '',
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-10-01T10:00:00.000Z',
};

describe('the admin’s users screen', () => {
  spyOnToastsEachTest('success', 'error');

  it('changes a role through the existing role flow after a confirmation, with the SPEC toast', async () => {
    const calls = stubApiRoutes({
      'GET /api/v1/users': () => jsonResponse({ users: [ivan], total: 1 }),
      'POST /api/v1/users/u-9/update-role': () => jsonResponse({ success: true }),
      'POST /api/v1/users/sync-role': () => jsonResponse({ success: true }),
    });
    const { user } = renderPage(<AdminUsersPage />, {
      path: paths.adminUsers,
      entry: '/admin/users?organization_id=org-1',
      auth: authValue('admin'),
    });
    const select = await screen.findByLabelText('Role of Ivan Interviewer');
    await user.selectOptions(select, 'orgadmin');
    const dialog = screen.getByRole('alertdialog', { name: 'Change the role of Ivan Interviewer?' });
    expect(dialog).toHaveTextContent('From Interviewer to Organization admin.');
    expect(calls.some((call) => call.key.includes('update-role'))).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Role updated to orgadmin successfully!'));
    expect(calls.some((call) => call.key === 'POST /api/v1/users/u-9/update-role')).toBe(true);
    expect(calls.filter((call) => call.key === 'GET /api/v1/users').length).toBeGreaterThan(1);
  });

  it('cancelling changes nothing', async () => {
    const calls = stubApiRoutes({ 'GET /api/v1/users': () => jsonResponse({ users: [ivan], total: 1 }) });
    const { user } = renderPage(<AdminUsersPage />, { path: paths.adminUsers, auth: authValue('admin') });
    await user.selectOptions(await screen.findByLabelText('Role of Ivan Interviewer'), 'candidate');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.key.includes('update-role'))).toBe(false);
  });
});

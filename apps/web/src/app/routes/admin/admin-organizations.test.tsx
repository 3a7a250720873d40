import type { AdminOrganizationDetail } from '@assay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminOrganizationPage, AdminOrganizationsPage } from '@/app/routes/admin/admin-organizations';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { authValue } from '@/testing/auth-value';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';
import { spyOnToastsEachTest } from '@/testing/toast-spies';

const acme: AdminOrganizationDetail = {
  id: 'org-1',
  name: 'Acme Hiring',
  website: 'https://acme.test',
  createdAt: '2026-10-01T10:00:00.000Z',
  suspendedAt: null,
  suspendedReason: null,
  usage: { members: 2, assessments: 4, tasks: 9, submissions: 17, lastActivityAt: '2026-11-20T10:00:00.000Z' },
  members: [
    {
      userId: 'u-1',
      name: 'Cara Candidate',
      email: 'cara@acme.test',
      role: 'candidate',
      joinedAt: '2026-10-02T10:00:00.000Z',
    },
    {
      userId: 'u-2',
      name: 'Olga Orgadmin',
      email: 'olga@acme.test',
      role: 'orgadmin',
      joinedAt: '2026-10-01T10:00:00.000Z',
    },
  ],
};

describe('the admin’s organizations', () => {
  spyOnToastsEachTest('success', 'error');

  it('lists organizations with their status and usage, searches by name in the URL, and links each one', async () => {
    const calls = stubApiRoutes({
      'GET /api/v1/admin/organizations': () => jsonResponse({ organizations: [acme], total: 1, page: 1, limit: 20 }),
    });
    const { user, router } = renderPage(<AdminOrganizationsPage />, {
      path: paths.adminOrganizations,
      auth: authValue('admin'),
    });
    const row = await screen.findByRole('row', { name: /Acme Hiring/ });
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('17');
    expect(within(row).getByRole('link', { name: 'Acme Hiring' })).toHaveAttribute(
      'href',
      '/admin/organizations/org-1',
    );
    await user.type(screen.getByLabelText('Search organizations'), 'acme');
    await waitFor(() => expect(router.state.location.search).toBe('?q=acme'));
    expect(calls.some((call) => call.key === 'GET /api/v1/admin/organizations')).toBe(true);
  });

  it('shows members and usage, and suspends only after a reason and a confirmation', async () => {
    let current = acme;
    const calls = stubApiRoutes({
      'GET /api/v1/admin/organizations/org-1': () => jsonResponse(current),
      'POST /api/v1/admin/organizations/org-1/suspend': () => {
        current = { ...acme, suspendedAt: new Date().toISOString(), suspendedReason: 'Unpaid invoices' };
        return jsonResponse(current);
      },
    });
    const { user } = renderPage(<AdminOrganizationPage />, {
      path: paths.adminOrganization,
      entry: '/admin/organizations/org-1',
      auth: authValue('admin'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Hiring' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Olga Orgadmin/ })).toHaveTextContent('olga@acme.test');
    expect(screen.getByText('Submissions').nextElementSibling).toHaveTextContent('17');
    expect(screen.getByRole('link', { name: /Manage users/ })).toHaveAttribute(
      'href',
      '/admin/users?organization_id=org-1',
    );

    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Suspend Acme Hiring?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend organization' }));
    expect(within(dialog).getByText('Give the reason.')).toBeInTheDocument();
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);

    await user.type(within(dialog).getByLabelText('Reason'), 'Unpaid invoices');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend organization' }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'POST /api/v1/admin/organizations/org-1/suspend')?.body).toEqual({
        reason: 'Unpaid invoices',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Unpaid invoices');
    expect(toast.success).toHaveBeenCalledWith('Acme Hiring is suspended.');
  });
});

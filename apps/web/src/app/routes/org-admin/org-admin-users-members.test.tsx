import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OrgAdminUsersPage } from '@/app/routes/org-admin/org-admin-users';
import { errorResponse, orgAdminAuth, stubOrganizationApi, type Override } from '@/testing/fake-organization-api';
import { deferred, renderPage } from '@/testing/render-page';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { jsonResponse } from '@/testing/fetch-stub';
import { spyOnToastsEachTest } from '@/testing/toast-spies';

function openUsers(entry: string = paths.orgAdminUsers) {
  return renderPage(<OrgAdminUsersPage />, { path: paths.orgAdminUsers, entry, auth: orgAdminAuth() });
}

const membersRegion = () => screen.getByRole('region', { name: 'Members' });

async function memberRows(): Promise<HTMLElement[]> {
  const table = await within(membersRegion()).findByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

spyOnToastsEachTest('success', 'error');

describe('/org-admin/users members', () => {
  it('lists the members by name with their email, role and when they joined', async () => {
    stubOrganizationApi();
    openUsers();
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    const rows = await memberRows();
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Ada Lovelace(you)',
      'Alan Turing',
      'Edsger Dijkstra',
      'Grace Hopper',
    ]);
    const grace = rows[3]!;
    expect(grace).toHaveTextContent('grace@example.com');
    expect(within(grace).getByRole('combobox', { name: 'Role of Grace Hopper' })).toHaveValue('interviewer');
    expect(rows[1]).toHaveTextContent('2 days ago');
    // Your own row: another orgadmin changes or removes you.
    expect(within(rows[0]!).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(rows[0]!).getByText('Organization admin')).toBeInTheDocument();
  });

  it('filters by name or email as you type, with the search in the URL', async () => {
    stubOrganizationApi();
    const { user, router } = openUsers();
    await memberRows();
    await user.type(within(membersRegion()).getByRole('searchbox', { name: 'Search members' }), 'GRACE@');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=GRACE%40'));
    const rows = await memberRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Grace Hopper');
    expect(within(membersRegion()).getByText('1 of 4 members match.')).toBeInTheDocument();
  });

  it('starts from the search a shared link carries, and says when nobody matches', async () => {
    stubOrganizationApi();
    const { user, router } = openUsers(`${paths.orgAdminUsers}?q=nobody`);
    expect(within(membersRegion()).getByRole('searchbox', { name: 'Search members' })).toHaveValue('nobody');
    expect(
      await within(membersRegion()).findByRole('heading', { name: 'No members match “nobody”' }),
    ).toBeInTheDocument();
    await user.click(within(membersRegion()).getByRole('button', { name: 'Clear search' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await memberRows()).toHaveLength(4);
  });

  it('asks before changing a role, naming the member, the old and the new role; cancel leaves it as it was', async () => {
    const api = stubOrganizationApi();
    const { user } = openUsers();
    await memberRows();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Alan Turing' }), 'interviewer');
    const dialog = screen.getByRole('alertdialog', { name: 'Change the role of Alan Turing?' });
    expect(dialog).toHaveTextContent('Alan Turing (alan@example.com) goes from Candidate to Interviewer.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // Behind the dialog (hidden from the accessibility tree while it is open), the list still shows the old role.
    expect(screen.getByRole('combobox', { name: 'Role of Alan Turing', hidden: true })).toHaveValue('candidate');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Alan Turing' })).toHaveValue('candidate');
    expect(api.writes()).toEqual([]);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('changes a role once confirmed, showing it at once, and saves it with PATCH', async () => {
    const api = stubOrganizationApi();
    const { user } = openUsers();
    await memberRows();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Alan Turing' }), 'interviewer');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Change role' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Role of Alan Turing' })).toHaveValue('interviewer'),
    );
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Role of Alan Turing changed to Interviewer.'));
    expect(api.writes()).toEqual([
      { method: 'PATCH', path: '/api/v1/organizations/org-1/members/u-3', body: { role: 'interviewer' } },
    ]);
  });

  it("puts the old role back and shows the server's message when the change is refused", async () => {
    const answer = deferred<Response>();
    const override: Override = ({ method }) => (method === 'PATCH' ? answer.promise : undefined);
    stubOrganizationApi({ override });
    const { user } = openUsers();
    await memberRows();
    const select = screen.getByRole('combobox', { name: 'Role of Alan Turing' });
    await user.selectOptions(select, 'orgadmin');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Change role' }));
    // Optimistic: the new role shows while the call is in flight.
    await vi.waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Role of Alan Turing' })).toHaveValue('orgadmin'),
    );
    answer.resolve(
      errorResponse(
        409,
        'CANDIDATE_IN_OTHER_ORGANIZATIONS',
        'This candidate belongs to other organizations too, so cannot become staff here.',
      ),
    );
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'This candidate belongs to other organizations too, so cannot become staff here.',
      ),
    );
    await vi.waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Role of Alan Turing' })).toHaveValue('candidate'),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('asks before removing a member, naming them, then removes them', async () => {
    const api = stubOrganizationApi();
    const { user } = openUsers();
    await memberRows();
    await user.click(screen.getByRole('button', { name: 'Remove Grace Hopper' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Grace Hopper?' });
    expect(dialog).toHaveTextContent('Grace Hopper (grace@example.com) loses access to this organization');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Grace Hopper' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove member' }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Grace Hopper was removed from the organization.'),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'DELETE', path: '/api/v1/organizations/org-1/members/u-2', body: undefined },
    ]);
    await vi.waitFor(() => expect(within(membersRegion()).queryByText('Grace Hopper')).not.toBeInTheDocument());
  });

  it("keeps the dialog open with the server's message when removing fails", async () => {
    stubOrganizationApi({
      override: ({ method }) =>
        method === 'DELETE'
          ? errorResponse(409, 'CANNOT_REMOVE_SELF', 'You cannot remove yourself; ask another organization admin.')
          : undefined,
    });
    const { user } = openUsers();
    await memberRows();
    await user.click(screen.getByRole('button', { name: 'Remove Grace Hopper' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You cannot remove yourself; ask another organization admin.',
    );
    expect(within(membersRegion()).getByText('Grace Hopper')).toBeInTheDocument();
  });

  it('says what to do next when the organization has no members', async () => {
    stubOrganizationApi({
      override: ({ method, path }) =>
        method === 'GET' && path.endsWith('/members') ? jsonResponse({ members: [] }) : undefined,
    });
    const { user } = openUsers();
    expect(await within(membersRegion()).findByRole('heading', { name: 'No members yet' })).toBeInTheDocument();
    await user.click(within(membersRegion()).getByRole('button', { name: 'Invite someone' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });
});

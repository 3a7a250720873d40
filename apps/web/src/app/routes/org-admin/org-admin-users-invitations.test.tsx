import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OrgAdminUsersPage } from '@/app/routes/org-admin/org-admin-users';
import {
  daysFromNow,
  errorResponse,
  orgAdminAuth,
  sampleInvitation,
  stubOrganizationApi,
  type Override,
} from '@/testing/fake-organization-api';
import { deferred, renderPage } from '@/testing/render-page';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { jsonResponse } from '@/testing/fetch-stub';
import { spyOnToastsEachTest } from '@/testing/toast-spies';

function openUsers() {
  return renderPage(<OrgAdminUsersPage />, { path: paths.orgAdminUsers, auth: orgAdminAuth() });
}

const inviteForm = () => screen.getByRole('form', { name: 'Invite someone' });
const invitationsRegion = () => screen.getByRole('region', { name: 'Pending invitations' });

spyOnToastsEachTest('success', 'error');

describe('/org-admin/users invite form', () => {
  it('invites one person with the chosen role, then lists the invitation', async () => {
    const sending = deferred<Response>();
    let release = false;
    const api = stubOrganizationApi({
      override: ({ method, path }) =>
        method === 'POST' && path.endsWith('/invitations') && !release ? sending.promise : undefined,
    });
    const { user } = openUsers();
    await user.type(within(inviteForm()).getByRole('textbox', { name: 'Email' }), '  Linus@Example.com ');
    await user.selectOptions(within(inviteForm()).getByRole('combobox', { name: 'Role' }), 'interviewer');
    await user.click(within(inviteForm()).getByRole('button', { name: 'Send invitation' }));
    expect(within(inviteForm()).getByRole('button', { name: 'Send invitation' })).toBeDisabled();

    release = true;
    sending.resolve(
      jsonResponse(
        sampleInvitation({ id: 'inv-9', email: 'linus@example.com', role: 'interviewer', expiresAt: daysFromNow(7) }),
        201,
      ),
    );
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Invitation sent to linus@example.com.'), {
      timeout: 5_000,
    });
    expect(within(inviteForm()).getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/v1/organizations/org-1/invitations',
        body: { email: 'linus@example.com', role: 'interviewer' },
      },
    ]);
  });

  it('says under the field when the address is not an email, and sends nothing', async () => {
    const api = stubOrganizationApi();
    const { user } = openUsers();
    const email = within(inviteForm()).getByRole('textbox', { name: 'Email' });
    await user.type(email, 'linus');
    await user.click(within(inviteForm()).getByRole('button', { name: 'Send invitation' }));
    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    expect(email).toHaveFocus();
    expect(api.writes()).toEqual([]);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    stubOrganizationApi({
      override: ({ method, path }) =>
        method === 'POST' && path.endsWith('/invitations')
          ? errorResponse(409, 'ALREADY_MEMBER', 'grace@example.com is already a member.')
          : undefined,
    });
    const { user } = openUsers();
    await user.type(within(inviteForm()).getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await user.click(within(inviteForm()).getByRole('button', { name: 'Send invitation' }));
    expect(await within(inviteForm()).findByRole('alert')).toHaveTextContent('grace@example.com is already a member.');
    expect(within(inviteForm()).getByRole('textbox', { name: 'Email' })).toHaveValue('grace@example.com');
  });
});

describe('/org-admin/users invite several', () => {
  it('sends one call for the whole list, with one role, and closes', async () => {
    const api = stubOrganizationApi();
    const { user } = openUsers();
    await user.click(screen.getByRole('button', { name: 'Invite several' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite several people' });
    const list = within(dialog).getByRole('textbox', { name: 'Email addresses' });
    await user.click(list);
    await user.paste('one@example.com\nnot an email\n\nTwo@example.com\none@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(list).toHaveAccessibleDescription(/This line is not an email address: not an email\./);
    expect(api.writes()).toEqual([]);

    await user.clear(list);
    await user.paste('one@example.com\nTwo@example.com\none@example.com');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Role for everyone in the list' }),
      'interviewer',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 invitations sent.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/v1/organizations/invites',
        body: {
          organizationId: 'org-1',
          invitations: [
            { email: 'one@example.com', role: 'interviewer' },
            { email: 'two@example.com', role: 'interviewer' },
          ],
        },
      },
    ]);
    expect(await within(invitationsRegion()).findByText('two@example.com')).toBeInTheDocument();
  });

  it('keeps the refused addresses in the list with the reason for each', async () => {
    const override: Override = ({ path }) =>
      path === '/api/v1/organizations/invites'
        ? jsonResponse(
            {
              invitations: [sampleInvitation({ id: 'b-1', email: 'one@example.com', role: 'candidate' })],
              failed: [
                {
                  email: 'grace@example.com',
                  code: 'ALREADY_MEMBER',
                  message: 'Already a member of this organization.',
                },
              ],
            },
            201,
          )
        : undefined;
    stubOrganizationApi({ override });
    const { user } = openUsers();
    await user.click(screen.getByRole('button', { name: 'Invite several' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('textbox', { name: 'Email addresses' }));
    await user.paste('one@example.com\ngrace@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('1 invitation was sent. 1 address was not invited');
    expect(alert).toHaveTextContent('grace@example.com: Already a member of this organization.');
    expect(within(dialog).getByRole('textbox', { name: 'Email addresses' })).toHaveValue('grace@example.com');
    expect(toast.success).toHaveBeenCalledWith('1 invitation sent.');
  });
});

describe('/org-admin/users pending invitations', () => {
  it('lists them with role, inviter and expiry, and resends one', async () => {
    const api = stubOrganizationApi({ state: { invitations: [sampleInvitation({ expiresAt: daysFromNow(-1) })] } });
    const { user } = openUsers();
    const table = await within(invitationsRegion()).findByRole('table');
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('barbara@example.com');
    expect(row).toHaveTextContent('Interviewer');
    await vi.waitFor(() => expect(row).toHaveTextContent('Ada Lovelace'));
    expect(row).toHaveTextContent('Expired');
    expect(row).toHaveTextContent('yesterday');

    await user.click(within(row).getByRole('button', { name: 'Resend the invitation to barbara@example.com' }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Invitation sent again to barbara@example.com. The new link works for 7 days.',
      ),
    );
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/v1/organizations/org-1/invitations/inv-1/resend', body: undefined },
    ]);
    await vi.waitFor(() => expect(row).toHaveTextContent('in 7 days'));
    expect(row).not.toHaveTextContent('Expired');
  });

  it('copies a pending invitation link for the orgadmin to pass on', async () => {
    const url = 'https://assay.example/invitation?token=inv-1.signature';
    stubOrganizationApi({
      override: ({ method, path }) =>
        method === 'GET' && path === '/api/v1/organizations/org-1/invitations/inv-1/link'
          ? jsonResponse({ url })
          : undefined,
    });
    const { user } = openUsers();
    await user.click(
      await within(invitationsRegion()).findByRole('button', {
        name: 'Copy the invitation link for barbara@example.com',
      }),
    );
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Invitation link for barbara@example.com copied. It works until the invitation expires or is sent again.',
      ),
    );
    expect(await navigator.clipboard.readText()).toBe(url);
  });

  it('asks before revoking, then withdraws the invitation', async () => {
    const api = stubOrganizationApi();
    const { user } = openUsers();
    await user.click(
      await within(invitationsRegion()).findByRole('button', { name: 'Revoke the invitation to barbara@example.com' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke the invitation to barbara@example.com?' });
    expect(dialog).toHaveTextContent(
      'The link sent to barbara@example.com stops working, so they cannot join as Interviewer.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('The invitation to barbara@example.com was revoked.'),
    );
    expect(api.writes()).toEqual([
      { method: 'DELETE', path: '/api/v1/organizations/org-1/invitations/inv-1', body: undefined },
    ]);
    expect(
      await within(invitationsRegion()).findByRole('heading', { name: 'No pending invitations' }),
    ).toBeInTheDocument();
  });

  it('says what to do next when there are none', async () => {
    stubOrganizationApi({ state: { invitations: [] } });
    const { user } = openUsers();
    await user.click(await within(invitationsRegion()).findByRole('button', { name: 'Invite someone' }));
    expect(within(inviteForm()).getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OrgAdminOverviewPage } from '@/app/routes/org-admin/org-admin-overview';
import {
  daysFromNow,
  errorResponse,
  isoIn,
  orgAdminAuth,
  sampleInvitation,
  stubOrganizationApi,
  type Override,
} from '@/testing/fake-organization-api';
import { renderPage } from '@/testing/render-page';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { authValue } from '@/testing/auth-value';
import { spyOnToastsEachTest } from '@/testing/toast-spies';

const HOUR = 60 * 60 * 1000;

function openOverview(auth = orgAdminAuth()) {
  return renderPage(<OrgAdminOverviewPage />, { path: paths.orgAdmin, auth });
}

function tileValue(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value for the ${label} tile.`);
  return value;
}

const expiringSoon = sampleInvitation({
  id: 'inv-soon',
  email: 'soon@example.com',
  role: 'candidate',
  expiresAt: isoIn(5 * HOUR),
});
const expired = sampleInvitation({
  id: 'inv-old',
  email: 'late@example.com',
  role: 'interviewer',
  expiresAt: daysFromNow(-1),
});
const fresh = sampleInvitation({ id: 'inv-new', email: 'fresh@example.com', expiresAt: daysFromNow(6) });

spyOnToastsEachTest('success', 'error');

describe('/org-admin', () => {
  it('names the organization and counts its members by role and its pending invitations', async () => {
    stubOrganizationApi({ state: { invitations: [expiringSoon, expired, fresh] } });
    openOverview();
    expect(screen.getByRole('heading', { level: 1, name: 'Organization Overview' })).toBeInTheDocument();
    expect(await screen.findByText('Acme Hiring')).toBeInTheDocument();
    await vi.waitFor(() => expect(tileValue('Candidates')).toHaveTextContent('2'));
    expect(tileValue('Organization admins')).toHaveTextContent('1');
    expect(tileValue('Interviewers')).toHaveTextContent('1');
    expect(tileValue('Pending invitations')).toHaveTextContent('3');
    await vi.waitFor(() => expect(tileValue('Open tasks')).toHaveTextContent('3'));
    expect(tileValue('Assessments')).toHaveTextContent('3');
    expect(tileValue('Submitted this week')).toHaveTextContent('4');
    expect(tileValue('Average score')).toHaveTextContent('72.5 / 100');
    expect(screen.getByRole('link', { name: 'All tasks' })).toHaveAttribute('href', '/org-admin/tasks');
  });

  it('lists the invitations about to expire, soonest first, and resends one', async () => {
    const api = stubOrganizationApi({ state: { invitations: [expiringSoon, expired, fresh] } });
    const { user } = openOverview();
    const needs = screen.getByRole('region', { name: 'What needs you now' });
    const list = await within(needs).findByRole('list', { name: 'Invitations about to expire' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['late@example.com', 'soon@example.com']);
    expect(items[0]).toHaveTextContent('Expired');
    expect(items[1]).toHaveTextContent('Expires in 5 hours');
    expect(within(needs).queryByText('fresh@example.com')).not.toBeInTheDocument();

    await user.click(within(needs).getByRole('button', { name: 'Resend the invitation to soon@example.com' }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Invitation sent again to soon@example.com. The new link works for 7 days.',
      ),
    );
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/v1/organizations/org-1/invitations/inv-soon/resend', body: undefined },
    ]);
    // Renewed for a week, it no longer needs anyone.
    await vi.waitFor(() => expect(within(needs).queryByText('soon@example.com')).not.toBeInTheDocument());
  });

  it("says so when a resend fails, with the server's message", async () => {
    const override: Override = ({ method }) =>
      method === 'POST'
        ? errorResponse(409, 'INVITATION_NOT_PENDING', 'Only a pending invitation can be sent again.')
        : undefined;
    stubOrganizationApi({ state: { invitations: [expiringSoon] }, override });
    const { user } = openOverview();
    await user.click(await screen.findByRole('button', { name: 'Resend the invitation to soon@example.com' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Only a pending invitation can be sent again.'));
  });

  it('says nothing needs the orgadmin when no invitation is close to expiring', async () => {
    stubOrganizationApi({ state: { invitations: [fresh] } });
    openOverview();
    const needs = screen.getByRole('region', { name: 'What needs you now' });
    expect(await within(needs).findByRole('heading', { name: 'Nothing needs you right now' })).toBeInTheDocument();
    expect(within(needs).getByRole('link', { name: 'Invite people' })).toHaveAttribute('href', paths.orgAdminUsers);
  });

  it('shows the newest members first and links to Users and Settings', async () => {
    stubOrganizationApi();
    openOverview();
    const recent = screen.getByRole('region', { name: 'Recent members' });
    const list = await within(recent).findByRole('list', { name: 'Members who joined last' });
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.font-medium')?.textContent);
    expect(names).toEqual(['Edsger Dijkstra', 'Alan Turing', 'Grace Hopper', 'Ada Lovelace']);
    expect(within(recent).getByRole('link', { name: 'See all members' })).toHaveAttribute('href', paths.orgAdminUsers);
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', paths.orgAdminUsers);
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', paths.orgAdminSettings);
  });

  it('tells what changed lately, newest first, in plain words', async () => {
    stubOrganizationApi();
    openOverview();
    const recent = screen.getByRole('region', { name: 'Recent activity' });
    const list = await within(recent).findByRole('list', { name: 'Latest changes, newest first' });
    const lines = within(list)
      .getAllByRole('listitem')
      .map((item) => item.firstElementChild?.textContent);
    expect(lines).toEqual([
      'Edsger Dijkstra joined as Candidate',
      'Ada Lovelace invited edsger@example.com as Candidate',
      'Ada Lovelace created the organization',
    ]);
  });

  it('says when there is no activity yet', async () => {
    stubOrganizationApi({ state: { activity: [] } });
    openOverview();
    const recent = screen.getByRole('region', { name: 'Recent activity' });
    expect(await within(recent).findByRole('heading', { name: 'No activity yet' })).toBeInTheDocument();
  });

  it('offers Retry in place when the members cannot be loaded', async () => {
    let failures = 1;
    stubOrganizationApi({
      override: ({ path }) => {
        if (!path.endsWith('/members') || failures === 0) return undefined;
        failures -= 1;
        return errorResponse(500, 'INTERNAL_ERROR', 'boom');
      },
    });
    const { user } = openOverview();
    const recent = screen.getByRole('region', { name: 'Recent members' });
    const alert = await within(recent).findByRole('alert');
    expect(alert).toHaveTextContent('The members could not be loaded.');
    expect(alert).toHaveTextContent('API error: 500 - Server error. Please try again later.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(recent).findByText('Edsger Dijkstra')).toBeInTheDocument();
  });

  it('tells someone without an organization how to get one, and calls nothing', () => {
    const api = stubOrganizationApi();
    openOverview(authValue('admin'));
    expect(screen.getByRole('heading', { level: 1, name: 'Organization Overview' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'You are not in an organization yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your organization' })).toHaveAttribute(
      'href',
      paths.organizationForm,
    );
    expect(api.requests).toEqual([]);
  });
});

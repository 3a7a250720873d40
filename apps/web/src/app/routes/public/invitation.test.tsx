import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, stubApi } from '@/testing/organization-stub-api';
import { InvitationPage } from '@/app/routes/public/invitation';
import { deferred, renderPage } from '@/testing/render-page';
import { paths } from '@/config/paths';
import type { InvitationPreview } from '@/features/organizations/api/get-invitation-preview';
import { toast } from '@/lib/toast';
import { anonymousAuthValue, authValue, sampleUser } from '@/testing/auth-value';
import { jsonResponse } from '@/testing/fetch-stub';
import { spyOnToastsEachTest } from '@/testing/toast-spies';

const token = 'tok-1/x';
const previewPath = `/api/v1/invitations/accept/${encodeURIComponent(token)}`;
const entry = `${paths.invitation}?token=${encodeURIComponent(token)}`;
const back = encodeURIComponent(entry);

const preview: InvitationPreview = {
  organizationName: 'Acme Hiring',
  email: 'ada@example.com',
  role: 'interviewer',
  expiresAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
};

function openInvitation(auth = anonymousAuthValue(), at: string = entry) {
  return { auth, ...renderPage(<InvitationPage />, { path: paths.invitation, entry: at, auth }) };
}

function term(name: string): HTMLElement | null {
  return screen.getByText(name, { selector: 'dt' }).nextElementSibling as HTMLElement | null;
}

spyOnToastsEachTest('success');

describe('/invitation', () => {
  it('says the link is incomplete when it has no token', () => {
    const { fetchMock } = stubApi({});
    openInvitation(anonymousAuthValue(), paths.invitation);
    expect(screen.getByRole('heading', { level: 1, name: 'Accept invitation' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation link is incomplete');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the offer, and asks a visitor to sign in or register on the way back here', async () => {
    const answer = deferred<Response>();
    stubApi({ [`GET ${previewPath}`]: () => answer.promise });
    openInvitation();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the invitation...');
    answer.resolve(jsonResponse(preview));

    expect(await screen.findByText('Acme Hiring')).toBeInTheDocument();
    expect(term('Organization')).toHaveTextContent('Acme Hiring');
    expect(term('Role')).toHaveTextContent('Interviewer');
    expect(term('Email')).toHaveTextContent('ada@example.com');
    expect(term('Expires')).toHaveTextContent(/in 3 days/);
    expect(screen.getByRole('link', { name: 'Sign in to accept' })).toHaveAttribute(
      'href',
      `${paths.login}?redirect=${back}`,
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `${paths.register}?redirect=${back}`,
    );
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it('accepts for the signed-in user, reloads them and goes to the dashboard', async () => {
    const accepted = deferred<Response>();
    const { requests } = stubApi({
      [`GET ${previewPath}`]: () => jsonResponse(preview),
      [`POST ${previewPath}`]: () => accepted.promise,
    });
    const auth = authValue(null);
    const { user } = openInvitation(auth);
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(screen.getByRole('button', { name: 'Accept invitation' })).toBeDisabled();

    accepted.resolve(jsonResponse({ organizationId: 'org-1', role: 'interviewer' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/dashboard$/);
    expect(auth.reloadUser).toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith('Welcome to Acme Hiring! You joined as interviewer.');
    expect(requests.filter(({ method }) => method === 'POST')).toHaveLength(1);
  });

  it('tells someone signed in with another address to sign out and back in with the invited one', async () => {
    const { requests } = stubApi({ [`GET ${previewPath}`]: () => jsonResponse(preview) });
    const auth = authValue('candidate', { user: sampleUser({ email: 'grace@example.com' }) });
    const { user } = openInvitation(auth);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This invitation is for another account');
    expect(alert).toHaveTextContent("It was sent to ada@example.com, but you're signed in as grace@example.com.");
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out and switch account' }));
    expect(auth.logout).toHaveBeenCalledWith(`${paths.login}?redirect=${back}`);
    expect(requests.every(({ method }) => method === 'GET')).toBe(true);
  });

  it.each([
    [404, 'INVITATION_NOT_FOUND', "We couldn't find this invitation", 'opened the whole link'],
    [410, 'INVITATION_EXPIRED', 'This invitation has expired', 'Ask the person who invited you to send a new one.'],
    [410, 'INVITATION_ALREADY_USED', 'This invitation has already been used', 'Each invitation can be accepted once.'],
    [410, 'INVITATION_REVOKED', 'This invitation was withdrawn', 'can no longer be accepted'],
  ])('explains a %i %s in plain words', async (status, code, title, advice) => {
    stubApi({ [`GET ${previewPath}`]: () => errorResponse(status, code, 'server text') });
    openInvitation();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(advice);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in to accept' })).not.toBeInTheDocument();
  });

  it('tries once more by itself, then offers Retry when the invitation could not be loaded at all', async () => {
    let down = true;
    const { requests } = stubApi({
      [`GET ${previewPath}`]: () => (down ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'Down') : jsonResponse(preview)),
    });
    const { user } = openInvitation();
    expect(await screen.findByRole('alert', undefined, { timeout: 4_000 })).toHaveTextContent(
      'API error: 503 - Server error. Please try again later.',
    );
    expect(requests).toHaveLength(2);
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Acme Hiring')).toBeInTheDocument();
  });

  it.each([
    [
      403,
      'INVITATION_EMAIL_MISMATCH',
      'This invitation is for another account',
      'Sign out, then sign in with ada@example.com',
    ],
    [
      409,
      'INVITATION_STAFF_ELSEWHERE',
      'You already belong to another organization',
      'To join Acme Hiring, leave your current organization first',
    ],
    [
      409,
      'INVITATION_SECOND_ROLE',
      'Your account already has a different role',
      "You're already a candidate, and one account holds one role, so it can't accept an invitation as interviewer.",
    ],
    [410, 'INVITATION_EXPIRED', 'This invitation has expired', 'send a new one'],
  ])('explains a refused acceptance (%i %s) and offers no second try', async (status, code, title, advice) => {
    stubApi({
      [`GET ${previewPath}`]: () => jsonResponse(preview),
      [`POST ${previewPath}`]: () => errorResponse(status, code, 'server text'),
    });
    const { user, auth } = openInvitation(authValue('candidate'));
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(advice);
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
    expect(auth.reloadUser).not.toHaveBeenCalled();
  });

  it('keeps the Accept button after a failure that another try may fix', async () => {
    let calls = 0;
    stubApi({
      [`GET ${previewPath}`]: () => jsonResponse(preview),
      [`POST ${previewPath}`]: () =>
        ++calls === 1
          ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'Down')
          : jsonResponse({ organizationId: 'org-1', role: 'interviewer' }),
    });
    const { user } = openInvitation(authValue('interviewer'));
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error. Please try again later.');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/dashboard$/);
  });
});

import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfilePage, ProfileSetupPage } from '@/app/routes/account/profile';
import { PROFILE_SAVED_MESSAGE } from '@/features/users/components/profile-cards';
import { deferred, renderPage } from '@/testing/render-page';
import { paths } from '@/config/paths';
import { userService } from '@/features/users/api/user-service';
import { ApiError } from '@/lib/api-client/api-error';
import { toast } from '@/lib/toast';
import { authValue, sampleUser } from '@/testing/auth-value';
import { jsonResponse } from '@/testing/fetch-stub';

function openProfile(auth = authValue('interviewer')) {
  return { auth, ...renderPage(<ProfilePage />, { path: paths.profile, auth }) };
}

beforeEach(() => {
  vi.spyOn(toast, 'success');
  // The notification and security sections below the form read their own data; these tests are about the form.
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => jsonResponse({ code: 'NOT_FOUND', message: 'Not here.' }, 404)),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/profile', () => {
  it('shows the email and role read-only and the name and picture in a form', () => {
    openProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByText('Email').nextElementSibling).toHaveTextContent('ada@example.com');
    expect(screen.getByText('Role').nextElementSibling).toHaveTextContent('Interviewer');
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Picture URL')).toHaveValue('');
  });

  it('saves the name and picture with PATCH /users/me, then reloads the user', async () => {
    const saving = deferred<ReturnType<typeof sampleUser>>();
    vi.spyOn(userService, 'updateMe').mockReturnValue(saving.promise);
    const { auth, user } = openProfile();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), '  Ada King ');
    await user.type(screen.getByLabelText('Picture URL'), 'https://example.com/ada.png');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(userService.updateMe).toHaveBeenCalledWith({ name: 'Ada King', picture: 'https://example.com/ada.png' });
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    saving.resolve(sampleUser({ name: 'Ada King', picture: 'https://example.com/ada.png' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(PROFILE_SAVED_MESSAGE));
    expect(auth.reloadUser).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('refuses a picture that is not a web address, under the field', async () => {
    const update = vi.spyOn(userService, 'updateMe');
    const { user } = openProfile();
    await user.type(screen.getByLabelText('Picture URL'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByLabelText('Picture URL')).toHaveAccessibleDescription(
      /Enter a full web address starting with https:\/\//,
    );
    expect(screen.getByLabelText('Picture URL')).toHaveFocus();
    expect(update).not.toHaveBeenCalled();
  });

  it('shows why saving failed and keeps the edits', async () => {
    vi.spyOn(userService, 'updateMe').mockRejectedValue(
      new ApiError({
        kind: 'network',
        status: 0,
        path: '/api/v1/users/me',
        message: 'Unable to connect to the server. Please check your internet connection and try again.',
      }),
    );
    const { user } = openProfile();
    await user.type(screen.getByLabelText('Name'), ' the First');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Unable to connect to the server\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace the First');
  });
});

describe('/profile-setup', () => {
  it('saves and continues to /dashboard, or lets the user skip', async () => {
    vi.spyOn(userService, 'updateMe').mockResolvedValue(sampleUser());
    const auth = authValue(null);
    const { user } = renderPage(<ProfileSetupPage />, { path: paths.profileSetup, auth });
    expect(screen.getByRole('heading', { level: 1, name: 'Set up your profile' })).toBeInTheDocument();
    expect(screen.getByText('Role').nextElementSibling).toHaveTextContent('Not chosen yet');
    expect(screen.getByRole('link', { name: 'Skip for now' })).toHaveAttribute('href', paths.dashboard);

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/dashboard$/);
    expect(userService.updateMe).toHaveBeenCalledWith({ name: 'Ada Lovelace', picture: '' });
  });

  it.each([
    ['a candidate', sampleUser({ role: 'candidate', organizationId: '' }), '/candidate/dashboard'],
    [
      'an interviewer without an organization',
      sampleUser({ role: 'interviewer', organizationId: '' }),
      '/organization-form',
    ],
    ['an orgadmin without an organization', sampleUser({ role: 'orgadmin', organizationId: '' }), '/organization-form'],
    [
      'an interviewer already in one (invited)',
      sampleUser({ role: 'interviewer', organizationId: 'org-1' }),
      '/interviewer/dashboard',
    ],
  ])('sends %s on to %s, saved or skipped', async (_who, person, next) => {
    vi.spyOn(userService, 'updateMe').mockResolvedValue(person);
    const auth = authValue(person.role, { user: person, reloadUser: vi.fn(async () => person) });
    const { user } = renderPage(<ProfileSetupPage />, { path: paths.profileSetup, auth });
    expect(screen.getByRole('link', { name: 'Skip for now' })).toHaveAttribute('href', next);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(new RegExp(`^${next}$`));
  });
});

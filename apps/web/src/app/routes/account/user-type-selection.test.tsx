import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE_RELOAD_FAILED_MESSAGE, ROLE_UPDATE_FAILED_MESSAGE } from '@/features/users/choose-role';
import { UserTypeSelectionPage } from '@/app/routes/account/user-type-selection';
import { deferred, renderPage } from '@/testing/render-page';
import { paths } from '@/config/paths';
import { userService } from '@/features/users/api/user-service';
import { ApiError } from '@/lib/api-client/api-error';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { authValue, sampleUser } from '@/testing/auth-value';

function openSelection(auth = authValue(null)) {
  return { auth, ...renderPage(<UserTypeSelectionPage />, { path: paths.userTypeSelection, auth }) };
}

const conflict = () =>
  new ApiError({
    kind: 'http',
    status: 409,
    path: '/api/v1/users/me/role',
    code: 'ROLE_ALREADY_SET',
    message: 'Your role is already set. An admin can change it.',
  });

beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
  vi.spyOn(toast, 'info');
  vi.spyOn(logger, 'info').mockImplementation(() => {});
  vi.spyOn(userService, 'syncRole').mockResolvedValue({ success: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/user-type-selection', () => {
  it('offers the three roles, each with a line on what it is for', () => {
    openSelection();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your role' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Candidate' })).toHaveAccessibleDescription(/Take assessments/);
    expect(screen.getByRole('button', { name: 'Interviewer' })).toHaveAccessibleDescription(/review and score/);
    expect(screen.getByRole('button', { name: 'Organization admin' })).toHaveAccessibleDescription(
      /Set up your organization/,
    );
    // Never admin: that role is given, not chosen.
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });

  it('chooses the role, syncs it, reloads the user, says so and goes on to set up the profile', async () => {
    const chosen = deferred<ReturnType<typeof sampleUser>>();
    vi.spyOn(userService, 'chooseRole').mockReturnValue(chosen.promise);
    const reloaded = sampleUser({ role: 'interviewer' });
    const auth = authValue(null, { reloadUser: vi.fn(async () => reloaded) });
    const { user } = openSelection(auth);

    await user.click(screen.getByRole('button', { name: 'Interviewer' }));
    expect(userService.chooseRole).toHaveBeenCalledWith('interviewer');
    for (const name of ['Candidate', 'Interviewer', 'Organization admin'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Interviewer' })).toHaveAttribute('aria-busy', 'true');

    chosen.resolve(reloaded);
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/profile-setup$/);
    expect(userService.syncRole).toHaveBeenCalled();
    expect(auth.reloadUser).toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith('Role updated to interviewer successfully!');
  });

  it('still goes on when only the claims sync fails, logging it without a toast', async () => {
    vi.spyOn(userService, 'chooseRole').mockResolvedValue(sampleUser({ role: 'orgadmin' }));
    vi.mocked(userService.syncRole).mockRejectedValue(new Error('provider down'));
    const { user } = openSelection(
      authValue(null, { reloadUser: vi.fn(async () => sampleUser({ role: 'orgadmin' })) }),
    );
    await user.click(screen.getByRole('button', { name: 'Organization admin' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/profile-setup$/);
    expect(logger.info).toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says the update failed and lets the user choose again', async () => {
    vi.spyOn(userService, 'chooseRole').mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 500,
        path: '/api/v1/users/me/role',
        message: 'API error: 500 - Server error. Please try again later.',
      }),
    );
    const { user } = openSelection();
    await user.click(screen.getByRole('button', { name: 'Candidate' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(ROLE_UPDATE_FAILED_MESSAGE));
    expect(screen.getByRole('button', { name: 'Candidate' })).toBeEnabled();
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });

  it('says so when the user cannot be reloaded after the change', async () => {
    vi.spyOn(userService, 'chooseRole').mockResolvedValue(sampleUser({ role: 'candidate' }));
    const { user } = openSelection(authValue(null, { reloadUser: vi.fn(async () => null) }));
    await user.click(screen.getByRole('button', { name: 'Candidate' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(ROLE_RELOAD_FAILED_MESSAGE));
  });

  it('moves on to /dashboard when the server already has a role for this user', async () => {
    vi.spyOn(userService, 'chooseRole').mockRejectedValue(conflict());
    const auth = authValue(null);
    const { user, setAuth } = openSelection(auth);
    vi.mocked(auth.reloadUser).mockImplementation(async () => {
      setAuth(authValue('candidate'));
      return sampleUser({ role: 'candidate' });
    });
    await user.click(screen.getByRole('button', { name: 'Interviewer' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/dashboard$/);
    expect(toast.info).toHaveBeenCalledWith('Your role is already set. An admin can change it.');
  });

  it('sends a user who already has a role to /dashboard', async () => {
    openSelection(authValue('candidate'));
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/dashboard$/);
  });
});

import { SIGN_UP_CLOSED_CODE, SIGN_UP_CLOSED_MESSAGE, type AuthConfig } from '@assay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESET_LINK_SENT_MESSAGE } from '@/features/identity/components/forgot-password-form';
import { LoginPage } from '@/app/routes/auth/login';
import { PASSWORD_CHANGED_MESSAGE } from '@/features/identity/components/login-notices';
import { deferred, renderPage } from '@/testing/render-page';
import { paths } from '@/config/paths';
import { authClient } from '@/features/identity/auth-client';
import { ApiError } from '@/lib/api-client/api-error';
import { anonymousAuthValue, authValue } from '@/testing/auth-value';

const emailOnly: AuthConfig = { emailPassword: true, google: false, oidc: null, requireEmailVerification: false };

function openLogin(entry: string = paths.login, auth = anonymousAuthValue()) {
  return { auth, ...renderPage(<LoginPage />, { path: paths.login, entry, auth }) };
}

beforeEach(() => {
  vi.spyOn(authClient, 'getConfig').mockResolvedValue(emailOnly);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/login', () => {
  it('asks for Email and Password, links to sign-up, and offers no provider the install lacks', async () => {
    openLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', paths.register);
    await vi.waitFor(() => expect(authClient.getConfig).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
  });

  it('offers Google and the configured OIDC provider, and starts them towards the redirect target', async () => {
    vi.mocked(authClient.getConfig).mockResolvedValue({ ...emailOnly, google: true, oidc: { name: 'Okta' } });
    const { auth, user } = openLogin(`${paths.login}?redirect=${encodeURIComponent('/templates?page=2')}`);
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(auth.signInWithProvider).toHaveBeenCalledWith('google', '/templates?page=2');
    expect(screen.getByRole('button', { name: 'Continue with Okta' })).toBeDisabled();
  });

  it('says what is missing under each field and does not call the server', async () => {
    const { auth, user } = openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(auth.signIn).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
  });

  it('signs in, showing progress, and returns to the page in ?redirect= with its search and hash', async () => {
    const pending = deferred<void>();
    const auth = { ...anonymousAuthValue(), signIn: vi.fn(() => pending.promise) };
    const target = '/tasks/t-1?tab=tests#case-2';
    const { user } = openLogin(`${paths.login}?redirect=${encodeURIComponent(target)}`, auth);
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(auth.signIn).toHaveBeenCalledWith('ada@example.com', 'correct horse');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-busy', 'true');
    pending.resolve();
    expect(await screen.findByTestId('landed')).toHaveTextContent(target);
  });

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example'])(
    'ignores the off-site redirect %s and goes to /dashboard',
    async (redirect) => {
      const { user } = openLogin(`${paths.login}?redirect=${encodeURIComponent(redirect)}`);
      await user.type(screen.getByLabelText('Email'), 'ada@example.com');
      await user.type(screen.getByLabelText('Password'), 'correct horse');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/dashboard$/);
    },
  );

  it('shows the server’s message as it is and keeps what was typed', async () => {
    const auth = anonymousAuthValue();
    vi.mocked(auth.signIn).mockRejectedValue(
      new ApiError({ kind: 'http', status: 401, path: '/auth/sign-in/email', message: 'Invalid email or password.' }),
    );
    const { user } = openLogin(paths.login, auth);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('sends a signed-in visitor to /dashboard at once, whatever ?redirect= says', async () => {
    openLogin(`${paths.login}?redirect=%2Ftemplates`, authValue('candidate'));
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/dashboard$/);
  });

  it('asks for a reset link with the address typed, and answers the same words for any address', async () => {
    const request = vi.spyOn(authClient, 'requestPasswordReset').mockResolvedValue();
    const { user } = openLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_LINK_SENT_MESSAGE);
    expect(request).toHaveBeenCalledWith('ada@example.com', paths.login);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_LINK_SENT_MESSAGE);

    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByLabelText('Email')).toHaveValue('nobody@example.com');
  });

  it('says so when the reset request itself fails', async () => {
    vi.spyOn(authClient, 'requestPasswordReset').mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 429,
        path: '/auth/request-password-reset',
        message: 'API error: 429 - Rate limit exceeded. Please try again later.',
      }),
    );
    const { user } = openLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Rate limit exceeded');
  });

  it('sets a new password from a reset link, then offers sign-in with it', async () => {
    const reset = vi.spyOn(authClient, 'resetPassword').mockResolvedValue();
    const { user, router } = openLogin(`${paths.login}?token=tok-1&redirect=%2Fprofile`);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'a-new-secret');
    await user.type(screen.getByLabelText('Confirm password'), 'a-different-one');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('The two passwords do not match.');
    expect(reset).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'a-new-secret');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(reset).toHaveBeenCalledWith('a-new-secret', 'tok-1');
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_CHANGED_MESSAGE);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fprofile');
  });

  it('shows a spent reset token’s refusal and keeps the new password typed', async () => {
    vi.spyOn(authClient, 'resetPassword').mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 400,
        path: '/auth/reset-password',
        code: 'INVALID_TOKEN',
        message: 'Invalid token',
      }),
    );
    const { user } = openLogin(`${paths.login}?token=spent`);
    await user.type(screen.getByLabelText('New password'), 'a-new-secret');
    await user.type(screen.getByLabelText('Confirm password'), 'a-new-secret');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid token');
    expect(screen.getByLabelText('New password')).toHaveValue('a-new-secret');
  });

  it('explains an expired reset link that came back with ?error=INVALID_TOKEN', () => {
    openLogin(`${paths.login}?error=INVALID_TOKEN`);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(/invalid or has already been used/)).toBeInTheDocument();
  });

  it('says why a first Google or OIDC sign-in was refused while sign-up is by invitation only', () => {
    openLogin(`${paths.login}?error=${SIGN_UP_CLOSED_CODE}&error_description=ignored`);
    expect(screen.getByRole('alert')).toHaveTextContent(SIGN_UP_CLOSED_MESSAGE);
  });
});

import type { AuthConfig } from '@assay/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customAttributesFrom } from '@/features/identity/custom-attributes';
import { RegisterPage } from '@/app/routes/auth/register';
import { deferred, renderPage } from '@/testing/render-page';
import { paths } from '@/config/paths';
import { authClient } from '@/features/identity/auth-client';
import { ApiError } from '@/lib/api-client/api-error';
import { anonymousAuthValue, authValue } from '@/testing/auth-value';

const emailOnly: AuthConfig = { emailPassword: true, google: false, oidc: null, requireEmailVerification: false };

function openRegister(entry: string = paths.register, auth = anonymousAuthValue()) {
  return { auth, ...renderPage(<RegisterPage />, { path: paths.register, entry, auth }) };
}

async function fillIn(
  user: ReturnType<typeof openRegister>['user'],
  values = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical' },
) {
  await user.type(screen.getByLabelText('Name'), values.name);
  await user.type(screen.getByLabelText('Email'), values.email);
  await user.type(screen.getByLabelText('Password'), values.password);
}

beforeEach(() => {
  vi.spyOn(authClient, 'getConfig').mockResolvedValue(emailOnly);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/register', () => {
  it('asks for Name, Email and Password and links to sign-in', () => {
    openRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    for (const label of ['Name', 'Email', 'Password']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', paths.login);
  });

  it('checks the fields before sending anything', async () => {
    const { auth, user } = openRegister();
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters. Use at least 8 characters.',
    );
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('creates the account with the query string’s custom attributes, then goes to /dashboard', async () => {
    const pending = deferred<{ verificationRequired: boolean }>();
    const auth = { ...anonymousAuthValue(), signUp: vi.fn(() => pending.promise) };
    const { user } = openRegister(`${paths.register}?company=Acme&source=campaign`, auth);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(auth.signUp).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'analytical',
      customAttributes: { company: 'Acme', source: 'campaign' },
    });
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
    pending.resolve({ verificationRequired: false });
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/dashboard$/);
  });

  it('asks the new user to check their email when the address must be verified first', async () => {
    const auth = anonymousAuthValue();
    vi.mocked(auth.signUp).mockResolvedValue({ verificationRequired: true });
    const { user } = openRegister(paths.register, auth);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('ada@example.com');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', paths.login);
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });

  it('puts the server’s field errors under their fields and keeps what was typed', async () => {
    const auth = anonymousAuthValue();
    vi.mocked(auth.signUp).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 400,
        path: '/auth/sign-up/email',
        code: 'VALIDATION_ERROR',
        message: 'Invalid request. body.email: Enter a valid email address.',
        fields: [{ field: 'body.email', message: 'Enter a valid email address.' }],
      }),
    );
    const { user } = openRegister(paths.register, auth);
    await fillIn(user, { name: 'Ada', email: 'ada@example.com', password: 'analytical' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Password')).toHaveValue('analytical');
  });

  it('shows any other failure above the form', async () => {
    const auth = anonymousAuthValue();
    vi.mocked(auth.signUp).mockRejectedValue(new Error('Invalid email or password.'));
    const { user } = openRegister(paths.register, auth);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('offers Google when the install has it', async () => {
    vi.mocked(authClient.getConfig).mockResolvedValue({ ...emailOnly, google: true });
    const { auth, user } = openRegister();
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(auth.signInWithProvider).toHaveBeenCalledWith('google', paths.dashboard);
  });

  it('sends a signed-in visitor to /dashboard', async () => {
    openRegister(paths.register, authValue(null));
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/dashboard$/);
  });
});

describe('customAttributesFrom', () => {
  it('keeps every parameter except the redirect, and nothing when there are none', () => {
    expect(customAttributesFrom(new URLSearchParams('redirect=%2Fx&team=blue'))).toEqual({ team: 'blue' });
    expect(customAttributesFrom(new URLSearchParams('redirect=%2Fx'))).toBeUndefined();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CallbackPage } from '@/app/routes/auth/callback';
import { renderPage } from '@/testing/render-page';
import { paths } from '@/config/paths';
import type { AuthContextValue } from '@/lib/auth-context';
import { anonymousAuthValue, authValue } from '@/testing/auth-value';

const loading: AuthContextValue = { ...anonymousAuthValue(), status: 'loading' };

function openCallback(entry: string, auth = loading) {
  return renderPage(<CallbackPage />, { path: paths.callback, entry, auth });
}

describe('/callback', () => {
  it('shows Loading... until sign-in completes, then goes to the redirect target', async () => {
    const { setAuth } = openCallback(`${paths.callback}?redirect=${encodeURIComponent('/learning?tab=paths#top')}`);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    setAuth(authValue('candidate'));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/learning?tab=paths#top');
  });

  it('goes to /dashboard without a redirect, or with one to another site', async () => {
    openCallback(`${paths.callback}?redirect=${encodeURIComponent('//evil.example')}`, authValue('interviewer'));
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/dashboard$/);
  });

  it('says sign-in failed, with a way back to /login, when it ends signed out', () => {
    const { setAuth } = openCallback(`${paths.callback}?redirect=%2Fprofile`);
    setAuth(anonymousAuthValue());
    expect(screen.getByRole('heading', { level: 1, name: 'Sign-in did not complete' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not sign you in');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      `${paths.login}?redirect=%2Fprofile`,
    );
  });

  it('reports the provider’s ?error= even if a session exists', () => {
    openCallback(`${paths.callback}?error=access_denied`, authValue('candidate'));
    expect(screen.getByRole('alert')).toHaveTextContent('Sign-in was cancelled at the provider.');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', paths.login);
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });
});

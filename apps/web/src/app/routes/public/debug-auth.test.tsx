import { SESSION_STORAGE_KEY } from '@assay/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatExactTime } from '@/components/relative-time';
import { DebugAuthPage } from '@/app/routes/public/debug-auth';
import { renderPage } from '@/testing/render-page';
import { paths } from '@/config/paths';
import { makeTestJwt, testClaims } from '@/testing/test-tokens';
import { anonymousAuthValue, authValue } from '@/testing/auth-value';

afterEach(() => {
  sessionStorage.clear();
});

function valueOf(term: string): HTMLElement | null {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement | null;
}

describe('/debug-auth', () => {
  it('shows the status, user, role and both expiries, and never the token', () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    const token = makeTestJwt(testClaims({ exp }));
    const refreshExpiry = Date.now() + 86_400_000;
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token, refreshExpiry }));
    const { container } = renderPage(<DebugAuthPage />, {
      path: paths.debugAuth,
      auth: authValue('orgadmin', { jwtToken: token }),
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Sign-in diagnostics' })).toBeInTheDocument();
    expect(valueOf('Status')).toHaveTextContent('Signed in');
    expect(valueOf('User id')).toHaveTextContent('u-1');
    expect(valueOf('Email')).toHaveTextContent('ada@example.com');
    expect(valueOf('Role')).toHaveTextContent('Organization admin');
    expect(valueOf('Token expires')).toHaveTextContent(formatExactTime(exp * 1000));
    expect(valueOf('Token expires')).toHaveTextContent(/in 10 minutes/);
    expect(valueOf('Session expires')).toHaveTextContent(formatExactTime(refreshExpiry));
    expect(container.innerHTML).not.toContain(token);
    expect(container.innerHTML).not.toContain(token.split('.')[1]);
  });

  it('shows a signed-out visitor as such, with a way to sign in and come back', () => {
    renderPage(<DebugAuthPage />, { path: paths.debugAuth, auth: anonymousAuthValue() });
    expect(valueOf('Status')).toHaveTextContent('Signed out');
    expect(valueOf('Token expires')).toHaveTextContent('None');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=%2Fdebug-auth');
  });
});

import type { Role } from '@assay/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from '@/app/routes/account/dashboard';
import { renderPage } from '@/testing/render-page';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';

describe('/dashboard', () => {
  it.each<[Role, string]>([
    ['orgadmin', '/org-admin'],
    ['interviewer', '/interviewer/dashboard'],
    ['admin', '/admin'],
    ['candidate', '/candidate/dashboard'],
  ])('sends %s to %s', async (role, home) => {
    renderPage(<DashboardPage />, { path: paths.dashboard, auth: authValue(role) });
    expect(await screen.findByTestId('landed')).toHaveTextContent(new RegExp(`^${home}$`));
  });

  it('sends a user without a role to /user-type-selection', async () => {
    renderPage(<DashboardPage />, { path: paths.dashboard, auth: authValue(null) });
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/user-type-selection$/);
  });
});

import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAccess } from '@/app/guards/require-access';
import { routeAreas } from '@/app/route-areas';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context';
import { toast } from '@/lib/toast';
import { anonymousAuthValue, authValue } from '@/testing/auth-value';

function Where() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <p data-testid="where">{`${location.pathname}${location.search}${from ? ` from ${from}` : ''}`}</p>;
}

function renderGuarded(entry: string, auth: AuthContextValue) {
  const router = createMemoryRouter(
    [
      {
        element: <RequireAccess handle={routeAreas.admin} />,
        children: [{ path: '/admin', element: <p>Admin overview</p> }],
      },
      {
        element: <RequireAccess handle={routeAreas.candidate} />,
        children: [{ path: '/candidate/tasks/:id', element: <p>Task page</p> }],
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <AuthContext.Provider value={auth}>
      <RouterProvider router={router} />
      <Toaster />
    </AuthContext.Provider>,
  );
  return router;
}

afterEach(() => toast.dismiss());

describe('<RequireAccess>', () => {
  it('shows Loading... while authentication loads', () => {
    renderGuarded('/admin', { ...anonymousAuthValue(), status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('sends a signed-out deep link to login with path, search and hash', async () => {
    renderGuarded('/candidate/tasks/x?tab=2#code', anonymousAuthValue());
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/login?redirect=%2Fcandidate%2Ftasks%2Fx%3Ftab%3D2%23code',
    );
  });

  it('denies a candidate the admin area with the toast, landing on /unauthorized with the origin', async () => {
    renderGuarded('/admin', authValue('candidate'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/unauthorized from /admin');
    expect(await screen.findByText('Access denied. This area is restricted to admin users.')).toBeInTheDocument();
  });

  it('lets the admin into any guarded area', async () => {
    renderGuarded('/admin', authValue('admin'));
    expect(await screen.findByText('Admin overview')).toBeInTheDocument();
  });

  it('sends a role-less user to /user-type-selection', async () => {
    renderGuarded('/candidate/tasks/x', authValue(null));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user-type-selection');
  });
});

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useContext } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { AuthContext } from '@/lib/auth-context';
import { AuthProvider } from '@/app/session/auth-provider';

/**
 * The root route's element: the auth state for every page, navigating inside the router. Tests that provide
 * their own AuthContext value keep it.
 */
export function AuthRoot() {
  const provided = useContext(AuthContext);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const go = useCallback(
    (to: string) => {
      // Whoever signs in next must not see what the last person loaded.
      if (to === '/' || to === '/login') queryClient.clear();
      void navigate(to);
    },
    [navigate, queryClient],
  );
  if (provided) return <Outlet />;
  return (
    <AuthProvider navigate={go}>
      <Outlet />
    </AuthProvider>
  );
}

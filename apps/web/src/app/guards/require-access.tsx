import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { decideAccess, loginPathFor } from '@/app/guards/access-decision';
import type { AreaHandle } from '@/app/route-areas';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { toastLater } from '@/lib/toast-later';

function AuthLoading() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-2 p-8 text-sm text-muted-foreground">
      <Spinner />
      <span>Loading...</span>
    </div>
  );
}

function Denied({ message }: { message: string }) {
  const location = useLocation();
  useEffect(() => {
    toastLater('error', message);
  }, [message]);
  return <Navigate to={paths.unauthorized} replace state={{ from: location }} />;
}

/** Wraps an area of the route table and applies the guard rules to every page in it. */
export function RequireAccess({ handle }: { handle: AreaHandle }) {
  const location = useLocation();
  const { status, userRole } = useAuth();
  const decision = decideAccess({
    pathname: location.pathname,
    status,
    role: userRole,
    allowedRoles: handle.allowedRoles ?? [],
  });
  switch (decision.kind) {
    case 'loading':
      return <AuthLoading />;
    case 'login':
      return <Navigate to={loginPathFor(location)} replace />;
    case 'chooseRole':
      return <Navigate to={paths.userTypeSelection} replace />;
    case 'deny':
      return <Denied message={decision.message} />;
    case 'allow':
      return <Outlet />;
  }
}

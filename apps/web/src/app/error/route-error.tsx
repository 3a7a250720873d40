import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorScreen } from '@/app/error/error-screen';
import { captureError } from '@/features/observability/error-capture';
import { retryFailedLazyComponents } from '@/lib/lazy-component';

/**
 * The router's errorElement: for errors the layouts' boundaries cannot catch (a layout failing to load, a loader
 * throwing). React Router clears a route's error when the location changes, so "Try Again" navigates to the same
 * URL again: that re-renders the route and re-runs its loaders.
 */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => captureError('boundary', error), [error]);
  const retry = () => {
    retryFailedLazyComponents();
    const { pathname, search, hash, state } = location;
    void navigate({ pathname, search, hash }, { replace: true, state });
  };
  return <ErrorScreen error={error} standalone onRetry={retry} />;
}

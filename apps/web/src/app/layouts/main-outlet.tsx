import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/app/error/error-boundary';
import { MAIN_CONTENT_ID } from '@/app/layouts/skip-link';
import { RouteFallback } from '@/app/route-fallback';

/**
 * A layout's <main>: the page, behind the error screen and the Loading… fallback. The error clears when the
 * path changes, so one broken page never traps the visitor.
 */
export function MainOutlet() {
  const { pathname } = useLocation();
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </main>
  );
}

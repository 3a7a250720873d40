import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/app/error/error-boundary';
import { PublicFooter } from '@/app/layouts/public-footer';
import { PublicHeader } from '@/app/layouts/public-header';
import { MAIN_CONTENT_ID, SkipLink } from '@/app/layouts/skip-link';
import { RouteFallback } from '@/app/route-fallback';

/** The marketing site and the other pages anyone may see. Must never import the signed-in layout or its pages. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <PublicFooter />
    </div>
  );
}

import type { Notification } from '@assay/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppLayout } from '@/app/layouts/app-layout';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context';
import { ThemeProvider } from '@/lib/theme-provider';
import { jsonResponse } from '@/testing/fetch-stub';
import { stubMatchMedia } from '@/testing/match-media';

/** Test helpers for the signed-in layout; not a test file itself (no `.test.` in the name). */
export { authValue, sampleUser } from '@/testing/auth-value';

/** Every page is this probe, so a test can read where the layout navigated to. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/**
 * Answers the bell's GET /notifications with `notifications` and GET /product with `productName` (the tests' own
 * stubs, if any, are set after this).
 */
function stubShellReads(notifications: Notification[], productName: string | undefined) {
  const unread = notifications.filter((notification) => notification.read_at === null).length;
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/v1/notifications') return jsonResponse({ notifications, unread_count: unread });
      if (url.pathname === '/api/v1/product' && productName) return jsonResponse({ productName, signUp: 'open' });
      return jsonResponse({ code: 'ROUTE_NOT_FOUND', message: `no route ${url.pathname}` }, 404);
    }),
  );
}

/** Renders the layout at `path` with `auth`; every path shows `page` (by default, where the router is). */
export function renderLayout(
  path: string,
  auth: AuthContextValue,
  page: ReactNode = <LocationProbe />,
  { notifications = [], productName }: { notifications?: Notification[]; productName?: string } = {},
) {
  stubMatchMedia(false);
  stubShellReads(notifications, productName);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AuthContext.Provider value={auth}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route element={<AppLayout />}>
                <Route path="*" element={page} />
              </Route>
            </Routes>
          </MemoryRouter>
        </AuthContext.Provider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppLayout } from '@/app/layouts/app-layout';
import { AuthContext, type AuthContextValue } from '@/features/auth/auth-context';
import { ThemeProvider } from '@/lib/theme-provider';
import { stubMatchMedia } from '@/testing/match-media';

/** Test helpers for the signed-in layout; not a test file itself (no `.test.` in the name). */
export { authValue, sampleUser } from '@/testing/auth-value';

/** Every page is this probe, so a test can read where the layout navigated to. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/** Renders the layout at `path` with `auth`; every path shows `page` (by default, where the router is). */
export function renderLayout(path: string, auth: AuthContextValue, page: ReactNode = <LocationProbe />) {
  stubMatchMedia(false);
  return render(
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
    </ThemeProvider>,
  );
}

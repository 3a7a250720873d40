import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { routes as appRoutes } from '@/app/route-table';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context';
import { anonymousAuthValue } from '@/testing/auth-value';
import { ThemeProvider } from '@/lib/theme-provider';

/** Renders the real route table (or the given routes) at one URL, with the providers pages rely on; anonymous unless `auth` says otherwise. */
export function renderRoute(
  entry: InitialEntry,
  { routes = appRoutes, auth = anonymousAuthValue() }: { routes?: RouteObject[]; auth?: AuthContextValue } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={auth}>
          <RouterProvider router={router} />
        </AuthContext.Provider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { router, queryClient, ...view };
}

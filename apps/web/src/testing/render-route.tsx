import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { routes as appRoutes } from '@/app/route-table';
import { ThemeProvider } from '@/lib/theme-provider';

/** Renders the real route table (or the given routes) at one URL, with the providers pages rely on. */
export function renderRoute(entry: InitialEntry, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { router, queryClient, ...view };
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type InitialEntry } from 'react-router';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context';
import { anonymousAuthValue } from '@/testing/auth-value';

/** Stands in for every other page: shows where the page under test sent the visitor. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

interface RenderPageOptions {
  /** The route pattern the page is mounted at. */
  path: string;
  /** The URL to open; default `path`. */
  entry?: InitialEntry;
  auth?: AuthContextValue;
}

/**
 * Renders one page in a memory router with the auth context and a query client, and nothing else of the app;
 * any other URL renders a probe, so tests can see where the page navigated.
 */
export function renderPage(element: ReactNode, { path, entry = path, auth = anonymousAuthValue() }: RenderPageOptions) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [entry] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const tree = (value: AuthContextValue) => (
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={value}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>
  );
  const view = render(tree(auth));
  return {
    ...view,
    router,
    queryClient,
    user: userEvent.setup(),
    /** Changes the auth state as the provider would (loading → authenticated). */
    setAuth: (value: AuthContextValue) => view.rerender(tree(value)),
  };
}

/** A promise the test settles by hand, to look at a page while its call is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

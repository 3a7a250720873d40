import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from '@/app/error/route-error';
import { PublicLayout } from '@/app/layouts/public-layout';
import { RouteFallback } from '@/app/route-fallback';
import { lazyComponent } from '@/lib/lazy-component';
import { renderRoute } from '@/testing/render-route';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function ReportPage() {
  return <h1>Quarterly report</h1>;
}

function routesWith(element: ReactNode): RouteObject[] {
  return [
    { errorElement: <RouteError />, children: [{ element: <PublicLayout />, children: [{ path: '/', element }] }] },
  ];
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('lazy pages', () => {
  it('show exactly "Loading…" until their code arrives', async () => {
    const load = deferred<typeof ReportPage>();
    const Page = lazyComponent(() => load.promise);
    renderRoute('/', { routes: routesWith(<Page />) });

    expect(screen.getByRole('status')).toHaveTextContent(/^Loading…$/);
    await act(async () => load.resolve(ReportPage));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quarterly report' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('load again when Try Again follows a failed download', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const attempts = [deferred<typeof ReportPage>(), deferred<typeof ReportPage>()];
    let call = 0;
    const Page = lazyComponent(() => attempts[call++]!.promise);
    renderRoute('/', { routes: routesWith(<Page />) });

    await act(async () => attempts[0]!.reject(new Error('Failed to fetch dynamically imported module')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await act(async () => attempts[1]!.resolve(ReportPage));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quarterly report' })).toBeInTheDocument();
    expect(call).toBe(2);
  });

  it("load a failed layout again from the router's error screen", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const attempts = [deferred<typeof ReportPage>(), deferred<typeof ReportPage>()];
    let call = 0;
    const Layout = lazyComponent(() => attempts[call++]!.promise);
    renderRoute('/', {
      routes: [
        {
          path: '/',
          element: (
            <Suspense fallback={<RouteFallback />}>
              <Layout />
            </Suspense>
          ),
          errorElement: <RouteError />,
        },
      ],
    });

    await act(async () => attempts[0]!.reject(new Error('Failed to fetch dynamically imported module')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await act(async () => attempts[1]!.resolve(ReportPage));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quarterly report' })).toBeInTheDocument();
  });
});

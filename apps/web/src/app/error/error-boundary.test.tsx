import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/app/error/error-boundary';
import { RouteError } from '@/app/error/route-error';
import { renderRoute } from '@/testing/render-route';

let broken = true;

function Widget() {
  if (broken) throw new Error('The widget could not read its settings');
  return <p>Widget ready</p>;
}

beforeEach(() => {
  broken = true;
  // React reports every caught render error on the console; the assertions below are about what people see.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows the error screen with the message and no stack trace when a child throws', () => {
    render(
      <ErrorBoundary>
        <Widget />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The widget could not read its settings')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/at Widget|error-boundary\.test/);
    expect(screen.queryByText('Widget ready')).not.toBeInTheDocument();
  });

  it('recovers on Try Again once the cause is gone, and not before', async () => {
    const user = userEvent.setup();
    render(
      <ErrorBoundary>
        <Widget />
      </ErrorBoundary>,
    );

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Widget ready')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Oops! Something went wrong' })).not.toBeInTheDocument();
  });

  it('clears the error when its reset key changes, as on navigation', () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/first">
        <Widget />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    broken = false;
    rerender(
      <ErrorBoundary resetKey="/second">
        <Widget />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Widget ready')).toBeInTheDocument();
  });
});

describe('RouteError', () => {
  it('shows the error screen for a route that fails outside the layouts and re-renders it on Try Again', async () => {
    const user = userEvent.setup();
    renderRoute('/', { routes: [{ path: '/', element: <Widget />, errorElement: <RouteError /> }] });

    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Widget ready')).toBeInTheDocument();
  });
});

import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { QueryError } from '@/components/query-error';
import { apiClient } from '@/lib/api-client/http-client';
import { authValue } from '@/testing/auth-value';
import { jsonResponse } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';

/** A page reading one resource through the real API client, as every feature's query does. */
function Resource() {
  const query = useQuery({
    queryKey: ['resource'],
    queryFn: ({ signal }) => apiClient.get('/interviewer/tasks/t1', { schema: z.object({}), signal }),
  });
  if (query.error)
    return (
      <QueryError
        what="The assessment could not be loaded."
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  return <p>{query.data ? 'Loaded' : 'Loading'}</p>;
}

function answer(status: number, code: string, message: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => jsonResponse({ statusCode: status, code, message }, status)),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('QueryError', () => {
  it('shows a 404 as a not-found state with a way back, never the API error text', async () => {
    answer(404, 'NOT_FOUND', 'Assessment not found.');
    renderPage(<Resource />, { path: '/', auth: authValue('interviewer') });
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(
      screen.getByText(/The assessment could not be loaded\. It does not exist, or it is not yours/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(screen.queryByText(/API error/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it("shows a 403 as a you-don't-have-access state with a way back", async () => {
    answer(403, 'FORBIDDEN', 'Not yours.');
    renderPage(<Resource />, { path: '/', auth: authValue('interviewer') });
    expect(await screen.findByRole('heading', { name: "You don't have access" })).toBeInTheDocument();
    expect(screen.getByText(/Your account does not have access to it/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText(/API error/)).not.toBeInTheDocument();
  });

  it('keeps Retry for a failure a retry may mend (a server error)', async () => {
    answer(503, 'UNAVAILABLE', 'Down.');
    renderPage(<Resource />, { path: '/', auth: authValue('interviewer') });
    expect(await screen.findByRole('alert')).toHaveTextContent('The assessment could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

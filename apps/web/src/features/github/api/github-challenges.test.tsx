import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePublicComments } from '@/features/github/api/github-challenges';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { REVIEW_ID } from '@/testing/github-challenges';

afterEach(() => {
  vi.unstubAllGlobals();
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('usePublicComments (SPEC.md §7: only for github_pr_ ids)', () => {
  it('asks GET /public/comments?taskId= for a pull-request challenge', async () => {
    const calls = stubApiRoutes({
      'GET /api/v1/public/comments': () => jsonResponse({ comments: [], revealed: true }),
    });
    const { result } = renderHook(() => usePublicComments(REVIEW_ID, { enabled: true }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ comments: [], revealed: true }));
    expect(calls.map((call) => `${call.key}${call.search}`)).toEqual([
      `GET /api/v1/public/comments?taskId=${encodeURIComponent(REVIEW_ID)}`,
    ]);
  });

  it('never calls for any other id', async () => {
    const calls = stubApiRoutes({});
    const { result } = renderHook(() => usePublicComments('task-1', { enabled: true }), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(calls).toEqual([]);
  });
});

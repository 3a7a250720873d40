import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client/api-error';

/**
 * Whether a failed query is asked once more. Not when the API refused it (a 4xx but a timeout, a rate limit, or a 401,
 * which a session refreshed meanwhile may answer): a 404 or 403 answers the same a second later, and the page should
 * say so at once rather than after a retry's delay.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!isApiError(error) || error.kind !== 'http') return true;
  return error.status >= 500 || [401, 408, 429].includes(error.status);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetryQuery,
        // Candidates switch tabs to read documentation mid-task; refetching everything on return is noise.
        refetchOnWindowFocus: false,
      },
    },
  });
}

import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: 1,
        // Candidates switch tabs to read documentation mid-task; refetching everything on return is noise.
        refetchOnWindowFocus: false,
      },
    },
  });
}

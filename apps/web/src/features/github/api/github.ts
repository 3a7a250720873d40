import {
  GITHUB_ERROR_CODES,
  GITHUB_MESSAGES,
  githubPaths,
  githubProfileSchema,
  type GithubAccount,
  type GithubProfile,
} from '@assay/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client/api-error';
import { apiClient } from '@/lib/api-client/http-client';

export type { GithubAccount, GithubProfile };

export const githubKeys = {
  all: ['github'] as const,
  profile: ['github', 'profile'] as const,
};

/** What the page shows while it knows nothing better: no account connected. */
export const notConnected: GithubProfile = { connected: false, account: null };

/**
 * GET /github/profile. SPEC.md §5: profile failures are only logged — the console hears of it, the person gets no
 * error toast (the card shows them as not connected, with a quiet way to check again).
 */
export async function getGithubProfile(signal?: AbortSignal): Promise<GithubProfile> {
  try {
    return await apiClient.get(githubPaths.profile, { schema: githubProfileSchema, signal });
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError'))
      console.error('[assay] Could not read the GitHub connection:', error);
    throw error;
  }
}

export const githubProfileQueryOptions = () =>
  queryOptions({ queryKey: githubKeys.profile, queryFn: ({ signal }) => getGithubProfile(signal) });

export function useGithubProfile() {
  return useQuery(githubProfileQueryOptions());
}

/** The profile a connect, token update or disconnect answers becomes the cached one: no second read. */
function useProfileMutation<Variables>(mutationFn: (variables: Variables) => Promise<GithubProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (profile) => {
      queryClient.setQueryData(githubKeys.profile, profile);
      // Anything else read about GitHub (the stored token's details, imports) was about the old token.
      void queryClient.invalidateQueries({
        queryKey: githubKeys.all,
        predicate: (query) => query.queryKey[1] !== githubKeys.profile[1],
      });
    },
  });
}

/** POST /github/connect: GitHub checks the token first; the answer is the connected profile. */
export function useConnectGithub() {
  return useProfileMutation((token: string) =>
    apiClient.post(githubPaths.connect, { token }, { schema: githubProfileSchema }),
  );
}

/** POST /github/update-token: replaces the stored token, checked the same way. */
export function useUpdateGithubToken() {
  return useProfileMutation((token: string) =>
    apiClient.post(githubPaths.updateToken, { token }, { schema: githubProfileSchema }),
  );
}

/** POST /github/disconnect: forgets the token; the answer is `{ connected: false, account: null }`. */
export function useDisconnectGithub() {
  return useProfileMutation<void>(() =>
    apiClient.post(githubPaths.disconnect, undefined, { schema: githubProfileSchema }),
  );
}

/**
 * Where a refused token goes and in what words (SPEC.md §5 and §8): `field` errors are about the token itself (blank,
 * malformed, refused by GitHub: 400 and 422); the rest (GitHub's rate limit, GitHub unreachable, anything else) are
 * about the attempt, with the server's own message where GitHub's texts apply.
 */
export function tokenFailure(error: unknown): { field?: string; form?: string } {
  if (!isApiError(error)) return { form: error instanceof Error ? error.message : 'Something went wrong.' };
  if (error.code === GITHUB_ERROR_CODES.tokenRefused || error.status === 422)
    return { field: GITHUB_MESSAGES.tokenRefused };
  if (error.code === GITHUB_ERROR_CODES.rateLimited || error.status === 429)
    return { form: GITHUB_MESSAGES.rateLimited };
  if (error.code === GITHUB_ERROR_CODES.unreachable || error.status === 502)
    return { form: GITHUB_MESSAGES.unreachable };
  if (error.kind === 'http' && error.status === 400) return { field: error.message };
  return { form: error.message };
}

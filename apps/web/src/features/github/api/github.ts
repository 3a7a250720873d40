import {
  GITHUB_ERROR_CODES,
  GITHUB_IMPORT_FAILURES,
  GITHUB_MESSAGES,
  githubPaths,
  githubProfileSchema,
  importPullRequestsResultSchema,
  pullRequestListSchema,
  storedRepositoryListSchema,
  storedRepositorySchema,
  testRepositoryResultSchema,
  type GithubAccount,
  type GithubProfile,
  type GithubRepository,
  type ImportPullRequestsBody,
  type ImportPullRequestsResult,
  type PullRequestList,
  type PullRequestSummary,
  type StoredRepository,
  type TestRepositoryResult,
} from '@assay/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client/api-error';
import { apiClient } from '@/lib/api-client/http-client';

export type {
  GithubAccount,
  GithubProfile,
  GithubRepository,
  ImportPullRequestsResult,
  PullRequestList,
  PullRequestSummary,
  StoredRepository,
  TestRepositoryResult,
};

export interface PullRequestListParams {
  repository?: string | undefined;
  search?: string | undefined;
  page: number;
  limit: number;
}

export const githubKeys = {
  all: ['github'] as const,
  profile: ['github', 'profile'] as const,
  repositories: ['github', 'repositories'] as const,
  pullRequests: ['github', 'pull-requests'] as const,
  pullRequestList: (params: PullRequestListParams) => ['github', 'pull-requests', params] as const,
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

// --- Repositories and pull-request imports ---------------------------------------------------------------------------

/**
 * POST /github/test-repository: whether the caller's token can see a repository. A repository it cannot see, or a
 * malformed URL, is an answer (`success: false` with GitHub's reason in `error`), not a failure.
 */
export function useTestRepository() {
  return useMutation({
    mutationFn: (repositoryUrl: string): Promise<TestRepositoryResult> =>
      apiClient.post(
        githubPaths.testRepository,
        { repository_url: repositoryUrl },
        { schema: testRepositoryResultSchema },
      ),
  });
}

/** POST /github/repository: adds a repository to the ones the organization (or, for the admin, the platform) imports from. */
export function useAddRepository() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (repositoryUrl: string): Promise<StoredRepository> =>
      apiClient.post(githubPaths.repository, { repository_url: repositoryUrl }, { schema: storedRepositorySchema }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: githubKeys.repositories }),
  });
}

/**
 * GET /github/repositories: the repositories the organization (the admin: the platform) imports from. A failed read is
 * only logged: the page then starts with an empty list to type into.
 */
export function useRepositories() {
  return useQuery(
    queryOptions({
      queryKey: githubKeys.repositories,
      queryFn: async ({ signal }): Promise<StoredRepository[]> => {
        try {
          return (await apiClient.get(githubPaths.repositories, { schema: storedRepositoryListSchema, signal }))
            .repositories;
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') throw error;
          console.error('[assay] Could not read the repositories:', error);
          return [];
        }
      },
    }),
  );
}

/** SPEC.md §8, GitHub import: the text the browser shows for an import the API refused, by its status. */
export function importFailureMessage(error: unknown): string {
  if (isApiError(error) && error.kind === 'http') {
    const status = error.status;
    if (status === 401 || status === 403 || status === 404 || status === 429) return GITHUB_IMPORT_FAILURES[status];
  }
  return GITHUB_IMPORT_FAILURES.other;
}

/**
 * POST /github/import-pull-requests. SPEC.md §8: a refused import resolves rather than throws, to the failed result
 * `{ success: false, imported_count: 0 }` with the SPEC's text in `error`; an answered import may still name the
 * repositories that failed in its `error` while the others imported. Either way the imported list is read again.
 */
export async function importPullRequests(body: ImportPullRequestsBody): Promise<ImportPullRequestsResult> {
  try {
    return await apiClient.post(githubPaths.importPullRequests, body, { schema: importPullRequestsResultSchema });
  } catch (error) {
    console.error('[assay] Could not import pull requests:', error);
    return {
      success: false,
      imported_count: 0,
      pull_requests: [],
      error: importFailureMessage(error),
      error_code: isApiError(error) ? (error.code ?? null) : null,
    };
  }
}

export function useImportPullRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPullRequests,
    onSuccess: (result) => {
      if (result.imported_count > 0 || result.success) {
        void queryClient.invalidateQueries({ queryKey: githubKeys.pullRequests });
        void queryClient.invalidateQueries({ queryKey: githubKeys.repositories });
      }
    },
  });
}

/**
 * GET /github/pull-requests. SPEC.md §7: a failed read yields an empty successful list (logged to the console, no
 * error shown), so the table shows its empty state.
 */
export async function getPullRequests(params: PullRequestListParams, signal?: AbortSignal): Promise<PullRequestList> {
  try {
    return await apiClient.get(githubPaths.pullRequests, {
      query: {
        page: params.page,
        limit: params.limit,
        ...(params.repository ? { repository: params.repository } : {}),
        ...(params.search ? { search: params.search } : {}),
      },
      schema: pullRequestListSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.error('[assay] Could not read the imported pull requests:', error);
    return { items: [], total: 0, page: params.page, limit: params.limit };
  }
}

export function usePullRequests(params: PullRequestListParams) {
  return useQuery(
    queryOptions({
      queryKey: githubKeys.pullRequestList(params),
      queryFn: ({ signal }) => getPullRequests(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

import {
  challengeTreeFileSchema,
  githubAttemptListSchema,
  githubAttemptSchema,
  githubChallengeListSchema,
  githubChallengePaths,
  githubChallengeSchema,
  githubTasksCreatedSchema,
  isGithubTaskId,
  publicCommentListSchema,
  repositoryRunResultSchema,
  testRepositoryTasksResultSchema,
  type ChallengePreview,
  type CreateGithubTasksBody,
  type GithubAttempt,
  type GithubChallenge,
  type GithubChallengeList,
  type GithubChallengeListQuery,
  type GithubChallengeSummary,
  type GithubTasksCreated,
  type PublicCommentList,
  type RepositoryRunResult,
  type SubmitChallengeBody,
  type TestRepositoryTasksBody,
  type TestRepositoryTasksResult,
  type WorkTreeFile,
} from '@assay/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

export type {
  ChallengePreview,
  GithubAttempt,
  GithubChallenge,
  GithubChallengeList,
  GithubChallengeSummary,
  GithubTasksCreated,
  PublicCommentList,
  RepositoryRunResult,
  TestRepositoryTasksResult,
};

/** SPEC.md §7: a task whose id starts github_pr_ is fetched from the public endpoint. */
const PUBLIC_TASK_PATH = '/public/tasks/:id';

export const challengeKeys = {
  all: ['github-challenges'] as const,
  lists: ['github-challenges', 'list'] as const,
  list: (query: GithubChallengeListQuery) => ['github-challenges', 'list', query] as const,
  detail: (id: string) => ['github-challenges', 'detail', id] as const,
  treeFile: (id: string, path: string) => ['github-challenges', 'file', id, path] as const,
  attempts: (id: string) => ['github-challenges', 'attempts', id] as const,
  comments: (id: string) => ['github-challenges', 'comments', id] as const,
};

/** The query without empty filters, so the URL the API sees only names what was chosen. */
function listQuery(query: GithubChallengeListQuery) {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<
    string,
    string | number
  >;
}

/** GET /github/tasks: the challenges the caller may open, filtered and paged. */
export function useGithubChallenges(query: GithubChallengeListQuery, { enabled = true } = {}) {
  return useQuery(
    queryOptions({
      queryKey: challengeKeys.list(query),
      queryFn: ({ signal }): Promise<GithubChallengeList> =>
        apiClient.get(githubChallengePaths.tasks, {
          query: listQuery(query),
          schema: githubChallengeListSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}

/** GET /public/tasks/{github_pr_…}: the challenge as anyone who may open it sees it (no sign-in for a public one). */
export function useGithubChallenge(id: string) {
  return useQuery(
    queryOptions({
      queryKey: challengeKeys.detail(id),
      queryFn: ({ signal }): Promise<GithubChallenge> =>
        apiClient.get(fillPath(PUBLIC_TASK_PATH, { id }), { schema: githubChallengeSchema, signal }),
      staleTime: 5 * 60_000,
    }),
  );
}

/** GET /public/github-tasks/{id}/file?path=: one read-only file of the base commit, loaded when it is opened. */
export function useChallengeTreeFile(id: string, path: string | null) {
  return useQuery(
    queryOptions({
      queryKey: challengeKeys.treeFile(id, path ?? ''),
      queryFn: ({ signal }) =>
        apiClient.get(fillPath(githubChallengePaths.treeFile, { id }), {
          query: { path: path ?? '' },
          schema: challengeTreeFileSchema,
          signal,
        }),
      enabled: path !== null,
      staleTime: Infinity,
    }),
  );
}

/** POST /public/github-tasks/{id}/run: the visible tests with the caller's files (a few seconds). */
export function useRunChallengeTests(id: string) {
  return useMutation({
    mutationFn: (files: WorkTreeFile[]): Promise<RepositoryRunResult> =>
      apiClient.post(fillPath(githubChallengePaths.run, { id }), { files }, { schema: repositoryRunResultSchema }),
  });
}

/** GET /github/tasks/{id}/attempts: the signed-in caller's attempts, newest first. */
export function useChallengeAttempts(id: string, { enabled }: { enabled: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: challengeKeys.attempts(id),
      queryFn: async ({ signal }): Promise<GithubAttempt[]> =>
        (
          await apiClient.get(fillPath(githubChallengePaths.attempts, { id }), {
            schema: githubAttemptListSchema,
            signal,
          })
        ).attempts,
      enabled,
    }),
  );
}

/** POST /github/tasks/{id}/attempts: a scored, kept attempt; the attempts, comments and catalogue are read again. */
export function useSubmitChallenge(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitChallengeBody): Promise<GithubAttempt> =>
      apiClient.post(fillPath(githubChallengePaths.attempts, { id }), body, { schema: githubAttemptSchema }),
    onSuccess: (attempt) => {
      queryClient.setQueryData<GithubAttempt[]>(challengeKeys.attempts(id), (attempts) =>
        attempts ? [attempt, ...attempts.filter((entry) => entry.id !== attempt.id)] : attempts,
      );
      void queryClient.invalidateQueries({ queryKey: challengeKeys.attempts(id) });
      void queryClient.invalidateQueries({ queryKey: challengeKeys.comments(id) });
      void queryClient.invalidateQueries({ queryKey: challengeKeys.lists });
    },
  });
}

const noComments: PublicCommentList = { comments: [], revealed: false };

/**
 * GET /public/comments?taskId=: the real reviewers' comments (revealed once the caller has submitted). SPEC.md §7: only
 * asked for a pull-request challenge's id; any other id is an empty list without a call.
 */
export function usePublicComments(taskId: string, { enabled }: { enabled: boolean }) {
  const github = isGithubTaskId(taskId);
  return useQuery(
    queryOptions({
      queryKey: challengeKeys.comments(taskId),
      queryFn: ({ signal }): Promise<PublicCommentList> =>
        github
          ? apiClient.get(githubChallengePaths.publicComments, {
              query: { taskId },
              schema: publicCommentListSchema,
              signal,
            })
          : Promise.resolve(noComments),
      enabled: enabled && github,
    }),
  );
}

// --- Making challenges (orgadmin, admin) ------------------------------------------------------------------------------

/** POST /github/test-repository-tasks: which of the chosen pull requests can become which challenge (~10 s). */
export function usePreviewChallenges() {
  return useMutation({
    mutationFn: (body: TestRepositoryTasksBody): Promise<TestRepositoryTasksResult> =>
      apiClient.post(githubChallengePaths.testRepositoryTasks, body, { schema: testRepositoryTasksResultSchema }),
  });
}

/** POST /github/tasks: publish challenges from the chosen pull requests; the lists are read again. */
export function usePublishChallenges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGithubTasksBody): Promise<GithubTasksCreated> =>
      apiClient.post(githubChallengePaths.tasks, body, { schema: githubTasksCreatedSchema }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: challengeKeys.lists }),
  });
}

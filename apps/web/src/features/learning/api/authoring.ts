import {
  adminPathListSchema,
  adminPathSchema,
  funnelSchema,
  learningPaths,
  type AdminPath,
  type Funnel,
  type PathContent,
} from '@assay/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';
import { learningKey } from './paths';

export type AdminPathList = z.infer<typeof adminPathListSchema>;
export type AdminPathSummary = AdminPathList['items'][number];
export type { AdminPath, Funnel, PathContent };

/** The author's queries; a change to a path invalidates every learning query (learners' catalogue included). */
export const authoringKeys = {
  all: [...learningKey, 'admin'] as const,
  list: () => [...learningKey, 'admin', 'paths'] as const,
  detail: (id: string) => [...learningKey, 'admin', 'path', id] as const,
  funnel: (id: string, version: number | null) => [...learningKey, 'admin', 'funnel', id, version] as const,
};

/** GET /admin/learning/paths: every path, with its status and figures. */
export function getAdminPaths(signal?: AbortSignal): Promise<AdminPathList> {
  return apiClient.get(learningPaths.adminPaths, { schema: adminPathListSchema, signal });
}

export const adminPathsQueryOptions = () =>
  queryOptions({ queryKey: authoringKeys.list(), queryFn: ({ signal }) => getAdminPaths(signal) });

export const useAdminPaths = () => useQuery(adminPathsQueryOptions());

/** GET /admin/learning/paths/{id}: the draft and the published versions. */
export function getAdminPath(id: string, signal?: AbortSignal): Promise<AdminPath> {
  return apiClient.get(fillPath(learningPaths.adminPath, { id }), { schema: adminPathSchema, signal });
}

export const adminPathQueryOptions = (id: string) =>
  queryOptions({ queryKey: authoringKeys.detail(id), queryFn: ({ signal }) => getAdminPath(id, signal) });

export const useAdminPath = (id: string) => useQuery(adminPathQueryOptions(id));

/** GET /admin/learning/paths/{id}/funnel[?version=n]: per step, who opened, completed and stopped at it. */
export function getFunnel(id: string, version: number | null, signal?: AbortSignal): Promise<Funnel> {
  return apiClient.get(fillPath(learningPaths.adminFunnel, { id }), {
    schema: funnelSchema,
    query: version === null ? {} : { version },
    signal,
  });
}

export const funnelQueryOptions = (id: string, version: number | null) =>
  queryOptions({
    queryKey: authoringKeys.funnel(id, version),
    queryFn: ({ signal }) => getFunnel(id, version, signal),
  });

/** The funnel of `version` (null: the newest); off while the path has no published version. */
export const useFunnel = (id: string, version: number | null, enabled = true) =>
  useQuery({ ...funnelQueryOptions(id, version), enabled });

/** Stores the answer as the path's detail and refreshes the list and whatever learners read. */
function useStorePath() {
  const queryClient = useQueryClient();
  return async (path: AdminPath) => {
    queryClient.setQueryData(authoringKeys.detail(path.id), path);
    await queryClient.invalidateQueries({ queryKey: learningKey });
  };
}

/** POST /admin/learning/paths: a new path, as a starter draft. */
export function createPath(title: string): Promise<AdminPath> {
  return apiClient.post(learningPaths.adminPaths, { title }, { schema: adminPathSchema });
}

export function useCreatePath() {
  const store = useStorePath();
  return useMutation({ mutationFn: createPath, onSuccess: store });
}

/** PUT /admin/learning/paths/{id}/draft: the whole draft document (published versions do not change). */
export function saveDraft({ id, content }: { id: string; content: PathContent }): Promise<AdminPath> {
  return apiClient.put(fillPath(learningPaths.adminDraft, { id }), content, { schema: adminPathSchema });
}

export function useSaveDraft() {
  const store = useStorePath();
  return useMutation({ mutationFn: saveDraft, onSuccess: store });
}

type PathAction = 'publish' | 'retire' | 'restore';
const actionPaths: Record<PathAction, string> = {
  publish: learningPaths.adminPublish,
  retire: learningPaths.adminRetire,
  restore: learningPaths.adminRestore,
};

/** POST …/publish (the saved draft becomes the next version), …/retire or …/restore. */
export function pathAction(id: string, action: PathAction): Promise<AdminPath> {
  return apiClient.post(fillPath(actionPaths[action], { id }), undefined, { schema: adminPathSchema });
}

export function usePathAction(id: string, action: PathAction) {
  const store = useStorePath();
  return useMutation({ mutationFn: () => pathAction(id, action), onSuccess: store });
}

export const usePublishPath = (id: string) => usePathAction(id, 'publish');
export const useRetirePath = (id: string) => usePathAction(id, 'retire');
export const useRestorePath = (id: string) => usePathAction(id, 'restore');

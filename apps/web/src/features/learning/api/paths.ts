import {
  catalogueSchema,
  learningPaths,
  pathOutlineSchema,
  type Catalogue,
  type CatalogueQuery,
  type PathOutline,
} from '@assay/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

export type { Catalogue, PathOutline };

/** Every learning query starts with this key: a completion invalidates them all at once. */
export const learningKey = ['learning'] as const;
export const catalogueKey = (query: Partial<CatalogueQuery>) => [...learningKey, 'catalogue', query] as const;
export const outlineKey = (pathId: string) => [...learningKey, 'path', pathId] as const;

/** GET /learning/paths: the catalogue, the caller's paths first. */
export function getCatalogue(query: Partial<CatalogueQuery>, signal?: AbortSignal): Promise<Catalogue> {
  return apiClient.get(learningPaths.catalogue, {
    schema: catalogueSchema,
    query: Object.fromEntries(Object.entries(query).filter(([, value]) => value)),
    signal,
  });
}

export function useCatalogue(query: Partial<CatalogueQuery>) {
  return useQuery(
    queryOptions({ queryKey: catalogueKey(query), queryFn: ({ signal }) => getCatalogue(query, signal) }),
  );
}

/** GET /learning/paths/{id}: the outline with the caller's status on each step. */
export function getOutline(pathId: string, signal?: AbortSignal): Promise<PathOutline> {
  return apiClient.get(fillPath(learningPaths.path, { id: pathId }), { schema: pathOutlineSchema, signal });
}

export function outlineQueryOptions(pathId: string) {
  return queryOptions({ queryKey: outlineKey(pathId), queryFn: ({ signal }) => getOutline(pathId, signal) });
}

export function useOutline(pathId: string) {
  return useQuery(outlineQueryOptions(pathId));
}

/** POST /learning/paths/{id}/enroll, or …/upgrade to move to the newest version. */
function useOutlineAction(pathId: string, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post(fillPath(path, { id: pathId }), undefined, { schema: pathOutlineSchema }),
    onSuccess: async (outline) => {
      queryClient.setQueryData(outlineKey(pathId), outline);
      await queryClient.invalidateQueries({ queryKey: learningKey });
    },
  });
}

export const useEnroll = (pathId: string) => useOutlineAction(pathId, learningPaths.enroll);
export const useUpgrade = (pathId: string) => useOutlineAction(pathId, learningPaths.upgrade);

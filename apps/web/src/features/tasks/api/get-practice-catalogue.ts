import {
  practiceCatalogueSchema,
  practicePaths,
  type PracticeCatalogue,
  type PracticeCatalogueQuery,
} from '@assay/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { taskKeys } from '@/lib/task-query-keys';
import { taskApiClient } from '@/lib/api-client/task-api-client';

export type PracticeCatalogueFilters = Partial<Omit<PracticeCatalogueQuery, 'page' | 'limit'>> &
  Pick<PracticeCatalogueQuery, 'page' | 'limit'>;

/** GET /candidate/practice (through the retrying client, as the other practice calls): the catalogue with the caller's status and best score and everyone's acceptance rate. */
export function getPracticeCatalogue(
  filters: PracticeCatalogueFilters,
  signal?: AbortSignal,
): Promise<PracticeCatalogue> {
  return taskApiClient.get(practicePaths.catalogue, { query: { ...filters }, schema: practiceCatalogueSchema, signal });
}

/** Under the tasks' key: starting or finishing a practice task changes a challenge's status. */
export function usePracticeCatalogue(filters: PracticeCatalogueFilters) {
  return useQuery({
    queryKey: [...taskKeys.all, 'practice-catalogue', filters],
    queryFn: ({ signal }) => getPracticeCatalogue(filters, signal),
    placeholderData: keepPreviousData,
  });
}

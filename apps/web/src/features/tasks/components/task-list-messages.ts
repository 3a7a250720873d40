import { PRODUCT_NAME_DEFAULT } from '@assay/contracts';
import { isApiError } from '@/lib/api-client/api-error';

/** SPEC.md §8, candidate task list: the welcome for a candidate with no organization yet. */
export const NO_ORGANIZATION_WELCOME = `Welcome to ${PRODUCT_NAME_DEFAULT}! You can access practice challenges and public tasks. Organization-assigned tasks will be available once you join an organization.`;
export const FETCH_TASKS_FAILED = 'Failed to fetch tasks';

/** How a failed task list reads: the welcome when the error says an organization is needed, else its text. */
export function taskListFailure(error: unknown): { welcome: boolean; message: string } {
  const message = error instanceof Error ? error.message : '';
  if (/must belong to an organization/i.test(message) || (isApiError(error) && error.code === 'ORGANIZATION_REQUIRED'))
    return { welcome: true, message: NO_ORGANIZATION_WELCOME };
  return { welcome: false, message: message || FETCH_TASKS_FAILED };
}

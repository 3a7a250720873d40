import { ORGANIZATION_SUSPENDED_CODE, SIGN_UP_CLOSED_CODE } from '@assay/contracts';

/**
 * The user-facing texts of SPEC.md §8 ("API errors"). They are a requirement word for word, so they live in one
 * place and the tests pin them. Code never matches on these strings; it matches on ApiError.code/kind.
 */

export const HTML_INSTEAD_OF_JSON_MESSAGE =
  'API endpoint returned HTML instead of JSON, usually a routing issue or a missing endpoint.';

export const NON_JSON_MESSAGE = 'API endpoint returned non-JSON data.';

export const OFFLINE_MESSAGE = 'Unable to connect to the server. Please check your internet connection and try again.';

export interface HttpErrorMessageInput {
  status: number;
  statusText: string;
  /** Request path without origin or query string. */
  path: string;
  /** The error body's `message`, when the body had one. */
  bodyMessage?: string | undefined;
  /** The error body's `code`, when the body had one. */
  code?: string | undefined;
}

/**
 * Refusals that are not about permission but about a state the person must know to act on (their organization is
 * suspended; sign-up is by invitation only): the server's own words are shown instead of the generic 403 text.
 */
const EXPLAINED_REFUSALS: ReadonlySet<string> = new Set([ORGANIZATION_SUSPENDED_CODE, SIGN_UP_CLOSED_CODE]);

export function httpErrorMessage({ status, statusText, path, bodyMessage, code }: HttpErrorMessageInput): string {
  if (status === 429) return 'API error: 429 - Rate limit exceeded. Please try again later.';
  if (status === 401) return 'API error: 401 - Unauthorized. Please log in again.';
  if (status === 403 && bodyMessage && code && EXPLAINED_REFUSALS.has(code)) return bodyMessage;
  if (status === 403) return "API error: 403 - Forbidden. You don't have permission to access this resource.";
  if (status === 404) return `API error: 404 - Resource not found. Endpoint: ${path}.`;
  if (status >= 500 && status <= 599) return `API error: ${status} - Server error. Please try again later.`;
  if (bodyMessage) return bodyMessage;
  return statusText ? `API error: ${status} ${statusText}` : `API error: ${status}`;
}

export function timeoutMessage(ms: number, path: string): string {
  return `Network timeout after ${ms}ms while calling ${path}`;
}

/**
 * A browser reports a CORS refusal as a bare TypeError, indistinguishable from an unreachable host, so the text
 * names both and tells whoever reads it what to check.
 */
export function corsMessage(apiOrigin: string, pageOrigin: string): string {
  return (
    `The request to ${apiOrigin} was blocked by CORS or the server could not be reached. ` +
    `Check that the API is running and allows requests from ${pageOrigin}.`
  );
}

export function networkErrorMessage(path: string): string {
  return `Network error while calling ${path}. The server could not be reached; please try again.`;
}

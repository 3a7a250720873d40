import type { FieldError } from '@assay/contracts';

/**
 * How a call failed. `http` means the server answered with a non-2xx status; the others mean we never got a
 * usable JSON answer. `status` is 0 for the network-level kinds (timeout, cors, offline, network).
 */
export type ApiErrorKind = 'http' | 'timeout' | 'html' | 'non-json' | 'cors' | 'offline' | 'network';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  /** The request path without origin or query, as shown in the SPEC §8 texts (e.g. `/api/v1/users/me`). */
  path: string;
  /** The user-facing text of SPEC.md §8. */
  message: string;
  statusText?: string;
  code?: string;
  requestId?: string;
  body?: unknown;
  fields?: readonly FieldError[];
  cause?: unknown;
}

/**
 * The one error every API call rejects with (except a caller's own abort, which stays an AbortError).
 * Flows branch on `code` (from the error body) or `kind`/`status`, never on `message`, which is for people.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  /** Kept because some flows quote it (SPEC §8: "Failed to evaluate task: {statusText}"). */
  readonly statusText: string;
  readonly path: string;
  readonly code: string | undefined;
  readonly requestId: string | undefined;
  /** The parsed JSON body, when the response had one. */
  readonly body: unknown;
  readonly fields: readonly FieldError[] | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.statusText = init.statusText ?? '';
    this.path = init.path;
    this.code = init.code;
    this.requestId = init.requestId;
    this.body = init.body;
    this.fields = init.fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

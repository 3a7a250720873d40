import { TASK_API_MAX_RETRIES, TASK_API_RETRY_DELAYS_MS, TASK_API_TIMEOUT_MS } from '@assay/contracts';
import { createHttpClient, type HttpClient, type HttpClientOptions } from './http-client';
import type { Sleep } from './retry';
import { withRetries } from './retrying-client';

export interface TaskApiClientOptions extends HttpClientOptions {
  sleep?: Sleep;
}

/** Waits 1 s before the first retry and 2 s before the second (SPEC §9). */
export function taskApiRetryDelay(attempt: number): number {
  const last = TASK_API_RETRY_DELAYS_MS[TASK_API_RETRY_DELAYS_MS.length - 1] ?? 0;
  return TASK_API_RETRY_DELAYS_MS[attempt] ?? last;
}

/**
 * The "retrying client" of SPEC §7: a 12 s timeout per attempt and at most 2 retries, on fetch-type failures
 * only. Paths are relative to /api/v1, e.g. `client.post('/tasks', input)`.
 */
export function createTaskApiClient(options: TaskApiClientOptions = {}): HttpClient {
  const { sleep, ...httpOptions } = options;
  const client = createHttpClient({ timeoutMs: TASK_API_TIMEOUT_MS, ...httpOptions });
  return withRetries(client, { retries: TASK_API_MAX_RETRIES, delayMs: taskApiRetryDelay, sleep });
}

/**
 * GET /candidate/tasks answers `{ tasks }`, a bare array or `{ data }` depending on the backend (SPEC §7);
 * `{ items }` is our own paged shape. Anything else is treated as no tasks rather than crashing the list.
 */
export function normalizeTaskList<T = unknown>(response: unknown): T[] {
  if (Array.isArray(response)) return response as T[];
  if (typeof response !== 'object' || response === null) return [];
  const record = response as Record<string, unknown>;
  for (const key of ['tasks', 'data', 'items']) {
    const value = record[key];
    if (Array.isArray(value)) return value as T[];
  }
  return [];
}

/** The retrying client the task, fork, linked and public-task calls go through (SPEC.md §7 Retrying client). */
export const taskApiClient: HttpClient = createTaskApiClient();

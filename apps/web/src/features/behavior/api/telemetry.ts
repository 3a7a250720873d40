import { behaviorPaths, telemetryReceiptSchema, type TelemetryBatch, type TelemetryReceipt } from '@assay/contracts';
import { isApiError } from '@/lib/api-client/api-error';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

/**
 * POST /behavior/tasks/{id}/telemetry: one batch of the editor's recording. `keepalive` lets it finish after the page
 * is gone (sendBeacon cannot carry the bearer token; a keepalive fetch can).
 */
export function sendTelemetry(
  taskId: string,
  batch: TelemetryBatch,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<TelemetryReceipt> {
  return apiClient.post(fillPath(behaviorPaths.telemetry, { id: taskId }), batch, {
    schema: telemetryReceiptSchema,
    keepalive,
  });
}

/**
 * The server refused the batch for good (the task is not the caller's or no longer open, the batch is malformed):
 * sending it again cannot help, so the recording ends as a full one does. Timeouts, the network, a busy server (408,
 * 429, 5xx) and a session being renewed (401) are worth another try.
 */
export function isFinalRefusal(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.kind === 'http' &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

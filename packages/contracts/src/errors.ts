import { z } from 'zod';

/**
 * Machine-readable error codes. The API sends one in every error body; the web client matches flows on it
 * rather than on message text.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const fieldErrorSchema = z.object({
  /** Dotted path of the offending field, e.g. `body.email` or `query.limit`. */
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The one error body every API error uses. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  /** An ERROR_CODES value, or a feature's own code (features add theirs as the product grows). */
  code: z.string(),
  message: z.string(),
  requestId: z.string(),
  fields: z.array(fieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

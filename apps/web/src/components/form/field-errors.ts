import type { z } from 'zod';
import { isApiError } from '@/lib/api-client/api-error';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message for each field of a failed zod parse; empty when the values are valid. */
export function zodFieldErrors<Field extends string>(result: z.ZodSafeParseResult<unknown>): FieldErrors<Field> {
  if (result.success) return {};
  const errors: FieldErrors<Field> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field as Field] = issue.message;
  }
  return errors;
}

/**
 * The server's per-field messages (`body.password` → `password`) for the fields this form has, so a refusal the
 * browser could not foresee still lands under the field it is about.
 */
export function serverFieldErrors<Field extends string>(error: unknown, fields: readonly Field[]): FieldErrors<Field> {
  if (!isApiError(error) || !error.fields) return {};
  const errors: FieldErrors<Field> = {};
  for (const { field, message } of error.fields) {
    const name = field.replace(/^body\./, '');
    if ((fields as readonly string[]).includes(name) && !(name in errors)) errors[name as Field] = message;
  }
  return errors;
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}

/** The message to show for a failure: ours are written for people (SPEC.md §8), anything else gets a fallback. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

import { z } from 'zod';

/** How deep and how big the attributes a sign-up may carry are: they ride in every session token. */
export const CUSTOM_ATTRIBUTES_MAX_DEPTH = 5;
export const CUSTOM_ATTRIBUTES_MAX_BYTES = 4_096;

function depthOf(value: unknown): number {
  let deepest = 0;
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > CUSTOM_ATTRIBUTES_MAX_DEPTH) return deepest;
    for (const child of Object.values(current)) pending.push({ value: child, depth: depth + 1 });
  }
  return deepest;
}

/**
 * Sign-up's free-form attributes, bounded before any account is made: an attribute too deep or too big would make
 * every token of the account fail, or the sign-up fail halfway.
 */
export const customAttributesSchema = z
  .record(z.string(), z.unknown())
  .refine((value) => depthOf(value) <= CUSTOM_ATTRIBUTES_MAX_DEPTH, {
    message: `Custom attributes may nest at most ${CUSTOM_ATTRIBUTES_MAX_DEPTH} levels deep.`,
  })
  .refine((value) => Buffer.byteLength(JSON.stringify(value)) <= CUSTOM_ATTRIBUTES_MAX_BYTES, {
    message: `Custom attributes may take at most ${CUSTOM_ATTRIBUTES_MAX_BYTES} bytes.`,
  });

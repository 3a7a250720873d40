import { sessionClaimsSchema, type SessionClaims } from '@assay/contracts';
import { z } from 'zod';

/**
 * Reads a JWT's payload without verifying it. The browser cannot verify it and need not: the API does on every
 * call. The front end only reads what it shows (name, picture) and when to refresh.
 */
export function decodeJwtPayload(token: string): unknown {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

export function readSessionClaims(token: string): SessionClaims | null {
  const parsed = sessionClaimsSchema.safeParse(decodeJwtPayload(token));
  return parsed.success ? parsed.data : null;
}

// Timing needs only exp (and iat when present), so a token with unfamiliar profile claims still gets refreshed.
const tokenTimesSchema = z.object({ exp: z.number(), iat: z.number().optional() });
export type TokenTimes = z.infer<typeof tokenTimesSchema>;

/** exp and iat in seconds since the epoch, as in the JWT. */
export function readTokenTimes(token: string): TokenTimes | null {
  const parsed = tokenTimesSchema.safeParse(decodeJwtPayload(token));
  return parsed.success ? parsed.data : null;
}

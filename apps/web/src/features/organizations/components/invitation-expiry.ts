const HOUR_MS = 60 * 60 * 1000;

/** An invitation this close to expiring (or past it, while still pending) needs the orgadmin: resend it. */
export const EXPIRY_WARNING_MS = 48 * HOUR_MS;

export function isExpired(expiresAt: string, now: number = Date.now()): boolean {
  return Date.parse(expiresAt) <= now;
}

export function needsAttention(expiresAt: string, now: number = Date.now()): boolean {
  return Date.parse(expiresAt) - now <= EXPIRY_WARNING_MS;
}

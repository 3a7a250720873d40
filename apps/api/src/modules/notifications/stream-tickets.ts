import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a ticket opens a stream: just long enough for the page that asked to open it. */
export const STREAM_TICKET_TTL_MS = 60_000;

/**
 * Tickets that open a user's notification stream. The browser's EventSource cannot send an Authorization header, so
 * the page trades its bearer token for a short-lived ticket in the stream's URL. A ticket is signed (HMAC-SHA256 with
 * the auth secret), so any API node can check it without shared state; it names the user and its expiry, nothing else.
 */
export function createStreamTickets(secret: string, now: () => number = Date.now) {
  const key = createHmac('sha256', secret).update('notification-stream-tickets').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    issue(userId: string): { ticket: string; expiresAt: Date } {
      const expiresAt = new Date(now() + STREAM_TICKET_TTL_MS);
      const body = Buffer.from(JSON.stringify([userId, expiresAt.getTime()])).toString('base64url');
      return { ticket: `${body}.${sign(body)}`, expiresAt };
    },

    /** The user a valid, unexpired ticket names, or null. */
    verify(ticket: string): string | null {
      const [body, signature] = ticket.split('.');
      if (!body || !signature) return null;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const [userId, expiresAt] = JSON.parse(Buffer.from(body, 'base64url').toString()) as [unknown, unknown];
        return typeof userId === 'string' && typeof expiresAt === 'number' && expiresAt > now() ? userId : null;
      } catch {
        return null;
      }
    },
  };
}
export type StreamTickets = ReturnType<typeof createStreamTickets>;

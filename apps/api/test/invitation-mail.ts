import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';

/**
 * Reads invitation links from the kept mails, as the invited person would. Each call answers the token of the next
 * invitation mail to `email` that this reader has not answered before.
 */
export function createInvitationReader(app: FastifyInstance) {
  const seen = new Set<string>();
  return async function invitationToken(email: string): Promise<string> {
    let token = '';
    await vi.waitFor(
      async () => {
        const { rows } = await app.services.mail.list(100, 0);
        const fresh = rows
          .filter((row) => row.to === email && row.subject.startsWith('Join'))
          .map((row) => /https?:\/\/\S+\/invitation\?token=(\S+)/.exec(row.text ?? '')?.[1])
          .map((found) => (found ? decodeURIComponent(found) : ''))
          .find((found) => found && !seen.has(found));
        expect(fresh).toBeTruthy();
        token = fresh!;
      },
      { timeout: 10_000, interval: 50 },
    );
    seen.add(token);
    return token;
  };
}

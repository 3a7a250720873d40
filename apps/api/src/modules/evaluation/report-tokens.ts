import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a report link's token says: which link (its row names the report), open until when. */
export interface ReportTokenClaims {
  linkId: string;
  expiresAt: Date;
}

export type ReportTokenCheck =
  | { ok: true; claims: ReportTokenClaims }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'expired'; claims: ReportTokenClaims };

const ID = /^[A-Za-z0-9-]{1,64}$/;
const EXPIRY = /^[0-9a-z]{1,12}$/;

/**
 * Tokens of candidate-report share links: `{link id}.{expiry, epoch seconds in base 36}.{HMAC-SHA256 of both}`, the key
 * derived from the auth secret for this purpose alone (so a token of another kind never passes for one of these).
 * Short enough for a URL path segment. Any API node checks a token without shared state, and its expiry cannot be
 * changed without the secret; the link's row only says whether staff withdrew it early.
 */
export function createReportTokens(secret: string) {
  const key = createHmac('sha256', secret).update('candidate-report-links').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    sign({ linkId, expiresAt }: ReportTokenClaims): string {
      const body = `${linkId}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
      return `${body}.${sign(body)}`;
    },

    /** A token's claims when its signature holds; expired when its time is past at `now`. */
    check(token: string, now: Date): ReportTokenCheck {
      const [linkId, expiry, signature, extra] = token.split('.');
      if (!linkId || !expiry || !signature || extra !== undefined || !ID.test(linkId) || !EXPIRY.test(expiry))
        return { ok: false, reason: 'invalid' };
      const expected = Buffer.from(sign(`${linkId}.${expiry}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given))
        return { ok: false, reason: 'invalid' };
      const claims = { linkId, expiresAt: new Date(parseInt(expiry, 36) * 1000) };
      return claims.expiresAt > now ? { ok: true, claims } : { ok: false, reason: 'expired', claims };
    },
  };
}
export type ReportTokens = ReturnType<typeof createReportTokens>;

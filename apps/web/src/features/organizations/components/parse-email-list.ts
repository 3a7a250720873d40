import { createInvitationInputSchema } from '@assay/contracts';

export const MAX_INVITATIONS_AT_ONCE = 100;

export interface ParsedEmailList {
  /** Valid addresses, lower-cased, each once, in the order typed. */
  emails: string[];
  /** Lines that are not email addresses, as typed. */
  invalid: string[];
}

const emailSchema = createInvitationInputSchema.shape.email;

/** One address per line; commas and semicolons also separate, since pasted lists often use them. Blank lines are skipped. */
export function parseEmailList(text: string): ParsedEmailList {
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const entry of text.split(/[\n,;]+/)) {
    const typed = entry.trim();
    if (!typed) continue;
    const parsed = emailSchema.safeParse(typed);
    if (!parsed.success) invalid.push(typed);
    else if (!emails.includes(parsed.data)) emails.push(parsed.data);
  }
  return { emails, invalid };
}

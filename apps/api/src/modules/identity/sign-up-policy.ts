import { SIGN_UP_CLOSED_CODE, SIGN_UP_CLOSED_MESSAGE, type SignUpMode } from '@assay/contracts';
import { ForbiddenError } from '../../lib/errors.js';

/**
 * Who may create an account: anyone while sign-up is open; while it is by invitation only, a person with a pending,
 * unexpired invitation to that address (the invitation page sends them to sign-up with it).
 */
export function createSignUpPolicy({
  signUpMode,
  hasPendingInvitation,
}: {
  signUpMode: () => Promise<SignUpMode>;
  hasPendingInvitation: (email: string, at: Date) => Promise<boolean>;
}) {
  return {
    async assertMaySignUp(email: string): Promise<void> {
      if ((await signUpMode()) === 'open') return;
      if (await hasPendingInvitation(email.trim().toLowerCase(), new Date())) return;
      throw new ForbiddenError(SIGN_UP_CLOSED_MESSAGE, SIGN_UP_CLOSED_CODE);
    },
  };
}
export type SignUpPolicy = ReturnType<typeof createSignUpPolicy>;

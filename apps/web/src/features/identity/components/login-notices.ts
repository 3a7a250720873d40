import { SIGN_UP_CLOSED_CODE, SIGN_UP_CLOSED_MESSAGE } from '@assay/contracts';

/** Codes the identity provider puts in `?error=` when it sends the browser back here. */
const LINK_ERRORS: Record<string, string> = {
  // A first sign-in through Google or OIDC while sign-up is by invitation only, for an address without one.
  [SIGN_UP_CLOSED_CODE]: SIGN_UP_CLOSED_MESSAGE,
  INVALID_TOKEN:
    'This password reset link is invalid or has already been used. Ask for a new one with “Forgot your password?”.',
  access_denied: 'Sign-in was cancelled at the provider. Choose a way to sign in below.',
};

/** What to tell someone who came back from a reset link or a provider with `?error=`. */
export function linkErrorMessage(code: string): string {
  return LINK_ERRORS[code] ?? `Sign-in did not complete (${code}). Please try again.`;
}

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Sign in with your new password.';

import type { Role } from '@assay/contracts';
import type { AuthStatus } from '@/lib/auth-context';

/** /code-editor/github_pr_{number}_{number.number} is open to anyone (SPEC.md §2, rule 7). */
export const PUBLIC_CODE_EDITOR = /^\/code-editor\/github_pr_\d+_\d+\.\d+\/?$/;

export type AccessDecision =
  | { kind: 'loading' }
  | { kind: 'allow' }
  | { kind: 'login' }
  | { kind: 'chooseRole' }
  | { kind: 'deny'; message: string };

export const accessDeniedMessage = (roles: readonly Role[]) =>
  `Access denied. This area is restricted to ${roles.join(', ')} users.`;

/** The seven rules of SPEC.md §2's guarded routes, in their order, as a pure function. */
export function decideAccess(input: {
  pathname: string;
  status: AuthStatus;
  role: Role | null;
  allowedRoles: readonly Role[];
}): AccessDecision {
  if (PUBLIC_CODE_EDITOR.test(input.pathname)) return { kind: 'allow' };
  if (input.status === 'loading') return { kind: 'loading' };
  if (input.status !== 'authenticated') return { kind: 'login' };
  if (input.allowedRoles.length === 0) return { kind: 'allow' };
  if (!input.role) return { kind: 'chooseRole' };
  if (input.role === 'admin' || input.allowedRoles.includes(input.role)) return { kind: 'allow' };
  return { kind: 'deny', message: accessDeniedMessage(input.allowedRoles) };
}

/** The login URL that brings the user back: path, search and hash, URL-encoded. */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  return `/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}${location.hash}`)}`;
}

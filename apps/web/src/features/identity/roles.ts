import { isRole, type Role, type SessionClaims, type User } from '@assay/contracts';
import { paths } from '@/config/paths';
import { readStoredRole } from './session-storage';

/** A user, a bare role, or nothing (signed out, or no role chosen yet). */
export type RoleSubject = Pick<User, 'role'> | Role | null | undefined;

export function roleOf(subject: RoleSubject): Role | null {
  if (subject === null || subject === undefined) return null;
  return typeof subject === 'string' ? subject : subject.role;
}

/**
 * Plain checks: admin does not satisfy hasRole('candidate'). The route guard adds SPEC.md §6's "admin passes every
 * role check" (roleAllowed in contracts), because some screens must tell an admin from the role it stands in for.
 */
export function hasRole(subject: RoleSubject, roles: Role | readonly Role[]): boolean {
  const role = roleOf(subject);
  if (role === null) return false;
  return typeof roles === 'string' ? role === roles : roles.includes(role);
}

export const isAdmin = (subject: RoleSubject): boolean => hasRole(subject, 'admin');
export const isOrgAdmin = (subject: RoleSubject): boolean => hasRole(subject, 'orgadmin');
export const isInterviewer = (subject: RoleSubject): boolean => hasRole(subject, 'interviewer');
export const isCandidate = (subject: RoleSubject): boolean => hasRole(subject, 'candidate');

/** Where a role lands after role sync (SPEC.md §2); no role yet is treated as a candidate. */
export function homePathForRole(role: Role | null | undefined): string {
  switch (role) {
    case 'orgadmin':
      return paths.orgAdmin;
    case 'interviewer':
      return paths.interviewerDashboard;
    case 'admin':
      return paths.admin;
    default:
      return paths.candidateDashboard;
  }
}

/**
 * The role when the account service cannot be reached (SPEC.md §4 step 3): the provider's role names, then its
 * custom role attribute, then the role remembered in this tab, else candidate.
 */
export function roleFromProvider(
  claims: Pick<SessionClaims, 'roleNames' | 'customAttributes'>,
  storedRole: Role | null = readStoredRole(),
): Role {
  const attribute = claims.customAttributes.role;
  return claims.roleNames.find(isRole) ?? (isRole(attribute) ? attribute : null) ?? storedRole ?? 'candidate';
}

import { z } from 'zod';

/** The four platform roles of SPEC.md §6. A user may have none until they choose one. */
export const ROLES = ['candidate', 'interviewer', 'orgadmin', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Roles a user may pick for themselves at /user-type-selection: never admin. */
export const SELF_SELECTABLE_ROLES = ['candidate', 'interviewer', 'orgadmin'] as const satisfies readonly Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Admin passes every role check (SPEC.md §6). An empty list admits any signed-in user. */
export function roleAllowed(role: Role | null | undefined, allowed: readonly Role[]): boolean {
  if (allowed.length === 0) return true;
  if (!role) return false;
  return role === 'admin' || allowed.includes(role);
}

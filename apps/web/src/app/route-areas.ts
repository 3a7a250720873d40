import type { Role } from '@assay/contracts';

export type RouteArea = 'public' | 'signedIn' | 'candidate' | 'interviewer' | 'templates' | 'orgAdmin' | 'admin';

/** Carried as the `handle` of each area's pathless route, for the guard that identity adds. */
export interface AreaHandle {
  area: RouteArea;
  /**
   * null: anyone, signed in or not. []: any signed-in user. Otherwise the roles admitted; admin passes every
   * check (SPEC.md §6).
   */
  allowedRoles: readonly Role[] | null;
}

export const routeAreas = {
  public: { area: 'public', allowedRoles: null },
  signedIn: { area: 'signedIn', allowedRoles: [] },
  candidate: { area: 'candidate', allowedRoles: ['candidate'] },
  interviewer: { area: 'interviewer', allowedRoles: ['interviewer', 'orgadmin'] },
  templates: { area: 'templates', allowedRoles: ['interviewer', 'orgadmin', 'admin'] },
  orgAdmin: { area: 'orgAdmin', allowedRoles: ['orgadmin'] },
  admin: { area: 'admin', allowedRoles: ['admin'] },
} as const satisfies Record<RouteArea, AreaHandle>;

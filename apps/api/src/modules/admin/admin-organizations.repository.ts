import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { organizationMembers, organizations } from '../organizations/organizations.tables.js';
import { users } from '../users/users.tables.js';

/**
 * The platform admin's read of organizations with their usage, each figure counted by SQL in the same query (one
 * correlated count per figure, each on an index by organization). Suspending and restoring are audit entries of the
 * admin, not the organization's activity, so they do not move its last activity.
 */
// Qualified by hand: drizzle writes a one-table select's columns bare, which the subqueries' own tables would capture.
const outerId = sql.raw('"organizations"."id"');
const usageColumns = {
  members: sql<number>`(select count(*)::int from organization_members m where m.organization_id = ${outerId})`,
  assessments: sql<number>`(select count(*)::int from assessments a where a.organization_id = ${outerId})`,
  tasks: sql<number>`(select count(*)::int from tasks t where t.organization_id = ${outerId})`,
  submissions: sql<number>`(select count(*)::int from submissions s join tasks t on t.id = s.task_id
    where t.organization_id = ${outerId})`,
  lastActivityAt: sql<Date | null>`greatest(
    (select max(a.created_at) from assessments a where a.organization_id = ${outerId}),
    (select max(t.updated_at) from tasks t where t.organization_id = ${outerId}),
    (select max(s.created_at) from submissions s join tasks t on t.id = s.task_id
      where t.organization_id = ${outerId}),
    (select max(l.created_at) from audit_logs l where l.organization_id = ${outerId}
      and l.action not in ('organization.suspended', 'organization.restored'))
  )`.mapWith(organizations.createdAt),
};

const columns = {
  id: organizations.id,
  name: organizations.name,
  website: organizations.website,
  createdAt: organizations.createdAt,
  suspendedAt: organizations.suspendedAt,
  suspendedReason: organizations.suspendedReason,
  ...usageColumns,
};

export interface AdminOrganizationRow {
  id: string;
  name: string;
  website: string;
  createdAt: Date;
  suspendedAt: Date | null;
  suspendedReason: string | null;
  members: number;
  assessments: number;
  tasks: number;
  submissions: number;
  lastActivityAt: Date | null;
}

export function createAdminOrganizationsRepository(db: Database) {
  return {
    async list(query: { search?: string | undefined; page: number; limit: number }) {
      const conditions: SQL[] = [];
      if (query.search) conditions.push(ilike(organizations.name, containsPattern(query.search)));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select(columns)
          .from(organizations)
          .where(where)
          .orderBy(asc(organizations.name), asc(organizations.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(organizations).where(where),
      ]);
      return { rows: rows as AdminOrganizationRow[], total: totals?.total ?? 0 };
    },

    /** The organization's members by name, with the role they hold in it. */
    async members(id: string) {
      return db
        .select({
          userId: users.id,
          name: users.name,
          email: users.email,
          role: organizationMembers.role,
          joinedAt: organizationMembers.createdAt,
        })
        .from(organizationMembers)
        .innerJoin(users, eq(users.id, organizationMembers.userId))
        .where(eq(organizationMembers.organizationId, id))
        .orderBy(asc(users.name), asc(users.email));
    },

    async byId(id: string): Promise<AdminOrganizationRow | null> {
      const [row] = await db.select(columns).from(organizations).where(eq(organizations.id, id));
      return (row as AdminOrganizationRow | undefined) ?? null;
    },
  };
}
export type AdminOrganizationsRepository = ReturnType<typeof createAdminOrganizationsRepository>;

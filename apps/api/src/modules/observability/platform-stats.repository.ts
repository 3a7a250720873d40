import type { AdminStats, DailyCount } from '@assay/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** A table's rows created per UTC day over the `days` before today, today included; empty days are zeros. */
function perDay(table: SQL, days: number): SQL {
  return sql`
    select to_char(day, 'YYYY-MM-DD') as date, count(t.created_at)::int as count
    from generate_series(
      (now() at time zone 'utc')::date - ${days - 1}::int,
      (now() at time zone 'utc')::date,
      interval '1 day'
    ) as day
    left join ${table} t on (t.created_at at time zone 'utc')::date = day::date
    group by day
    order by day`;
}

/** The platform-wide counts the admin's overview shows, and the two figures the metrics gauges read. */
export function createPlatformStatsRepository(db: Database) {
  return {
    async stats(days: number): Promise<AdminStats> {
      const [roles, [totals], signUps, submissionsPerDay] = await Promise.all([
        rowsOf<{ role: string | null; count: number }>(
          db,
          sql`select role, count(*)::int as count from users group by role order by role nulls last`,
        ),
        rowsOf<{ users: number; organizations: number; tasks: number; submissions: number }>(
          db,
          sql`select (select count(*)::int from users) as users,
                     (select count(*)::int from organizations) as organizations,
                     (select count(*)::int from tasks) as tasks,
                     (select count(*)::int from submissions) as submissions`,
        ),
        rowsOf<DailyCount>(db, perDay(sql`users`, days)),
        rowsOf<DailyCount>(db, perDay(sql`submissions`, days)),
      ]);
      return {
        days,
        usersByRole: roles.map((row) => ({
          role: (row.role ?? 'none') as AdminStats['usersByRole'][number]['role'],
          count: row.count,
        })),
        users: totals!.users,
        organizations: totals!.organizations,
        tasks: totals!.tasks,
        submissions: totals!.submissions,
        signUpsPerDay: signUps,
        submissionsPerDay,
      };
    },

    /** Events neither delivered nor set aside as failed: what the dispatchers still owe. */
    async outboxBacklog(): Promise<number> {
      const [row] = await rowsOf<{ count: number }>(
        db,
        sql`select count(*)::int as count from outbox_events where delivered_at is null and failed_at is null`,
      );
      return row!.count;
    },

    async databaseBytes(): Promise<number> {
      const [row] = await rowsOf<{ bytes: string | number }>(
        db,
        sql`select pg_database_size(current_database()) as bytes`,
      );
      return Number(row!.bytes);
    },
  };
}
export type PlatformStatsRepository = ReturnType<typeof createPlatformStatsRepository>;

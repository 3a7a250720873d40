import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { notifications, notificationSettings } from './notifications.tables.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationSettingRow = typeof notificationSettings.$inferSelect;

/** Notifications and their settings. Every query names the user it reads or changes. */
export function createNotificationsRepository(db: Database) {
  return {
    /** Inserts unless this user already has the notification of this event (a redelivery): the new row, or null. */
    /** Inserts those not there yet (a redelivered event's are); the rows inserted. */
    async insert(
      rows: readonly (typeof notifications.$inferInsert)[],
      tx: DbExecutor = db,
    ): Promise<NotificationRow[]> {
      if (rows.length === 0) return [];
      return tx
        .insert(notifications)
        .values([...rows])
        .onConflictDoNothing()
        .returning();
    },

    async list(
      userId: string,
      query: { unreadOnly: boolean; limit: number },
      tx: DbExecutor = db,
    ): Promise<NotificationRow[]> {
      const where = query.unreadOnly
        ? and(eq(notifications.userId, userId), isNull(notifications.readAt))
        : eq(notifications.userId, userId);
      return tx
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(query.limit);
    },

    async unreadCount(userId: string, tx: DbExecutor = db): Promise<number> {
      const [row] = await tx
        .select({ total: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.total ?? 0;
    },

    /** Marks one of the user's notifications read (once: the first read time stays); null when it is not theirs. */
    async markRead(userId: string, id: string, at: Date, tx: DbExecutor = db): Promise<NotificationRow | null> {
      const [updated] = await tx
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), eq(notifications.id, id), isNull(notifications.readAt)))
        .returning();
      if (updated) return updated;
      const [existing] = await tx
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
      return existing ?? null;
    },

    async markAllRead(userId: string, at: Date, tx: DbExecutor = db): Promise<number> {
      const rows = await tx
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    async settings(userIds: readonly string[], tx: DbExecutor = db): Promise<NotificationSettingRow[]> {
      if (userIds.length === 0) return [];
      return tx
        .select()
        .from(notificationSettings)
        .where(inArray(notificationSettings.userId, [...userIds]));
    },

    async saveSetting(row: NotificationSettingRow, tx: DbExecutor = db): Promise<void> {
      await tx
        .insert(notificationSettings)
        .values(row)
        .onConflictDoUpdate({
          target: [notificationSettings.userId, notificationSettings.kind],
          set: { inApp: row.inApp, mail: row.mail },
        });
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

import { eq } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { productSettings } from './product-settings.tables.js';

export type ProductSettingsRow = typeof productSettings.$inferSelect;

/** The one row of product settings (absent until an admin first changes them). */
const ROW_ID = 'product';

export function createProductSettingsRepository(db: Database) {
  return {
    async get(tx: DbExecutor = db): Promise<ProductSettingsRow | null> {
      const [row] = await tx.select().from(productSettings).where(eq(productSettings.id, ROW_ID));
      return row ?? null;
    },

    async save(
      values: Omit<typeof productSettings.$inferInsert, 'id' | 'updatedAt'>,
      tx: DbExecutor = db,
    ): Promise<ProductSettingsRow> {
      const row = { ...values, updatedAt: new Date() };
      const [saved] = await tx
        .insert(productSettings)
        .values({ id: ROW_ID, ...row })
        .onConflictDoUpdate({ target: productSettings.id, set: row })
        .returning();
      return saved!;
    },
  };
}
export type ProductSettingsRepository = ReturnType<typeof createProductSettingsRepository>;

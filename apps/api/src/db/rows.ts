import type { SQL } from 'drizzle-orm';
import type { DbExecutor } from './client.js';

/** Rows of a raw query, whichever driver ran it (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf<T>(tx: DbExecutor, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

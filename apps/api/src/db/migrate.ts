import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { DatabaseHandle } from './client.js';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: every API process agrees on it, so only one migrates at a time. */
const MIGRATION_LOCK_KEY = 4_242_001;

/** PGlite lives in this process, so migrations on it (several apps may share one) queue here instead of on a lock. */
let pgliteMigrations: Promise<unknown> = Promise.resolve();

/**
 * Applies the committed SQL migrations. On PostgreSQL several API processes may start at once, so the
 * migration runs on one dedicated connection holding an advisory lock; the others wait, then find nothing to do.
 */
export async function runMigrations(handle: DatabaseHandle, databaseUrl?: string): Promise<void> {
  if (handle.kind === 'pglite') {
    // drizzle's migrator reads what is applied before its transaction: two runs at once would both apply everything.
    const migration = pgliteMigrations.then(() =>
      migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER }),
    );
    pgliteMigrations = migration.catch(() => undefined);
    return migration;
  }
  if (!databaseUrl) throw new Error('runMigrations: a PostgreSQL handle needs its DATABASE_URL');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

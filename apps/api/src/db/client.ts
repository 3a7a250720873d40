import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { withCommitHooks } from './after-commit.js';
import { lockDataDir } from './data-dir-lock.js';
import type { Database } from './database.js';
import * as schema from './schema.js';

// The repositories and services import them from the client, as they did before the types had a file of their own.
export type { Database, DbExecutor, Schema, Transaction } from './database.js';
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Answers whether the database responds within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
  /** PGlite only: a tarball of its data directory, which `connectPglite(…, { loadDataDir })` starts from. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

function pingWith(db: Database) {
  return async (timeoutMs = 2000): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** PostgreSQL through node-postgres. */
export function connectPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server must not crash the process; the next query reports the failure.
  pool.on('error', () => undefined);
  const db = withCommitHooks(drizzleNodePg(pool, { schema }) as unknown as Database);
  let closed = false;
  return {
    db,
    kind: 'postgres',
    ping: pingWith(db),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * Embedded PostgreSQL (PGlite). `dataDir` undefined keeps it in memory; `loadDataDir` starts it from a tarball of
 * another's data directory (`dumpDataDir`: the tests' template databases).
 */
export async function connectPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...options });
  const db = withCommitHooks(drizzlePglite(client, { schema }) as unknown as Database);
  return {
    db,
    kind: 'pglite',
    ping: pingWith(db),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** The embedded database of DATA_DIR, held by this process alone (data-dir-lock.ts) until the handle is closed. */
async function connectEmbedded(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  try {
    const handle = await connectPglite(join(dataDir, 'db'));
    return {
      ...handle,
      close: async () => {
        await handle.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

export async function connectDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? connectPostgres(options.databaseUrl) : connectEmbedded(options.dataDir);
}

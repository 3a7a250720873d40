import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectPglite, connectPostgres, type DatabaseHandle } from '../src/db/client.js';

/**
 * A database of this test file's own: an in-memory PGlite, or — when DATABASE_URL is set — a fresh
 * PostgreSQL database on that server, created for the file and dropped after it. Files never share rows.
 */
export interface TestDatabase {
  kind: DatabaseHandle['kind'];
  /** Set for PostgreSQL: the file's own database. */
  url?: string;
  /** A handle for one app instance. PGlite hands every caller the same instance; PostgreSQL a new pool each. */
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

export function databaseUrlWithName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrlWithName(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export const testDatabasePrefix = (serverUrl: string) => `${new URL(serverUrl).pathname.slice(1)}_t_`;

/** An empty PostgreSQL database (no migrations) on the DATABASE_URL server. */
export async function createEmptyPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${testDatabasePrefix(serverUrl)}${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  return {
    url: databaseUrlWithName(serverUrl, name),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

export async function createTestDatabase(serverUrl = process.env.DATABASE_URL): Promise<TestDatabase> {
  if (!serverUrl) {
    const shared = await connectPglite();
    // Apps built on a shared handle do not close it; the file's dispose does.
    const view: DatabaseHandle = { ...shared, close: async () => undefined };
    return { kind: 'pglite', open: async () => view, dispose: () => shared.close() };
  }
  const database = await createEmptyPostgresDatabase(serverUrl);
  const handles: DatabaseHandle[] = [];
  return {
    kind: 'postgres',
    url: database.url,
    open: async () => {
      const handle = connectPostgres(database.url);
      handles.push(handle);
      return handle;
    },
    dispose: async () => {
      await Promise.all(handles.map((handle) => handle.close()));
      await database.drop();
    },
  };
}

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { connectPglite, connectPostgres, type DatabaseHandle } from '../src/db/client.js';

/**
 * A database of this test file's own: an in-memory PGlite, or — when DATABASE_URL is set — a fresh
 * PostgreSQL database on that server, created for the file and dropped after it. Files never share rows.
 *
 * Each starts as a copy of a template that global-setup.ts made once for the whole run (database-templates.ts):
 * migrated, with the seed that runs on every start, and with or without the demo accounts and data. The app built on
 * it still runs its migrations and seed, which find nothing left to do.
 */
export interface TestDatabase {
  kind: DatabaseHandle['kind'];
  /** Set for PostgreSQL: the file's own database. */
  url?: string;
  /** A handle for one app instance. PGlite hands every caller the same instance; PostgreSQL a new pool each. */
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

/**
 * What a file's database starts as: migrated and seeded, with (`demo`) or without (`migrated`) the demo data; or
 * `empty`, a new database with no migrations (PGlite: its initdb done once, which costs 3–4 s a file).
 */
export type DatabaseTemplate = 'empty' | 'migrated' | 'demo';

/** Where global-setup.ts left the templates: PGlite data-directory tarballs, or PostgreSQL template databases. */
export type DatabaseTemplates =
  | { kind: 'pglite'; files: Record<DatabaseTemplate, string> }
  | { kind: 'postgres'; names: Record<Exclude<DatabaseTemplate, 'empty'>, string> };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export function databaseUrlWithName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** One statement on the server's `postgres` database (creating and dropping databases), answering its rows. */
export async function adminQuery(
  serverUrl: string,
  statement: string,
  values: unknown[] = [],
): Promise<Record<string, string>[]> {
  const client = new pg.Client({ connectionString: databaseUrlWithName(serverUrl, 'postgres') });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows as Record<string, string>[];
  } finally {
    await client.end();
  }
}

export const testDatabasePrefix = (serverUrl: string) => `${new URL(serverUrl).pathname.slice(1)}_t_`;

/** A new PostgreSQL database on the DATABASE_URL server: empty (no migrations), or a copy of `template`. */
export async function createEmptyPostgresDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${testDatabasePrefix(serverUrl)}${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  return {
    url: databaseUrlWithName(serverUrl, name),
    drop: async () => {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** The template tarballs, read once per worker process. */
const pgliteTemplates = new Map<string, Blob>();
function pgliteTemplate(file: string): Blob {
  let blob = pgliteTemplates.get(file);
  if (!blob) {
    blob = new Blob([readFileSync(file)]);
    pgliteTemplates.set(file, blob);
  }
  return blob;
}

export async function createTestDatabase(template: DatabaseTemplate = 'migrated'): Promise<TestDatabase> {
  const templates = inject('databaseTemplates');
  if (templates.kind === 'pglite') {
    const shared = await connectPglite(undefined, { loadDataDir: pgliteTemplate(templates.files[template]) });
    // Apps built on a shared handle do not close it; the file's dispose does.
    const view: DatabaseHandle = { ...shared, close: async () => undefined };
    return { kind: 'pglite', open: async () => view, dispose: () => shared.close() };
  }
  const database = await createEmptyPostgresDatabase(
    process.env.DATABASE_URL!,
    template === 'empty' ? undefined : templates.names[template],
  );
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

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import type { Database, DatabaseHandle } from './client.js';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate.js';
import { users } from './schema.js';

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string; when: number }[];
};

/** Rows of a raw query; node-postgres and PGlite both answer `{ rows }`. */
async function rowsOf<T>(db: Database, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as { rows: T[] };
  return result.rows;
}

const appliedMigrations = (db: Database) =>
  rowsOf<{ id: number; hash: string; created_at: string }>(
    db,
    sql`select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations order by id`,
  );

/** Two handles on one fresh, empty database: two PostgreSQL pools (as two API processes have), or one PGlite twice. */
interface EmptyDatabase {
  handles: [DatabaseHandle, DatabaseHandle];
  url?: string;
  dispose(): Promise<void>;
}

async function emptyDatabase(): Promise<EmptyDatabase> {
  const database = await createTestDatabase('empty');
  return {
    handles: [await database.open(), await database.open()],
    url: database.url,
    dispose: () => database.dispose(),
  };
}

describe('runMigrations', () => {
  let database: EmptyDatabase;
  beforeAll(async () => {
    database = await emptyDatabase();
  });
  afterAll(() => database.dispose());

  it('applies the schema once when two processes start migrating an empty database at the same time', async () => {
    const [first, second] = database.handles;
    expect(await rowsOf(first.db, sql`select 1 from information_schema.tables where table_schema = 'public'`)).toEqual(
      [],
    );

    const outcomes = await Promise.allSettled([
      runMigrations(first, database.url),
      runMigrations(second, database.url),
    ]);
    expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
    ]);

    const applied = await appliedMigrations(second.db);
    expect(applied.map((migration) => Number(migration.created_at))).toEqual(
      journal.entries.map((entry) => entry.when),
    );

    const tables = await rowsOf<{ table_name: string }>(
      first.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.map((table) => table.table_name)).toEqual(
      expect.arrayContaining([
        'users',
        'organizations',
        'audit_logs',
        'outbox_events',
        'outbox_deliveries',
        'mail_messages',
      ]),
    );
    const triggers = await rowsOf<{ count: number }>(
      first.db,
      sql`select count(*)::int as count from pg_trigger where tgname = 'audit_logs_append_only'`,
    );
    expect(triggers).toEqual([{ count: 1 }]);
  });

  it('does nothing when run again later, and keeps the data', async () => {
    const [first, second] = database.handles;
    const before = await appliedMigrations(first.db);
    const id = randomUUID();
    await first.db.insert(users).values({ id, email: `${id}@example.test`, name: 'Kept' });

    await runMigrations(second, database.url);
    await runMigrations(first, database.url);

    expect(await appliedMigrations(first.db)).toEqual(before);
    expect(await first.db.select({ name: users.name }).from(users).where(eq(users.id, id))).toEqual([{ name: 'Kept' }]);
  });
});

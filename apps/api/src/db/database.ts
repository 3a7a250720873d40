import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

// The database's types, apart from the client that connects it, so after-commit.ts (which the client uses) can name them.
export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema>;
/** What every repository method accepts: the database, or a transaction a service opened. */
export type DbExecutor = Database | Transaction;

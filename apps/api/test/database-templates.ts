import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { connectPglite, connectPostgres, type DatabaseHandle } from '../src/db/client.js';
import { testConfig } from './build-test-app.js';
import {
  adminQuery,
  databaseUrlWithName,
  type DatabaseTemplate,
  type DatabaseTemplates,
  testDatabasePrefix,
} from './test-database.js';

/**
 * The databases every test file starts from, made once per run (global-setup.ts): migrations and the seed that runs
 * on every start cost 3–5 s a file on PGlite, a copy of their result about one. `migrated` is what an app without demo
 * data finds after its first start, `demo` the same with the demo accounts, organization and tasks. Made by the real
 * app (buildApp), so they are exactly what a test app's own start would have left, and left with its events
 * undelivered: an app built on a copy delivers them, as it would have after seeding itself.
 */
async function seed(database: DatabaseHandle, demo: boolean, databaseUrl?: string): Promise<void> {
  const config = testConfig(databaseUrl, { SEED_DEMO: String(demo) });
  try {
    const app = await buildApp(config, { database, dispatchEvents: false });
    await app.close();
  } finally {
    rmSync(config.dataDir, { recursive: true, force: true });
  }
}

const SEEDED = [
  ['migrated', false],
  ['demo', true],
] as const;

/** PGlite: each template a tarball of the data directory in `dir`, which test-database.ts loads into a new PGlite. */
export async function makePgliteTemplates(dir: string): Promise<DatabaseTemplates> {
  const files = {} as Record<DatabaseTemplate, string>;
  for (const [template, demo] of [['empty', null], ...SEEDED] as const) {
    const database = await connectPglite();
    try {
      if (demo !== null) await seed(database, demo);
      files[template] = join(dir, `${template}.tar`);
      writeFileSync(files[template], Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
    } finally {
      await database.close();
    }
  }
  return { kind: 'pglite', files };
}

/** PostgreSQL: template databases on the DATABASE_URL server, named with the run's prefix so leftovers are dropped. */
export async function makePostgresTemplates(serverUrl: string): Promise<DatabaseTemplates> {
  const run = randomBytes(4).toString('hex');
  const names = {} as Record<(typeof SEEDED)[number][0], string>;
  for (const [template, demo] of SEEDED) {
    names[template] = `${testDatabasePrefix(serverUrl)}template_${run}_${template}`;
    await adminQuery(serverUrl, `CREATE DATABASE "${names[template]}"`);
    const url = databaseUrlWithName(serverUrl, names[template]);
    const database = connectPostgres(url);
    try {
      await seed(database, demo, url);
    } finally {
      await database.close();
    }
  }
  return { kind: 'postgres', names };
}

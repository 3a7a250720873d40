import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { makePgliteTemplates, makePostgresTemplates } from './database-templates.js';
import { adminQuery, testDatabasePrefix } from './test-database.js';

/**
 * Once per run: makes the template databases every test file copies (database-templates.ts) and hands them to the
 * files; with PostgreSQL, drops the databases an interrupted earlier run left behind, before and after.
 */
export default async function globalSetup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  const dropLeftovers = async () => {
    if (!serverUrl) return;
    const names = await adminQuery(serverUrl, 'SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
      testDatabasePrefix(serverUrl),
    ]);
    // One statement each: DROP DATABASE cannot run inside a function or a transaction block.
    for (const { datname } of names) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  };
  await dropLeftovers();
  if (serverUrl) {
    project.provide('databaseTemplates', await makePostgresTemplates(serverUrl));
    return dropLeftovers;
  }
  const dir = mkdtempSync(join(tmpdir(), 'assay-test-templates-'));
  project.provide('databaseTemplates', await makePgliteTemplates(dir));
  return async () => rmSync(dir, { recursive: true, force: true });
}

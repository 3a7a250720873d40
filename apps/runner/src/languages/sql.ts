import { existsSync, readdirSync } from 'node:fs';
import { LANGUAGE_NAMES } from '@assay/contracts';
import { checkReadQuery } from '../sql/read-query.js';
import { passwdEntry, preparedDatabase } from '../sql/prepared-database.js';
import { firstVersion, HARNESS_DIR, HARNESS_IN_BOX, type LanguageSpec } from './language-spec.js';

/** Debian's newest PostgreSQL server binaries (`/usr/lib/postgresql/<major>/bin`), or a path that does not exist. */
function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const major = majors.find((name) => existsSync(`${root}/${name}/bin/postgres`));
  return major ? `${root}/${major}/bin` : `${root}/none/bin`;
}

/**
 * SQL in PostgreSQL's dialect: the candidate's single read query (checked on the host first) runs against a fresh
 * copy of a cluster prepared once per runner, in PostgreSQL's single-user mode inside the box: the test's input is
 * the SQL that creates and fills the database, the query runs read-only, and its result comes back as CSV with a
 * header row (`harness/sql-query.sh`).
 */
export const sql = (): LanguageSpec => {
  const bin = postgresBinDir();
  return {
    id: 'sql',
    name: LANGUAGE_NAMES.sql,
    binary: `${bin}/postgres`,
    requires: [`${bin}/initdb`],
    versionArgs: ['--version'],
    parseVersion: firstVersion,
    binds: [{ host: HARNESS_DIR, box: HARNESS_IN_BOX }],
    sourceFile: 'query.sql',
    check: checkReadQuery,
    boxFiles: (uid) => [{ path: '/etc/passwd', data: passwdEntry(uid) }],
    run: (file) => ['/bin/sh', `${HARNESS_IN_BOX}/sql-query.sh`, `${bin}/postgres`, file],
    // A server starts (and a database is unpacked) for every run.
    timeMultiplier: 2,
    memoryFlags: () => [],
    addressSpaceLimitSafe: false,
    prepare: preparedDatabase(bin),
  };
};

import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Preparation, RunBox } from '../languages/language-spec.js';

/** Where every SQL box finds the prepared cluster, as a tar it unpacks into its own /tmp. */
export const DATABASE_TAR_IN_BOX = '/opt/sql/database.tar';
/** The database superuser, and the name in the box's passwd entry (initdb and postgres ask who they run as). */
export const SQL_USER = 'sandbox';

export const passwdEntry = (uid: number) => `${SQL_USER}:x:${uid}:${uid}:Assay SQL:/tmp:/bin/sh\n`;

/**
 * The PostgreSQL cluster every SQL run starts from, made once per runner (on its first SQL job) by initdb inside a
 * box of its own, and kept as a tar in a runner-owned directory that boxes bind read-only. The template databases
 * are dropped from it (a read query never needs them), which leaves a few MB to unpack per run.
 */
export function preparedDatabase(postgresBin: string): Preparation {
  let made: Promise<string> | null = null;
  let directory: string | null = null;

  async function make(run: RunBox, uid: number): Promise<string> {
    const script = `${postgresBin}/initdb -D /tmp/pgdata -A trust -U ${SQL_USER} -E UTF8 --locale=C.UTF-8 --no-sync --no-instructions --wal-segsize=1 >&2 && rm -rf /tmp/pgdata/base/1 /tmp/pgdata/base/4 && exec tar -C /tmp -cf - pgdata`;
    const result = await run({
      command: ['/bin/sh', '-c', script],
      binds: [],
      files: [{ path: '/etc/passwd', data: passwdEntry(uid) }],
      stdin: '',
      resultChannel: false,
      limits: {
        cpuMs: 30_000,
        wallMs: 60_000,
        memoryMb: 512,
        outputBytes: 64 * 1024 * 1024,
        errorBytes: 64 * 1024,
        workDirBytes: 128 * 1024 * 1024,
      },
    });
    if (result.outcome !== 'exited' || result.exitCode !== 0) {
      throw new Error(
        result.problem ??
          `initdb ended with ${result.outcome} (exit code ${result.exitCode}): ${result.stderr.toString('utf8').trim().slice(-500)}`,
      );
    }
    directory ??= mkdtempSync(join(tmpdir(), 'assay-sql-'));
    // Boxes run as the slots' uids, which must be able to reach the tar to bind it.
    chmodSync(directory, 0o755);
    const tar = join(directory, 'database.tar');
    writeFileSync(tar, result.stdout, { mode: 0o644 });
    return tar;
  }

  return {
    async binds(run: RunBox, uid: number) {
      made ??= make(run, uid).catch((error: unknown) => {
        made = null;
        throw error;
      });
      return [{ host: await made, box: DATABASE_TAR_IN_BOX }];
    },
    dispose(): void {
      if (directory) rmSync(directory, { recursive: true, force: true });
      directory = null;
      made = null;
    },
  };
}

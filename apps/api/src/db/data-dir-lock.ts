import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * PGlite is an embedded database: one process must hold its files, or two processes write the same pages and the
 * data is lost. The holder is named in `DATA_DIR/db.lock` (pid, the kernel's start time of that pid, host, command,
 * when); a second process on the same DATA_DIR refuses to start while the holder lives. A lock left by a process that
 * has ended (a crash, a kill -9) is taken over: the pid is gone, or now belongs to a process started at another time.
 */
const LOCK_FILE = 'db.lock';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    const elsewhere = holder.host !== hostname();
    super(
      `The embedded database in ${dataDir} is in use by another Assay process (pid ${holder.pid}` +
        `${elsewhere ? ` on ${holder.host}` : ''}${holder.command ? `, ${holder.command}` : ''}, since ${holder.startedAt}). ` +
        'Stop that process first, or start this one with another DATA_DIR (or DATABASE_URL).' +
        // Another host's process cannot be looked up from here (a container made anew has another hostname).
        (elsewhere ? ` If it no longer runs, delete ${join(dataDir, LOCK_FILE)} and start again.` : ''),
    );
    this.name = 'DataDirInUseError';
  }
}

interface LockHolder {
  pid: number;
  /** Field 22 of /proc/<pid>/stat: tells this pid's process apart from a later one given the same number. */
  processStart: string | null;
  host: string;
  command: string;
  startedAt: string;
}

export interface DataDirLock {
  release(): void;
}

function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count the fields after its closing parenthesis.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(holder: LockHolder): boolean {
  // Another host's process cannot be checked from here: its lock stands (a shared DATA_DIR is a mistake to report).
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const start = processStartOf(holder.pid);
  return holder.processStart === null || start === null || start === holder.processStart;
}

function readHolder(path: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockHolder>;
    return typeof parsed.pid === 'number' ? (parsed as LockHolder) : null;
  } catch {
    return null; // Gone meanwhile, or half-written by a process that died writing it.
  }
}

/** Takes `DATA_DIR/db.lock` for this process, or throws DataDirInUseError naming the process that holds it. */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  const me: LockHolder = {
    pid: process.pid,
    processStart: processStartOf(process.pid),
    host: hostname(),
    command: process.argv.slice(1).join(' ').slice(0, 200),
    startedAt: new Date().toISOString(),
  };
  // Written whole to a file of our own, then linked into place: link fails if the lock exists, and a lock that exists
  // is never half-written.
  const draft = `${path}.${process.pid}`;
  writeFileSync(draft, `${JSON.stringify(me)}\n`, { mode: 0o644 });
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        linkSync(draft, path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = readHolder(path);
        if (holder && holder.pid !== process.pid && isAlive(holder)) throw new DataDirInUseError(dataDir, holder);
        rmSync(path, { force: true }); // Left by a process that has ended: take it over.
        continue;
      }
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          if (readHolder(path)?.pid === process.pid) rmSync(path, { force: true });
        },
      };
    }
  } finally {
    rmSync(draft, { force: true });
  }
  throw new Error(`Could not take ${path}: another process keeps replacing it.`);
}

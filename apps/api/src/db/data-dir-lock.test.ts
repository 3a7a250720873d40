import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.js';

describe('the DATA_DIR lock', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'assay-lock-test-'));
    dirs.push(dir);
    return dir;
  };
  const holderOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'db.lock'), 'utf8')) as { pid: number };

  it('is refused while a live process holds it, naming that process', () => {
    const dir = dataDir();
    // The test runner's parent process: alive, and not this process.
    writeFileSync(
      join(dir, 'db.lock'),
      JSON.stringify({
        pid: process.ppid,
        processStart: null,
        host: hostname(),
        command: 'node server.js',
        startedAt: '2026-11-27T10:00:00.000Z',
      }),
    );
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(
      `is in use by another Assay process (pid ${process.ppid}, node server.js, since 2026-11-27T10:00:00.000Z)`,
    );
    expect(holderOf(dir).pid).toBe(process.ppid);
  });

  it('takes over a lock whose process has ended, and releases it', () => {
    const dir = dataDir();
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    writeFileSync(
      join(dir, 'db.lock'),
      JSON.stringify({
        pid: Number(ended.stdout),
        processStart: '1',
        host: hostname(),
        command: 'node server.js',
        startedAt: '2026-11-27T10:00:00.000Z',
      }),
    );
    const lock = lockDataDir(dir);
    expect(holderOf(dir).pid).toBe(process.pid);
    lock.release();
    expect(() => readFileSync(join(dir, 'db.lock'))).toThrow(/ENOENT/);
  });

  it('takes over a lock whose pid now belongs to a process started later', () => {
    const dir = dataDir();
    // process.ppid is alive, but its start time is not the one recorded: the recorded process has ended.
    writeFileSync(
      join(dir, 'db.lock'),
      JSON.stringify({
        pid: process.ppid,
        processStart: '1',
        host: hostname(),
        command: 'node server.js',
        startedAt: '2026-11-27T10:00:00.000Z',
      }),
    );
    const lock = lockDataDir(dir);
    expect(holderOf(dir).pid).toBe(process.pid);
    lock.release();
  });

  it('stands when another host holds it, and says how to clear it if that process is gone', () => {
    const dir = dataDir();
    writeFileSync(
      join(dir, 'db.lock'),
      JSON.stringify({
        pid: 1,
        processStart: '1',
        host: 'another-host',
        command: 'node server.js',
        startedAt: '2026-11-27T10:00:00.000Z',
      }),
    );
    expect(() => lockDataDir(dir)).toThrow(
      `in use by another Assay process (pid 1 on another-host, node server.js, since 2026-11-27T10:00:00.000Z)`,
    );
    expect(() => lockDataDir(dir)).toThrow(`If it no longer runs, delete ${join(dir, 'db.lock')} and start again.`);
  });
});

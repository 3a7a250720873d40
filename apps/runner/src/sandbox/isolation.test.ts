import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PARENT_PREFIX, sweepStaleParents } from './isolation.js';

/** A pid no process holds now (a child that has been reaped). */
const goneProcess = () => spawnSync('/usr/bin/true').pid;

describe('sweepStaleParents', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('removes the cgroups of runners that are gone and keeps a live runner’s', () => {
    root = mkdtempSync(join(tmpdir(), 'assay-sweep-'));
    const stale = join(root, `${PARENT_PREFIX}${goneProcess()}`);
    const live = join(root, `${PARENT_PREFIX}${process.pid}`);
    mkdirSync(join(stale, 'run-a'), { recursive: true });
    mkdirSync(join(live, 'run-b'), { recursive: true });
    mkdirSync(join(root, 'someone-else'));

    sweepStaleParents([root]);

    expect(existsSync(stale)).toBe(false);
    expect(existsSync(join(live, 'run-b'))).toBe(true);
    expect(existsSync(join(root, 'someone-else'))).toBe(true);
  });

  it('goes on when a parent it listed is gone before it reads it (another runner, started with it, swept it first)', () => {
    root = mkdtempSync(join(tmpdir(), 'assay-sweep-'));
    // Listed by readdir, gone when opened: a dangling link stands for the parent the other runner removed meanwhile.
    symlinkSync(join(root, 'removed-meanwhile'), join(root, `${PARENT_PREFIX}${goneProcess()}`));
    const stale = join(root, `${PARENT_PREFIX}${goneProcess()}`);
    mkdirSync(join(stale, 'run-a'), { recursive: true });

    expect(() => sweepStaleParents([root])).not.toThrow();
    expect(existsSync(stale)).toBe(false);
  });
});

import { mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { slotBoxWords, slotHostLayout } from './slot-host-args.js';

const dir = mkdtempSync(join(tmpdir(), 'assay-slot-args-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('slotHostLayout', () => {
  it('binds host paths resolved (the host resolves them from inside its own root), and makes mount points only for files outside the run directories', () => {
    const link = join(dir, 'harness-link');
    symlinkSync(dir, link);
    const files = [{ path: '/box/main.py' }, { path: '/tmp/x' }, { path: '/dev/shm/y' }, { path: '/etc/passwd' }];
    expect(slotHostLayout([{ host: link, box: '/opt/harness' }], files)).toEqual([
      'bind',
      realpathSync(dir),
      '/opt/harness',
      'file',
      '/etc/passwd',
    ]);
  });

  it('is the same for the same binds and files, so runs of one language share one host', () => {
    const binds = [{ host: dir, box: '/opt/a' }];
    expect(slotHostLayout(binds, [{ path: '/box/a' }])).toEqual(slotHostLayout(binds, [{ path: '/box/b' }]));
  });
});

describe('slotBoxWords', () => {
  it('gives fresh tmpfs, the files from their pipes (read-only, executable when asked), the cleared environment, /box, the status pipe, then the command', () => {
    const layout = {
      binds: [],
      files: [
        { fd: 6, path: '/box/main', executable: true },
        { fd: 7, path: '/etc/passwd' },
      ],
      workDirBytes: 100,
      tmpBytes: 200,
      shmBytes: 300,
      statusFd: 4,
    };
    const words = slotBoxWords(layout, ['/box/main', '--flag']);
    expect(words.slice(0, 9)).toEqual([
      '--tmpfs',
      '/box',
      '100',
      '--tmpfs',
      '/tmp',
      '200',
      '--tmpfs',
      '/dev/shm',
      '300',
    ]);
    expect(words.slice(9, 17)).toEqual(['--file', '6', '/box/main', '555', '--file', '7', '/etc/passwd', '444']);
    expect(words).toContain('--setenv');
    expect(words.slice(-7)).toEqual(['--chdir', '/box', '--status', '4', '--', '/box/main', '--flag']);
  });
});

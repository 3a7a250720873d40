import { describe, expect, it } from 'vitest';
import { job, testRunner } from './runner-fixture.js';

describe('a runner without a working sandbox', () => {
  it('says what is missing and runs nothing, rather than run code outside a box', async () => {
    const runner = testRunner({ RUNNER_BWRAP: '/nonexistent/bwrap' });
    expect(runner.info()).toMatchObject({
      isolation: 'unavailable',
      problem: expect.stringContaining('sudo apt-get install -y bubblewrap'),
    });
    const marker = `ran-outside-${Date.now()}`;
    const report = await runner.run(job('python', `open("/tmp/${marker}", "w").write("x")\nprint("${marker}")`));
    expect(report.tests).toEqual([]);
    expect(report.error).toContain('bubblewrap is not installed');
    const { existsSync } = await import('node:fs');
    expect(existsSync(`/tmp/${marker}`)).toBe(false);
  });

  it('refuses a non-root runner with neither a delegated cgroup nor RUNNER_ALLOW_SHARED_UID', async () => {
    // Root here: the check is the same code path a non-root runner takes; run it through a non-root process.
    const { spawnSync } = await import('node:child_process');
    const { fileURLToPath } = await import('node:url');
    const script = fileURLToPath(new URL('./print-isolation.ts', import.meta.url));
    const result = spawnSync(
      '/usr/bin/setpriv',
      [
        '--reuid=65534',
        '--regid=65534',
        '--clear-groups',
        '--',
        process.execPath,
        '--conditions=source',
        '--import',
        'tsx',
        script,
      ],
      {
        encoding: 'utf8',
        cwd: fileURLToPath(new URL('..', import.meta.url)),
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: '/tmp' },
        timeout: 30_000,
      },
    );
    expect(result.stderr).toBe('');
    const info = JSON.parse(result.stdout);
    expect(info.isolation).toBe('unavailable');
    expect(info.problem).toContain('RUNNER_ALLOW_SHARED_UID=true');
  });
});

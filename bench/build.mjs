// The production build every bench measures. BENCH_SKIP_BUILD=1 uses the one already in dist/ (CI builds once, with
// NODE_ENV=production, before its e2e and bench steps); otherwise a fresh build, since a dist left by another tool may
// have been built with another NODE_ENV.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export function buildForBench() {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(1);
}

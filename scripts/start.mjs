// `npm start`: build what is missing or out of date, then run the API, which also serves the web app.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describePackages, installAdvice, isDebianLike, missingSystemPackages } from './system-packages.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const stampFile = join(root, 'apps/api/dist/.build-stamp');
const sources = [
  'packages/contracts/src',
  'packages/challenges/src',
  'apps/runner/src',
  'apps/runner/harness',
  'apps/api/src',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'package-lock.json',
];

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Assay needs Node.js 20.19 or later; this is ${process.version}.`);
  process.exit(1);
}

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), info.mtimeMs);
}

/**
 * Missing on Debian or Ubuntu as root, install them (and say so); otherwise say exactly what to run and start anyway:
 * the sandbox's absence makes code execution answer an error naming it, and a missing toolchain's language is listed
 * as not installed.
 */
function ensureSystemPackages() {
  const missing = missingSystemPackages();
  if (missing.length === 0) return;
  const names = missing.map((entry) => entry.name);
  const what = describePackages(missing);
  if (isDebianLike() && process.getuid?.() === 0) {
    console.log(`Installing what code execution needs with apt-get: ${what}…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    let install = spawnSync('apt-get', ['install', '-y', '-qq', ...names], { stdio: 'inherit', env });
    if (install.status !== 0) {
      spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      install = spawnSync('apt-get', ['install', '-y', '-qq', ...names], { stdio: 'inherit', env });
    }
    if (install.status === 0) {
      console.log(`Installed ${names.join(', ')}.`);
      return;
    }
  }
  console.warn(
    `Missing for code execution: ${what}. Without bubblewrap no code runs; without a toolchain its language is unavailable. To fix it: ${installAdvice(missing)}, then start Assay again.`,
  );
}

ensureSystemPackages();

const builtAt =
  existsSync(stampFile) && existsSync(join(root, 'apps/web/dist/index.html')) ? statSync(stampFile).mtimeMs : 0;
const changedAt = Math.max(...sources.map((path) => newestChange(join(root, path))));
if (changedAt > builtAt) {
  console.log(
    builtAt ? 'Sources changed since the last build: building…' : 'First start: building the app (about a minute)…',
  );
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    // A production bundle whatever NODE_ENV the shell has (Vite would otherwise bundle React's development build).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stampFile, new Date().toISOString());
}

const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

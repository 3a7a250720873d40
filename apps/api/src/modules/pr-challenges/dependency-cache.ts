import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { RepositoryToolchain } from '@assay/contracts';
import { AppError } from '../../lib/errors.js';
import { checkNpmLock, checkNpmManifest, checkRequirements, registryBase } from './dependency-policy.js';

/**
 * The interpreter the sandbox runs Python with (apps/runner/src/languages/scripts.ts), so pip picks wheels for it; the
 * one on PATH (a pyenv's, say) may be another version.
 */
const SANDBOX_PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';
const execFileAsync = promisify(execFile);
const INSTALL_TIMEOUT_MS = 10 * 60_000;
export const DEPENDENCIES_FAILED = 'REPOSITORY_DEPENDENCIES_FAILED';

const readJson = (path: string, what: string): Record<string, unknown> => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    throw new AppError(422, DEPENDENCIES_FAILED, `The repository's ${what} is not valid JSON.`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new AppError(422, DEPENDENCIES_FAILED, `The repository's ${what} is not a JSON object.`);
  return parsed as Record<string, unknown>;
};
const hasEntries = (value: unknown) => typeof value === 'object' && value !== null && Object.keys(value).length > 0;

/** Everything in an install readable by the sandbox's users (whatever the umask npm and pip ran with). */
function openToOthers(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o005) !== 0o005) chmodSync(path, stat.mode | 0o055);
    for (const entry of readdirSync(path)) openToOthers(join(path, entry));
  } else if ((stat.mode & 0o004) === 0) {
    chmodSync(path, stat.mode | 0o044 | ((stat.mode & 0o100) !== 0 ? 0o011 : 0));
  }
}

export interface DependencyCacheOptions {
  /** `DATA_DIR/github`: installs under `deps/`, npm's and pip's caches beside them. */
  root: string;
  /** The npm registry (NPM_REGISTRY_URL): the only host a lock's tarballs may come from. */
  npmRegistry?: string;
  /** The Python package index, its "simple" API (PYPI_INDEX_URL): where pip looks for wheels. */
  pypiIndex?: string;
  /** Retries of a failed download (npm's `--fetch-retries`, pip's `--retries`); tests use 0. */
  retries?: number;
}

/**
 * A repository's dependencies, installed outside the sandbox (issue 28) into a cache under `DATA_DIR/github/deps`
 * keyed by the hash of the lock file, so every challenge of a project with the same lock shares one install — only
 * once `dependency-policy.ts` has passed the manifest, the lock or the requirements (registry packages only, from
 * the configured registry or index):
 * - Node: `npm ci --ignore-scripts` from `package-lock.json` (no install script of the project's dependencies ever
 *   runs), with npm's own cache beside it so a second lock reuses the tarballs;
 * - Python: `pip install --only-binary=:all:` of `requirements.txt` into a target directory (wheels only: no
 *   package's build code runs), with pip's cache beside it.
 * The runner binds the directory read-only; the tests run with no network. A repository with no dependencies needs
 * no directory (null). Installs are written to a temporary directory and renamed into place.
 */
export function createDependencyCache({
  root,
  npmRegistry = 'https://registry.npmjs.org/',
  pypiIndex = 'https://pypi.org/simple',
  retries = 2,
}: DependencyCacheOptions) {
  const registry = registryBase(npmRegistry);
  const inFlight = new Map<string, Promise<string>>();

  async function installOnce(key: string, install: (directory: string) => Promise<void>): Promise<string> {
    const target = join(root, 'deps', key);
    if (existsSync(target)) return target;
    const running = inFlight.get(key);
    if (running) return running;
    const started = (async () => {
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      mkdirSync(temporary, { recursive: true });
      chmodSync(join(root, 'deps'), 0o755); // the sandbox's users read it (repository-cache.ts, closedAncestor)
      chmodSync(temporary, 0o755);
      try {
        await install(temporary);
        openToOthers(temporary);
        renameSync(temporary, target);
      } catch (error) {
        rmSync(temporary, { recursive: true, force: true });
        if (!existsSync(target)) throw error;
      }
      return target;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  }

  /** The lines of a failed install's output that say why: npm's first (its boilerplate dropped), pip's last. */
  const failed = (what: string, error: unknown, hint?: (said: string) => string | null) => {
    const said = ((error as { stderr?: string }).stderr ?? (error as Error).message ?? '').trim();
    const npm = /^npm (error|ERR!)/m.test(said);
    const lines = said
      .split('\n')
      .map((line) => line.replace(/^npm (error|ERR!) ?/, '').trim())
      .filter(
        (line) =>
          line !== '' &&
          !/^\d{3}$/.test(line) &&
          !/complete log of this run|Note that you can also install|tarball, folder, http url/.test(line),
      );
    const why = (npm ? lines.slice(0, 3) : lines.slice(-3)).join(' ').slice(0, 500);
    const extra = hint?.(said);
    return new AppError(
      422,
      DEPENDENCIES_FAILED,
      `The repository's ${what} could not be installed: ${why}${extra ? ` ${extra}` : ''}`,
    );
  };
  const wheelsOnly = (said: string) =>
    /No matching distribution|Could not find a version/.test(said)
      ? '(Only wheels are installed, pip --only-binary=:all:: a package published only as source, or with no wheel for this Python, cannot be.)'
      : null;

  async function node(tree: string): Promise<string | null> {
    if (!existsSync(join(tree, 'package.json'))) return null;
    const manifest = readJson(join(tree, 'package.json'), 'package.json');
    if (
      !hasEntries(manifest.dependencies) &&
      !hasEntries(manifest.devDependencies) &&
      !hasEntries(manifest.optionalDependencies)
    )
      return null;
    checkNpmManifest(manifest);
    const lockPath = join(tree, 'package-lock.json');
    if (!existsSync(lockPath))
      throw new AppError(
        422,
        DEPENDENCIES_FAILED,
        'The repository has dependencies but no package-lock.json: its tests need a lock file to install from.',
      );
    const lockText = readFileSync(lockPath);
    checkNpmLock(readJson(lockPath, 'package-lock.json'), registry);
    const manifestText = readFileSync(join(tree, 'package.json'));
    const key = `node-${createHash('sha256').update(manifestText).update(lockText).digest('hex')}`;
    return installOnce(key, async (directory) => {
      // Only these two files: no .npmrc of the repository's is ever read.
      writeFileSync(join(directory, 'package.json'), manifestText);
      writeFileSync(join(directory, 'package-lock.json'), lockText);
      try {
        await execFileAsync(
          'npm',
          [
            'ci',
            '--ignore-scripts',
            '--no-audit',
            '--no-fund',
            '--no-update-notifier',
            '--prefer-offline',
            '--registry',
            registry,
            '--replace-registry-host',
            'never',
            '--fetch-retries',
            String(retries),
            '--cache',
            join(root, 'npm-cache'),
          ],
          { cwd: directory, timeout: INSTALL_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
        );
      } catch (error) {
        throw failed('npm dependencies', error);
      }
    });
  }

  async function python(tree: string): Promise<string | null> {
    const file = join(tree, 'requirements.txt');
    if (!existsSync(file)) return null;
    const text = readFileSync(file, 'utf8');
    if (checkRequirements(text).length === 0) return null;
    const key = `python-${createHash('sha256').update(pypiIndex).update('\n').update(text).digest('hex')}`;
    return installOnce(key, async (directory) => {
      const requirements = join(root, 'deps', `${key}.${randomBytes(6).toString('hex')}.txt`);
      writeFileSync(requirements, text);
      try {
        await execFileAsync(
          SANDBOX_PYTHON,
          [
            '-m',
            'pip',
            'install',
            '--isolated', // no PIP_* variable or pip.conf adds an index
            '--quiet',
            '--no-input',
            '--disable-pip-version-check',
            '--only-binary=:all:',
            '--index-url',
            pypiIndex,
            '--retries',
            String(retries),
            '--target',
            directory,
            '--cache-dir',
            join(root, 'pip-cache'),
            '-r',
            requirements,
          ],
          { timeout: INSTALL_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
        );
      } catch (error) {
        throw failed('Python requirements', error, wheelsOnly);
      } finally {
        rmSync(requirements, { force: true });
      }
    });
  }

  return {
    /** The directory the runner binds as the tests' dependencies, or null when the repository has none. */
    install(toolchain: RepositoryToolchain, tree: string): Promise<string | null> {
      return toolchain === 'node' ? node(tree) : python(tree);
    },
  };
}
export type DependencyCache = ReturnType<typeof createDependencyCache>;

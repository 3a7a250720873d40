import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { RepositoryToolchain } from '@assay/contracts';
import { AppError } from '../../lib/errors.js';

const execFileAsync = promisify(execFile);
const INSTALL_TIMEOUT_MS = 10 * 60_000;
export const DEPENDENCIES_FAILED = 'REPOSITORY_DEPENDENCIES_FAILED';

const readJson = (path: string): Record<string, unknown> | null => {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
};
const hasEntries = (value: unknown) => typeof value === 'object' && value !== null && Object.keys(value).length > 0;

/** A requirements file's requirement lines (comments, blank lines and pip options dropped). */
const requirementLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter((line) => line && !line.startsWith('-'));

/**
 * A repository's dependencies, installed outside the sandbox (issue 28) into a cache under `DATA_DIR/github/deps`
 * keyed by the hash of the lock file, so every challenge of a project with the same lock shares one install:
 * - Node: `npm ci --ignore-scripts` from `package-lock.json` (no install script of the project's dependencies ever
 *   runs), with npm's own cache beside it so a second lock reuses the tarballs;
 * - Python: `pip install --only-binary=:all:` of `requirements.txt` into a target directory (wheels only: no
 *   package's build code runs), with pip's cache beside it.
 * The runner binds the directory read-only; the tests run with no network. A repository with no dependencies needs
 * no directory (null). Installs are written to a temporary directory and renamed into place.
 */
export function createDependencyCache({ root }: { root: string }) {
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

  const failed = (what: string, error: unknown) => {
    const said = ((error as { stderr?: string }).stderr ?? (error as Error).message ?? '').trim();
    return new AppError(
      422,
      DEPENDENCIES_FAILED,
      `The repository's ${what} could not be installed: ${said.split('\n').slice(-3).join(' ').slice(0, 500)}`,
    );
  };

  async function node(tree: string): Promise<string | null> {
    const manifest = readJson(join(tree, 'package.json'));
    if (!manifest || (!hasEntries(manifest.dependencies) && !hasEntries(manifest.devDependencies))) return null;
    const lock = join(tree, 'package-lock.json');
    if (!existsSync(lock))
      throw new AppError(
        422,
        DEPENDENCIES_FAILED,
        'The repository has dependencies but no package-lock.json: its tests need a lock file to install from.',
      );
    const key = `node-${createHash('sha256')
      .update(readFileSync(join(tree, 'package.json')))
      .update(readFileSync(lock))
      .digest('hex')}`;
    return installOnce(key, async (directory) => {
      copyFileSync(join(tree, 'package.json'), join(directory, 'package.json'));
      copyFileSync(lock, join(directory, 'package-lock.json'));
      try {
        await execFileAsync(
          'npm',
          ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline', '--cache', join(root, 'npm-cache')],
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
    if (requirementLines(text).length === 0) return null;
    const key = `python-${createHash('sha256').update(text).digest('hex')}`;
    return installOnce(key, async (directory) => {
      try {
        await execFileAsync(
          'python3',
          [
            '-m',
            'pip',
            'install',
            '--quiet',
            '--no-input',
            '--disable-pip-version-check',
            '--only-binary=:all:',
            '--target',
            directory,
            '--cache-dir',
            join(root, 'pip-cache'),
            '-r',
            file,
          ],
          { timeout: INSTALL_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
        );
      } catch (error) {
        throw failed('Python requirements', error);
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

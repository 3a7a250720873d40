import { execSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildWheel,
  type NpmRegistry,
  type NpmTarball,
  packNpmPackage,
  sdistOnly,
  startNpmRegistry,
  startPythonIndex,
} from '../../../test/package-registries.js';
import { createDependencyCache } from './dependency-cache.js';

/**
 * Real installs (`npm ci`, `pip install`) against registries on loopback: what passes the policy is installed once
 * per lock, no install script runs, a broken registry leaves nothing behind, and pip takes wheels only.
 */
describe('PR challenges: the dependency cache installs for real', () => {
  let workDir: string;
  let marker: string;
  let leftPad: NpmTarball;
  let registry: NpmRegistry;
  let python: Awaited<ReturnType<typeof startPythonIndex>>;

  const project = (name: string, files: Record<string, string>) => {
    const root = join(workDir, 'projects', name);
    rmSync(root, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
    for (const [path, content] of Object.entries(files)) writeFileSync(join(root, path), content);
    return root;
  };
  const nodeProject = (name: string, lock: Record<string, unknown>) =>
    project(name, {
      'package.json': JSON.stringify({ name, version: '1.0.0', dependencies: { 'left-pad-lite': '1.0.0' } }),
      'package-lock.json': JSON.stringify(lock),
    });
  const cache = (name: string) =>
    createDependencyCache({
      root: join(workDir, name),
      npmRegistry: registry.url,
      pypiIndex: python.indexUrl,
      retries: 0,
    });

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'assay-dependency-cache-'));
    chmodSync(workDir, 0o711);
    marker = join(workDir, 'postinstall-ran');
    const postinstall = `node -e "require('fs').writeFileSync('${marker}', 'ran')"`;
    execSync(postinstall); // the script works: were it run, the marker would be there
    expect(existsSync(marker)).toBe(true);
    rmSync(marker);
    leftPad = await packNpmPackage(
      join(workDir, 'packages'),
      {
        name: 'left-pad-lite',
        version: '1.0.0',
        main: 'index.js',
        scripts: { postinstall },
      },
      { 'index.js': "module.exports = (text, width) => String(text).padStart(width, ' ');\n" },
    );
    registry = await startNpmRegistry([leftPad]);
    python = await startPythonIndex([
      await buildWheel(workDir, { name: 'tinypkg', version: '1.0', source: 'def double(x):\n    return 2 * x\n' }),
      sdistOnly('sourceonly', '1.0'),
    ]);
  }, 30_000);
  afterAll(async () => {
    await registry?.close();
    await python?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('installs a lock from the registry once, without running its install scripts', async () => {
    const dependencies = cache('npm-ok');
    const lock = registry.lockFor('uses-left-pad', [leftPad]);
    // As a real lock says it: npm ci runs a dependency's scripts (it did, tried without --ignore-scripts) only then.
    expect(lock).toMatchObject({ packages: { 'node_modules/left-pad-lite': { hasInstallScript: true } } });
    const tree = nodeProject('uses-left-pad', lock);
    const before = registry.requests.length;
    const directory = await dependencies.install('node', tree);
    expect(directory).toMatch(/\/deps\/node-[0-9a-f]{64}$/);
    expect(readFileSync(join(directory!, 'node_modules/left-pad-lite/index.js'), 'utf8')).toContain('padStart');
    expect(registry.requests.slice(before)).toContain('/left-pad-lite/-/left-pad-lite-1.0.0.tgz');
    expect(existsSync(marker)).toBe(false); // --ignore-scripts: the postinstall never ran (npm ci would run it)
    expect(readdirSync(join(workDir, 'npm-ok', 'deps'))).toEqual([directory!.split('/').pop()]);

    const asked = registry.requests.length;
    expect(await dependencies.install('node', tree)).toBe(directory);
    expect(registry.requests.length).toBe(asked); // cached: the registry is not asked again
  }, 60_000);

  it.each([404, 500])(
    'refuses with a 422 when the registry answers %i, leaving nothing half-installed',
    async (status) => {
      const dependencies = cache(`npm-${status}`);
      const tree = nodeProject(`broken-${status}`, registry.lockFor(`broken-${status}`, [leftPad]));
      registry.failWith = status;
      try {
        const failure = await dependencies.install('node', tree).catch((error: Error) => error);
        expect(failure).toMatchObject({ statusCode: 422, code: 'REPOSITORY_DEPENDENCIES_FAILED' });
        expect((failure as Error).message).toMatch(
          new RegExp(
            `npm dependencies could not be installed: .*${status}.*GET ${registry.url}left-pad-lite/-/left-pad-lite-1.0.0.tgz`,
          ),
        );
        expect((failure as Error).message).not.toMatch(/complete log/);
      } finally {
        registry.failWith = null;
      }
      expect(readdirSync(join(workDir, `npm-${status}`, 'deps'))).toEqual([]);
    },
    60_000,
  );

  it('refuses, before asking anything, a lock whose tarballs are on another registry', async () => {
    const dependencies = createDependencyCache({
      root: join(workDir, 'npm-other'),
      npmRegistry: 'http://127.0.0.1:9/',
      retries: 0,
    });
    const asked = registry.requests.length;
    await expect(
      dependencies.install('node', nodeProject('other-host', registry.lockFor('other-host', [leftPad]))),
    ).rejects.toMatchObject({
      statusCode: 422,
      code: 'REPOSITORY_DEPENDENCIES_REFUSED',
      message: expect.stringMatching(/not on the configured npm registry http:\/\/127\.0\.0\.1:9\//),
    });
    expect(registry.requests.length).toBe(asked);
    expect(existsSync(join(workDir, 'npm-other', 'deps'))).toBe(false);
  });

  it('refuses a manifest with a local or git dependency before installing anything', async () => {
    const dependencies = cache('npm-refused');
    const tree = project('git-dependency', {
      'package.json': JSON.stringify({ name: 'x', dependencies: { evil: 'github:evil/evil' } }),
      'package-lock.json': '{}',
    });
    await expect(dependencies.install('node', tree)).rejects.toMatchObject({
      code: 'REPOSITORY_DEPENDENCIES_REFUSED',
      message: expect.stringMatching(/dependencies "evil".*git dependency/),
    });
  });

  it('installs a wheel from the index with pip, and refuses a requirement published only as source', async () => {
    const dependencies = cache('pip');
    const directory = await dependencies.install('python', project('py', { 'requirements.txt': 'tinypkg==1.0\n' }));
    expect(directory).toMatch(/\/deps\/python-[0-9a-f]{64}$/);
    expect(readFileSync(join(directory!, 'tinypkg/__init__.py'), 'utf8')).toContain('def double');
    expect(python.requests).toContain('/files/tinypkg-1.0-py3-none-any.whl');

    const failure = await dependencies
      .install('python', project('py-sdist', { 'requirements.txt': 'sourceonly==1.0\n' }))
      .catch((error: Error) => error);
    expect(failure).toMatchObject({ statusCode: 422, code: 'REPOSITORY_DEPENDENCIES_FAILED' });
    expect((failure as Error).message).toMatch(/sourceonly/);
    expect((failure as Error).message).toMatch(/only wheels are installed/i);
    expect(python.requests).not.toContain('/files/sourceonly-1.0.tar.gz');
    expect(readdirSync(join(workDir, 'pip', 'deps'))).toEqual([directory!.split('/').pop()]);

    await expect(
      dependencies.install(
        'python',
        project('py-index', { 'requirements.txt': '--index-url http://127.0.0.1:9/\nx\n' }),
      ),
    ).rejects.toMatchObject({
      code: 'REPOSITORY_DEPENDENCIES_REFUSED',
      message: expect.stringMatching(/another index/),
    });
  }, 60_000);
});

import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRepositoryWithMergedPr,
  type MergedPrRepository,
  publishBare,
} from '../../../test/github/git-fixtures.js';
import { startGitHttpServer } from '../../../test/github/git-http-server.js';
import { createDependencyCache } from './dependency-cache.js';
import { createRepositoryCache } from './repository-cache.js';

const TOKEN = 'ghp_cacheToken0123456789abcdefABCDEFGHIJ';

/**
 * The repository cache against a real repository on git's smart HTTP protocol that wants a token: commits fetched
 * with the token as a header, trees checked out once by commit, files read at any fetched commit.
 */
describe('PR challenges: the repository cache', () => {
  let workDir: string;
  let fixture: MergedPrRepository;
  let server: Awaited<ReturnType<typeof startGitHttpServer>>;
  let cloneUrl: string;

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'assay-repository-cache-'));
    fixture = await createRepositoryWithMergedPr(join(workDir, 'work'));
    await publishBare(fixture, join(workDir, 'served'), 'acme/slugify-demo');
    server = await startGitHttpServer(join(workDir, 'served'), { tokens: [TOKEN] });
    cloneUrl = `${server.url}/acme/slugify-demo.git`;
  }, 30_000);
  afterAll(async () => {
    await server.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('checks a commit out once, into a directory named by its sha, with the token sent as a header', async () => {
    const cache = createRepositoryCache({ root: join(workDir, 'cache-a') });
    const source = { cloneUrl, token: TOKEN };
    const [first, second] = await Promise.all([
      cache.tree(source, fixture.baseSha),
      cache.tree(source, fixture.baseSha),
    ]);
    expect(first).toBe(join(workDir, 'cache-a', 'trees', fixture.baseSha));
    expect(second).toBe(first);
    expect(readFileSync(join(first, 'src/slugify.js'), 'utf8')).toContain(".replace(/\\s/g, '-')");
    expect(existsSync(join(first, '.git'))).toBe(false);
    expect(readdirSync(join(workDir, 'cache-a', 'trees'))).toEqual([fixture.baseSha]); // no temporary left behind
    expect(server.counts.authorized).toBeGreaterThan(0);

    const requests = server.counts.requests;
    expect(await cache.tree(source, fixture.baseSha)).toBe(first);
    expect(server.counts.requests).toBe(requests); // cached: git is not asked again
  });

  it('reads files and lists paths at the merge commit, and null for a file the commit lacks', async () => {
    const cache = createRepositoryCache({ root: join(workDir, 'cache-b') });
    const source = { cloneUrl, token: TOKEN };
    expect(await cache.read(source, fixture.mergeSha, 'test/slugify.test.js')).toContain('collapses runs of spaces');
    expect(await cache.read(source, fixture.baseSha, 'test/slugify.test.js')).not.toContain('collapses runs');
    expect(await cache.read(source, fixture.baseSha, 'no/such/file.js')).toBeNull();
    expect(await cache.paths(source, fixture.baseSha)).toEqual([
      'README.md',
      'package.json',
      'src/slugify.js',
      'test/slugify.test.js',
    ]);
  });

  it('refuses a wrong token with a clear error that never repeats the header, and a non-HTTP URL outright', async () => {
    const cache = createRepositoryCache({ root: join(workDir, 'cache-c') });
    const failure = await cache.tree({ cloneUrl, token: 'ghp_wrong' }, fixture.baseSha).catch((error: Error) => error);
    expect(failure).toMatchObject({ statusCode: 502, code: 'REPOSITORY_FETCH_FAILED' });
    expect((failure as Error).message).toMatch(/could not be fetched/);
    expect((failure as Error).message).not.toContain(Buffer.from('x-access-token:ghp_wrong').toString('base64'));
    expect(existsSync(join(workDir, 'cache-c', 'trees', fixture.baseSha))).toBe(false);

    for (const url of [`file://${join(workDir, 'served/acme/slugify-demo.git')}`, 'ext::sh -c touch% /tmp/pwned'])
      await expect(cache.tree({ cloneUrl: url, token: null }, fixture.baseSha)).rejects.toMatchObject({
        code: 'REPOSITORY_FETCH_FAILED',
      });
    await expect(cache.tree({ cloneUrl, token: TOKEN }, 'not-a-sha')).rejects.toMatchObject({ statusCode: 422 });
  });

  it('needs no dependency directory for a project without dependencies, and installs none without a lock', async () => {
    const dependencies = createDependencyCache({ root: join(workDir, 'cache-d') });
    const tree = await createRepositoryCache({ root: join(workDir, 'cache-d') }).tree(
      { cloneUrl, token: TOKEN },
      fixture.baseSha,
    );
    expect(await dependencies.install('node', tree)).toBeNull();
    expect(await dependencies.install('python', tree)).toBeNull();

    const project = join(workDir, 'with-dependencies');
    rmSync(project, { recursive: true, force: true });
    mkdirSync(project);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'x', dependencies: { 'left-pad': '1.3.0' } }));
    await expect(dependencies.install('node', project)).rejects.toThrow(/no package-lock.json/);
    writeFileSync(join(project, 'requirements.txt'), '# nothing pinned yet\n\n');
    expect(await dependencies.install('python', project)).toBeNull();
  });
});

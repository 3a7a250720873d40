import { describe, expect, it } from 'vitest';
import { checkNpmLock, checkNpmManifest, checkRequirements, npmSpecProblem } from './dependency-policy.js';

const REGISTRY = 'https://registry.npmjs.org/';
const INTEGRITY = 'sha512-' + Buffer.alloc(64, 7).toString('base64');
const entry = (name: string, overrides: Record<string, unknown> = {}) => ({
  version: '1.0.0',
  resolved: `${REGISTRY}${name}/-/${name.split('/').pop()}-1.0.0.tgz`,
  integrity: INTEGRITY,
  ...overrides,
});
const lock = (packages: Record<string, unknown>, lockfileVersion: unknown = 3) => ({
  name: 'project',
  lockfileVersion,
  packages: { '': { name: 'project', dependencies: { 'left-pad': '^1.0.0' } }, ...packages },
});
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toMatchObject({ statusCode: 422, code: 'REPOSITORY_DEPENDENCIES_REFUSED' });
    return (error as Error).message;
  }
  throw new Error('not refused');
};

describe('dependency policy: package.json', () => {
  it('passes registry specs: ranges, versions, tags and npm: aliases', () => {
    for (const spec of ['^1.2.3', '1.2.3', '~1.2', '>=1 <2 || 3.x', '*', '', 'latest', 'npm:left-pad@^1', 'npm:@s/x@2'])
      expect(npmSpecProblem(spec), spec).toBeNull();
    expect(() =>
      checkNpmManifest({ dependencies: { a: '^1' }, devDependencies: { '@s/b': '2.0.0' }, scripts: { x: 'y' } }),
    ).not.toThrow();
  });

  it.each([
    ['file:../local', /local path/],
    ['link:../local', /local path/],
    ['./vendor/pkg', /local path/],
    ['~/pkg', /local path/],
    ['/abs/pkg', /local path/],
    ['git+https://github.com/a/b.git', /git dependency/],
    ['git://github.com/a/b.git', /git dependency/],
    ['github:a/b', /git dependency/],
    ['a/b#main', /shorthand/],
    ['https://example.com/pkg.tgz', /is a URL/],
    ['npm:x@file:../y', /local path/],
  ])('refuses %s, naming the entry', (spec, reason) => {
    for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
      const message = refusal(() => checkNpmManifest({ [field]: { evil: spec } }));
      expect(message).toMatch(reason);
      expect(message).toContain(`${field} "evil"`);
    }
  });
});

describe('dependency policy: package-lock.json', () => {
  it('passes a v2 or v3 lock of registry tarballs with integrities (bundled entries ride in their parent)', () => {
    const packages = {
      'node_modules/left-pad': entry('left-pad'),
      'node_modules/@scope/x': entry('@scope/x'),
      'node_modules/@scope/x/node_modules/y': entry('y'),
      'node_modules/@scope/x/node_modules/z': { version: '1.0.0', inBundle: true },
    };
    expect(() => checkNpmLock(lock(packages, 3), REGISTRY)).not.toThrow();
    expect(() => checkNpmLock(lock(packages, 2), 'https://registry.npmjs.org')).not.toThrow();
  });

  it('refuses lockfileVersion 1 and a lock without packages', () => {
    expect(refusal(() => checkNpmLock({ lockfileVersion: 1, dependencies: {} }, REGISTRY))).toMatch(
      /lockfileVersion 1.*2 and 3/,
    );
    expect(refusal(() => checkNpmLock({ lockfileVersion: 3 }, REGISTRY))).toMatch(/no "packages"/);
  });

  it.each([
    ['a link', { link: true, resolved: '../pkg' }, /is a link/],
    ['no resolved', { resolved: undefined }, /no "resolved"/],
    ['no integrity', { integrity: undefined }, /no "integrity"/],
    ['a file: tarball', { resolved: 'file:../pkg.tgz' }, /local path/],
    ['git', { resolved: 'git+ssh://git@github.com/a/b.git#abc' }, /git/],
    ['github:', { resolved: 'github:a/b#abc' }, /git/],
    ['ftp', { resolved: 'ftp://registry.npmjs.org/pkg.tgz' }, /only http\(s\)/],
    ['another host', { resolved: 'https://evil.example/pkg/-/pkg-1.0.0.tgz' }, /not on the configured npm registry/],
    ['a lookalike host', { resolved: 'https://registry.npmjs.org.evil.example/p.tgz' }, /not on the configured/],
    ['credentials', { resolved: 'https://user:pw@registry.npmjs.org/p.tgz' }, /credentials/],
  ])('refuses an entry with %s', (_, overrides, reason) => {
    const message = refusal(() => checkNpmLock(lock({ 'node_modules/pkg': entry('pkg', overrides) }), REGISTRY));
    expect(message).toMatch(reason);
    expect(message).toContain('"node_modules/pkg"');
  });

  it('refuses workspace packages and entries placed outside node_modules', () => {
    expect(refusal(() => checkNpmLock(lock({ 'packages/a': { version: '1.0.0' } }), REGISTRY))).toMatch(
      /not an installed package's place/,
    );
    expect(refusal(() => checkNpmLock(lock({ 'node_modules/../../etc': entry('x') }), REGISTRY))).toMatch(
      /not an installed package's place/,
    );
  });
});

describe('dependency policy: requirements.txt', () => {
  it('passes plain requirements: names, pins, extras, markers, hashes, comments and continuations', () => {
    const text = [
      '# pinned',
      'requests',
      'Django==4.2.1  # the web framework',
      'attrs>=22,<24',
      'uvicorn[standard]~=0.22',
      'tomli; python_version < "3.11"',
      'pywin32==306 ; sys_platform == "win32"',
      `six==1.16.0 --hash=sha256:${'a'.repeat(64)} \\`,
      `    --hash=sha256:${'b'.repeat(64)}`,
      '',
    ].join('\n');
    expect(checkRequirements(text)).toHaveLength(7);
    expect(checkRequirements('# nothing\n\n')).toEqual([]);
  });

  it.each([
    ['-r other.txt', /includes another file/],
    ['-rother.txt', /includes another file/],
    ['--requirement=other.txt', /includes another file/],
    ['-c constraints.txt', /constraints file/],
    ['-e .', /editable/],
    ['-e git+https://github.com/a/b.git#egg=b', /editable/],
    ['--index-url https://evil.example/simple', /another index/],
    ['-i https://evil.example/simple', /another index/],
    ['--extra-index-url https://evil.example/simple', /another index/],
    ['--find-links /tmp/wheels', /other places/],
    ['-f https://evil.example/wheels', /other places/],
    ['--trusted-host evil.example', /trusts a host/],
    ['--pre', /pip option \(--pre\)/],
    ['pkg @ https://evil.example/pkg-1.0-py3-none-any.whl', /direct reference/],
    ['pkg@file:///tmp/pkg.whl', /direct reference/],
    ['https://evil.example/pkg-1.0-py3-none-any.whl', /URL/],
    ['git+https://github.com/a/b.git', /URL/],
    ['./vendor/pkg', /local path/],
    ['/tmp/pkg-1.0-py3-none-any.whl', /local path/],
    ['vendor/pkg.tar.gz', /local path/],
    ['pkg==1.0 --global-option=build_ext', /only --hash/],
    ['pkg==${SECRET}', /not a plain requirement/],
  ])('refuses %s, naming the line', (line, reason) => {
    const message = refusal(() => checkRequirements(`ok==1.0\n${line}\n`));
    expect(message).toMatch(reason);
    expect(message).toContain('requirements.txt:');
  });
});

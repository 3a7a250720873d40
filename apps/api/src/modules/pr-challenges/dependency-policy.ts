import { AppError } from '../../lib/errors.js';

/**
 * What a repository's dependencies may be before anything of them is installed on the host (issue 28): the
 * repository is untrusted (any GitHub repository an orgadmin imports) and its install runs outside the sandbox, so
 * only packages from the configured registry, pinned by the lock and verified by their integrity, are fetched — no
 * local path, no git, no other host, no pip option that reaches another index or file. Pure functions; the cache
 * (`dependency-cache.ts`) calls them and installs only what they pass. Each refusal is a 422 with
 * `REPOSITORY_DEPENDENCIES_REFUSED` naming the entry and the reason.
 */
export const DEPENDENCIES_REFUSED = 'REPOSITORY_DEPENDENCIES_REFUSED';

const refused = (message: string) => new AppError(422, DEPENDENCIES_REFUSED, message);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const quote = (text: string) => JSON.stringify(text.length > 120 ? `${text.slice(0, 120)}…` : text);

export const MANIFEST_DEPENDENCY_FIELDS = [
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
] as const;

/** A registry URL as npm and the policy compare it: ending with one slash. */
export const registryBase = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/**
 * Why an npm dependency spec (a value of `dependencies` and the like) does not come from the registry, or null when it
 * does: a semver range, a version, a dist-tag or an `npm:` alias of one. Local paths (`file:`, `link:`, `./x`,
 * `~/x`), git (`git+…`, `github:`, `user/repo`) and URLs are not.
 */
export function npmSpecProblem(spec: unknown): string | null {
  if (typeof spec !== 'string') return 'is not a string';
  const value = spec.trim();
  if (value.startsWith('npm:')) {
    const aliased = value.slice(4);
    const at = aliased.indexOf('@', aliased.startsWith('@') ? 1 : 0);
    if (!/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/i.test(at < 0 ? aliased : aliased.slice(0, at)))
      return 'is an npm: alias of no valid package name';
    return at < 0 ? null : npmSpecProblem(aliased.slice(at + 1));
  }
  if (/^(file|link):/i.test(value)) return 'is a local path (file:/link:)';
  if (/^(git(\+[a-z]+)?|github|gitlab|bitbucket|gist):/i.test(value)) return 'is a git dependency';
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return 'is a URL';
  if (/^(\.|~\/|\/|\\)/.test(value) || /^[a-z]:\\/i.test(value)) return 'is a local path';
  if (value.includes('/')) return 'is a git repository shorthand (user/repo) or a path';
  if (!/^[\w\s.*+^~<>=|!-]*$/.test(value)) return 'is not a version range or a dist-tag';
  return null;
}

/** The package.json's dependency fields use registry specs only. */
export function checkNpmManifest(manifest: Record<string, unknown>): void {
  for (const field of MANIFEST_DEPENDENCY_FIELDS) {
    const entries = manifest[field];
    if (entries === undefined) continue;
    if (!isRecord(entries)) throw refused(`package.json: "${field}" is not an object.`);
    for (const [name, spec] of Object.entries(entries)) {
      const problem = npmSpecProblem(spec);
      if (problem)
        throw refused(
          `package.json: ${field} ${quote(name)}: ${quote(String(spec))} ${problem}; only packages from the npm registry are installed.`,
        );
    }
  }
}

const PACKAGE_NAME = String.raw`(?:@[a-z0-9][\w.-]*\/)?[a-z0-9_][\w.-]*`;
/** `node_modules/a`, `node_modules/@s/b/node_modules/c`: where npm writes the entry, never outside the install. */
const LOCK_KEY = new RegExp(String.raw`^node_modules\/${PACKAGE_NAME}(?:\/node_modules\/${PACKAGE_NAME})*$`, 'i');
const INTEGRITY =
  /^(sha1|sha256|sha384|sha512)-[A-Za-z0-9+/]+={0,2}( (sha1|sha256|sha384|sha512)-[A-Za-z0-9+/]+={0,2})*$/;

/**
 * A package-lock.json (lockfileVersion 2 or 3, its `packages` map) every installed entry of which is a tarball on
 * `registry` with an integrity: no links (workspaces, `file:`), no git, no other host. An entry bundled inside its
 * parent's tarball (`inBundle`) is fetched with that tarball, verified by its integrity, so needs neither.
 */
export function checkNpmLock(lock: unknown, registry: string): void {
  if (!isRecord(lock)) throw refused('package-lock.json is not a JSON object.');
  const version = lock.lockfileVersion;
  if (version !== 2 && version !== 3)
    throw refused(
      `package-lock.json has lockfileVersion ${JSON.stringify(version ?? null)}: only versions 2 and 3 (npm 7 and later, with a "packages" map) are installed.`,
    );
  const packages = lock.packages;
  if (!isRecord(packages)) throw refused('package-lock.json has no "packages" map.');
  const base = registryBase(registry);
  for (const [key, entry] of Object.entries(packages)) {
    if (key === '') continue; // the project itself
    const where = `package-lock.json: ${quote(key)}`;
    if (!isRecord(entry)) throw refused(`${where} is not an object.`);
    if (entry.link === true)
      throw refused(`${where} is a link (a workspace or a file: dependency): only registry packages are installed.`);
    if (!LOCK_KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..'))
      throw refused(`${where} is not an installed package's place (node_modules/<name>).`);
    const resolved = entry.resolved;
    if (entry.inBundle === true && resolved === undefined) continue;
    if (typeof resolved !== 'string' || resolved === '')
      throw refused(`${where} has no "resolved" URL: only packages fetched from the registry are installed.`);
    if (/^(file|link):/i.test(resolved)) throw refused(`${where} resolves to a local path ${quote(resolved)}.`);
    if (/^(git(\+[a-z]+)?|github|gitlab|bitbucket|gist):/i.test(resolved))
      throw refused(`${where} resolves to git ${quote(resolved)}.`);
    let url: URL;
    try {
      url = new URL(resolved);
    } catch {
      throw refused(`${where} resolves to ${quote(resolved)}, not a URL.`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw refused(`${where} resolves to ${quote(resolved)}: only http(s) tarballs are installed.`);
    if (url.username || url.password) throw refused(`${where} resolves to a URL with credentials.`);
    if (!resolved.startsWith(base))
      throw refused(
        `${where} resolves to ${quote(resolved)}, not on the configured npm registry ${base} (NPM_REGISTRY_URL).`,
      );
    if (typeof entry.integrity !== 'string' || !INTEGRITY.test(entry.integrity))
      throw refused(`${where} has no "integrity": every package must be verified by its hash.`);
  }
}

const PIP_NAME = String.raw`[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?`;
const PIP_VERSION_CLAUSE = String.raw`(?:~=|===|==|!=|<=|>=|<|>)\s*[A-Za-z0-9_.*+!-]+`;
const PIP_REQUIREMENT = new RegExp(
  String.raw`^${PIP_NAME}\s*(?:\[\s*${PIP_NAME}(?:\s*,\s*${PIP_NAME})*\s*\])?\s*` +
    String.raw`(?:\(?\s*${PIP_VERSION_CLAUSE}(?:\s*,\s*${PIP_VERSION_CLAUSE})*\s*\)?)?\s*` +
    String.raw`(?:;[\w\s.'"<>=!~(),*+-]+)?$`,
);
const PIP_HASH = /^--hash=(sha256|sha384|sha512):[a-f0-9]+$/i;

/** A requirements file's logical lines (pip's way: `\` continuations joined, comments and blank lines dropped). */
export function requirementLines(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.replace(/(^|\s+)#.*$/, '').trim())
    .filter((line) => line !== '');
}

/**
 * A requirements.txt of plain requirements only: `name`, `name==1.2.3`, extras, environment markers, and `--hash`
 * options on a requirement's line. Refused: option lines (`-r`/`-c` includes, `-e`, `-i`/`--index-url`,
 * `--extra-index-url`, `-f`/`--find-links`, `--trusted-host`, any other), direct references (`name @ url`), URLs and
 * local paths. Returns the requirement lines (none: no dependencies).
 */
export function checkRequirements(text: string): string[] {
  const lines = requirementLines(text);
  for (const line of lines) {
    const where = `requirements.txt: ${quote(line)}`;
    if (line.startsWith('-')) {
      const option = line.startsWith('--') ? line.split(/[\s=]/)[0]! : line.slice(0, 2);
      const why: Record<string, string> = {
        '-r': 'includes another file',
        '--requirement': 'includes another file',
        '-c': 'includes a constraints file',
        '--constraint': 'includes a constraints file',
        '-e': 'is an editable install',
        '--editable': 'is an editable install',
        '-i': 'names another index',
        '--index-url': 'names another index',
        '--extra-index-url': 'names another index',
        '--no-index': 'changes where packages come from',
        '-f': 'names other places to find packages',
        '--find-links': 'names other places to find packages',
        '--trusted-host': 'trusts a host without https',
      };
      throw refused(
        `${where} ${why[option] ?? `is a pip option (${option})`}: only plain requirements are installed, from the configured index (PYPI_INDEX_URL).`,
      );
    }
    const optionAt = line.search(/\s-/);
    const requirement = (optionAt < 0 ? line : line.slice(0, optionAt)).trim();
    const tokens = optionAt < 0 ? [] : line.slice(optionAt).trim().split(/\s+/);
    for (let index = 0; index < tokens.length; index++) {
      const option = tokens[index] === '--hash' ? `--hash=${tokens[++index] ?? ''}` : tokens[index]!;
      if (!PIP_HASH.test(option))
        throw refused(
          `${where} has ${quote(option)} after the requirement: only --hash=<algorithm>:<hex> options may follow it.`,
        );
    }
    const beforeMarker = requirement.split(';')[0]!;
    if (beforeMarker.includes('@'))
      throw refused(
        `${where} is a direct reference (name @ URL): only packages from the configured index are installed.`,
      );
    if (/[a-z][a-z0-9+.-]*:\/\//i.test(requirement) || /^[a-z+]+:/i.test(requirement))
      throw refused(`${where} is a URL: only packages from the configured index are installed.`);
    if (
      /^(\.|~|\/|\\)/.test(requirement) ||
      /[/\\]/.test(beforeMarker) ||
      /\.(whl|zip|tar\.gz|tgz|tar)$/i.test(beforeMarker)
    )
      throw refused(`${where} is a local path: only packages from the configured index are installed.`);
    if (!PIP_REQUIREMENT.test(requirement))
      throw refused(`${where} is not a plain requirement (name, extras, version specifiers, a marker).`);
  }
  return lines;
}

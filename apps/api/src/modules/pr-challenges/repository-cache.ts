import { execFile, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { AppError } from '../../lib/errors.js';

const execFileAsync = promisify(execFile);

/** Where a repository is fetched from, and the token to fetch a private one with (never on a command line). */
export interface RepositorySource {
  cloneUrl: string;
  token: string | null;
}

export const REPOSITORY_FETCH_FAILED = 'REPOSITORY_FETCH_FAILED';
const GIT_TIMEOUT_MS = 5 * 60_000;

/**
 * git's environment: nothing from the host's git or proxy configuration, no prompt, only http(s) transports (a
 * repository's URL comes from GitHub, but `ext::` or `file://` would run or read anything), and the token as an
 * Authorization header passed through the environment — never in argv, where `ps` would show it.
 */
function gitEnvironment(token: string | null): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env))
    if (!/^(GIT_|https?_proxy$|all_proxy$|no_proxy$)/i.test(name)) env[name] = value;
  const config: [string, string][] = [
    ['protocol.allow', 'never'],
    ['protocol.https.allow', 'always'],
    ['protocol.http.allow', 'always'],
    ['core.hooksPath', '/dev/null'],
  ];
  if (token)
    config.push([
      'http.extraHeader',
      `Authorization: Basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`,
    ]);
  config.forEach(([key, value], index) => {
    env[`GIT_CONFIG_KEY_${index}`] = key;
    env[`GIT_CONFIG_VALUE_${index}`] = value;
  });
  return {
    ...env,
    GIT_CONFIG_COUNT: String(config.length),
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_TERMINAL_PROMPT: '0',
    GIT_ASKPASS: '/bin/false',
  };
}

const SHA = /^[0-9a-f]{40}$/;

/**
 * The first directory on the way to `path` that other users may not pass through (no o+x), or null. A runner started
 * as root runs each box as a slot's own uid, which must reach the tree it binds: DATA_DIR made 0700 hides it.
 */
export function closedAncestor(path: string): string | null {
  for (let directory = path; ; directory = dirname(directory)) {
    try {
      if ((statSync(directory).mode & 0o001) === 0) return directory;
    } catch {
      return directory;
    }
    if (dirname(directory) === directory) return null;
  }
}

/**
 * Repositories fetched outside the sandbox into a content-addressed cache under `DATA_DIR/github` (issue 28): one
 * bare repository per clone URL (`git/<hash of the URL>.git`, each commit fetched alone, depth 1), and each commit's
 * files checked out once into `trees/<commit sha>` — written to a temporary directory and renamed into place, so a
 * reader never sees half a tree and a crash leaves only a temporary directory behind. The runner binds a tree
 * read-only and copies it into its box.
 */
export function createRepositoryCache({
  root,
  warn = () => undefined,
}: {
  root: string;
  /** Told once when the sandbox's users could not reach the trees (see closedAncestor). */
  warn?: (message: string) => void;
}) {
  let checkedReach = false;
  /** The trees' directory, readable by the sandbox's users whatever the umask. */
  function treesDirectory(): string {
    const trees = join(root, 'trees');
    if (checkedReach) return trees;
    mkdirSync(trees, { recursive: true });
    chmodSync(root, 0o755);
    chmodSync(trees, 0o755);
    const closed = closedAncestor(trees);
    if (closed)
      warn(
        `${closed} is closed to other users (no o+x): a runner started as root cannot read the repositories' trees in ${trees}. Run chmod o+x on it, or start the API and runner as one user.`,
      );
    checkedReach = true;
    return trees;
  }
  const inFlight = new Map<string, Promise<unknown>>();
  /** One fetch or checkout of a key at a time in this process; the renames make it safe across processes. */
  function once<T>(key: string, work: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key);
    if (running) return running as Promise<T>;
    const started = work().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  }

  const bareOf = (cloneUrl: string) =>
    join(root, 'git', `${createHash('sha256').update(cloneUrl).digest('hex').slice(0, 32)}.git`);

  async function git(gitDir: string, args: string[], token: string | null = null): Promise<string> {
    const { stdout } = await execFileAsync('git', [`--git-dir=${gitDir}`, ...args], {
      env: gitEnvironment(token),
      maxBuffer: 64 * 1024 * 1024,
      timeout: GIT_TIMEOUT_MS,
    });
    return stdout;
  }

  async function hasCommit(gitDir: string, sha: string): Promise<boolean> {
    if (!existsSync(gitDir)) return false;
    try {
      await git(gitDir, ['cat-file', '-e', `${sha}^{commit}`]);
      return true;
    } catch {
      return false;
    }
  }

  /** The bare repository, with `sha` fetched into it. */
  async function withCommit(source: RepositorySource, sha: string): Promise<string> {
    if (!SHA.test(sha)) throw new AppError(422, REPOSITORY_FETCH_FAILED, `Not a commit id: ${sha}.`);
    if (!/^https?:\/\//i.test(source.cloneUrl))
      throw new AppError(422, REPOSITORY_FETCH_FAILED, 'The repository can only be fetched over HTTPS.');
    const gitDir = bareOf(source.cloneUrl);
    if (await hasCommit(gitDir, sha)) return gitDir;
    return once(`fetch:${gitDir}`, async () => {
      if (!existsSync(gitDir)) {
        mkdirSync(join(root, 'git'), { recursive: true });
        const temporary = `${gitDir}.${randomBytes(6).toString('hex')}.tmp`;
        await execFileAsync('git', ['init', '--quiet', '--bare', temporary], { env: gitEnvironment(null) });
        try {
          renameSync(temporary, gitDir);
        } catch {
          rmSync(temporary, { recursive: true, force: true }); // another process made it first
        }
      }
      try {
        await git(gitDir, ['fetch', '--quiet', '--no-tags', '--depth=1', source.cloneUrl, sha], source.token);
      } catch (error) {
        const said = ((error as { stderr?: string }).stderr ?? '').trim().split('\n').at(-1) ?? '';
        throw new AppError(
          502,
          REPOSITORY_FETCH_FAILED,
          `The repository's commit ${sha.slice(0, 7)} could not be fetched${said ? `: ${said.replace(/Basic \S+/g, 'Basic …')}` : '.'}`,
        );
      }
      return gitDir;
    });
  }

  /** Extracts the commit's files (`git archive | tar -x`) into `target`. */
  function extract(gitDir: string, sha: string, target: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const archive = spawn('git', [`--git-dir=${gitDir}`, 'archive', '--format=tar', sha], {
        env: gitEnvironment(null),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const tar = spawn('tar', ['-x', '--no-same-owner', '-C', target], { stdio: ['pipe', 'ignore', 'pipe'] });
      archive.stdout.pipe(tar.stdin);
      let problem = '';
      archive.stderr.on('data', (chunk: Buffer) => (problem += chunk.toString()));
      tar.stderr.on('data', (chunk: Buffer) => (problem += chunk.toString()));
      archive.on('error', reject);
      tar.on('error', reject);
      tar.on('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`Could not check out ${sha.slice(0, 7)}: ${problem.trim()}`)),
      );
    });
  }

  return {
    root,

    /** The commit's files, checked out once (read-only to everyone else: the runner binds this directory). */
    async tree(source: RepositorySource, sha: string): Promise<string> {
      const target = join(treesDirectory(), sha);
      if (existsSync(target)) return target;
      const gitDir = await withCommit(source, sha);
      return once(`tree:${sha}`, async () => {
        if (existsSync(target)) return target;
        const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
        mkdirSync(temporary, { recursive: true });
        chmodSync(temporary, 0o755);
        try {
          await extract(gitDir, sha, temporary);
          renameSync(temporary, target);
        } catch (error) {
          rmSync(temporary, { recursive: true, force: true });
          if (!existsSync(target)) throw error;
        }
        return target;
      });
    },

    /** Every file's path at the commit. */
    async paths(source: RepositorySource, sha: string): Promise<string[]> {
      const gitDir = await withCommit(source, sha);
      return (await git(gitDir, ['ls-tree', '-r', '--name-only', '-z', sha])).split('\0').filter(Boolean);
    },

    /** A file's text at the commit; null when the commit has no such file. */
    async read(source: RepositorySource, sha: string, path: string): Promise<string | null> {
      const gitDir = await withCommit(source, sha);
      try {
        return await git(gitDir, ['show', `${sha}:${path}`]);
      } catch {
        return null;
      }
    },
  };
}
export type RepositoryCache = ReturnType<typeof createRepositoryCache>;

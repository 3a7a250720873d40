/** A repository named as GitHub names it. */
export interface RepositoryRef {
  owner: string;
  name: string;
}

const SEGMENT = /^[A-Za-z0-9_.-]{1,100}$/;
const refOf = (owner: string | undefined, name: string | undefined): RepositoryRef | null => {
  const bare = name?.replace(/\.git$/, '');
  return owner && bare && SEGMENT.test(owner) && SEGMENT.test(bare) && bare !== '.' && bare !== '..'
    ? { owner, name: bare }
    : null;
};

/**
 * `owner/name`, `https://github.com/owner/name` (with `.git`, a trailing slash, or more path after it, as a browser's
 * address bar has it), or `git@github.com:owner/name.git`; the host may be a GitHub Enterprise Server's. Null for
 * anything else.
 */
export function parseRepositoryRef(text: string): RepositoryRef | null {
  const value = text.trim();
  const ssh = /^[\w.-]+@[\w.-]+:([^/]+)\/([^/]+)$/.exec(value);
  if (ssh) return refOf(ssh[1], ssh[2]);
  if (/^https?:\/\//i.test(value)) {
    try {
      const [owner, name] = new URL(value).pathname.split('/').filter(Boolean);
      return refOf(owner, name);
    } catch {
      return null;
    }
  }
  const [owner, name, ...rest] = value.split('/');
  return rest.length === 0 ? refOf(owner, name) : null;
}

/**
 * The issue a pull request's description says it resolves, by GitHub's closing keywords (`Fixes #12`, `closes #3`,
 * `Resolves: #7`); null when it names none. The first one named counts.
 */
export function linkedIssueNumber(body: string): number | null {
  const match = /\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?):?\s+#(\d{1,9})\b/i.exec(body);
  return match ? Number(match[1]) : null;
}

/**
 * Whether a changed file holds the repository's tests, by the conventions of the common ecosystems: a `test`, `tests`,
 * `__tests__` or `spec` directory, or a test file's own name (`*.test.ts`, `*.spec.js`, `test_*.py`, `*_test.py`,
 * `*_test.go`, `*Test.java`). In an implement challenge these are the hidden tests.
 */
export function isTestPath(path: string): boolean {
  const lower = path.toLowerCase();
  const file = path.split('/').at(-1) ?? path;
  return (
    /(^|\/)(tests?|__tests__|spec|specs)\//.test(lower) ||
    /\.(test|spec)\.[a-z0-9]+$/.test(lower) ||
    /^test_[^/]+\.py$/.test(file.toLowerCase()) ||
    /_test\.(py|go|rb|rs|exs?)$/.test(lower) ||
    /Tests?\.(java|kt|cs|scala)$/.test(file)
  );
}

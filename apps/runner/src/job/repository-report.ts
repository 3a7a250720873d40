import type { RepositoryTestResult } from '@assay/contracts';

/** Joins a nested test's name to its parents' (the contract's RepositoryTestResult.name). */
export const NAME_SEPARATOR = ' › ';

/** What a toolchain's reporter said: each test it finished, and the one it was in when the run was cut short. */
export interface ParsedReport {
  tests: RepositoryTestResult[];
  /**
   * The file (node) or test (python) the reporter had started and not finished when the output ended, with what the
   * reporter had said about it (null: nothing); null when everything it started finished.
   */
  interrupted: { file: string | null; name: string; said: string | null } | null;
}

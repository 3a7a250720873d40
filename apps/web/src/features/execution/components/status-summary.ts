import type { RunnerInfo } from '@assay/contracts';
import { databaseLabels } from '@/features/execution/components/status-labels';
import type { ExecutionStatus, LanguageStatus } from '@/features/execution/api/get-execution-status';

/** A hello-world run passed only with an accepted verdict and a measured time. */
export function helloWorldPassed(language: LanguageStatus): boolean {
  return language.helloWorldStatus === 'accepted' && language.helloWorldMs !== null;
}

export function canRunCode(runner: RunnerInfo): boolean {
  return runner.isolation !== 'unavailable';
}

const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/**
 * What is wrong, in words, the most fundamental first; empty when all systems are operational: the API is ok, the
 * database answers, at least one runner can run code and every available language passed its hello-world run.
 */
export function statusProblems(status: ExecutionStatus): string[] {
  const problems: string[] = [];
  if (status.api.status === 'starting') problems.push('The API is still starting.');
  if (status.api.status === 'degraded') problems.push('The API is degraded.');
  if (!status.database.ok) problems.push(`The database (${databaseLabels[status.database.kind]}) is not answering.`);
  if (status.runners.length === 0) {
    problems.push('Code execution is unavailable: no runner online.');
  } else if (!status.runners.some(canRunCode)) {
    problems.push('Code execution is unavailable: no runner online can run code.');
  } else {
    // Without a runner every run fails, and saying so per language would only repeat the cause above.
    const failing = status.languages.filter((language) => language.available && !helloWorldPassed(language));
    if (failing.length > 0) {
      problems.push(`The hello-world run failed for ${listFormat.format(failing.map((language) => language.name))}.`);
    }
  }
  return problems;
}

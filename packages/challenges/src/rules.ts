import { DIFFICULTIES, type Difficulty } from '@assay/contracts';
import type { Challenge } from './library.js';

const SCRIPT_LANGUAGES = ['javascript', 'typescript', 'python'] as const;
const COMPILED_LANGUAGES = ['cpp', 'java', 'go'] as const;

/** The library's rules for one challenge (content/challenges/README.md), as messages; empty when it keeps them all. */
export function challengeProblems(challenge: Challenge): string[] {
  const { content } = challenge;
  const problems: string[] = [];
  const offered = content.languages.map((entry) => entry.language);
  const visible = content.tests.filter((test) => !test.hidden);
  if (challenge.category === 'sql') {
    if (offered.join() !== 'sql') problems.push('A SQL challenge offers SQL only.');
    if (!content.sql_setup.trim()) problems.push('A SQL challenge needs its schema.sql.');
  } else {
    const missing = SCRIPT_LANGUAGES.filter((language) => !offered.includes(language));
    if (missing.length > 0) problems.push(`It must offer ${missing.join(', ')}.`);
    if (COMPILED_LANGUAGES.filter((language) => offered.includes(language)).length < 2)
      problems.push('It must offer at least two of C++, Java and Go.');
    if (content.difficulty !== 'easy' && challenge.performanceTests.length === 0)
      problems.push('From medium up it needs a performance test.');
    if (challenge.performanceTests.length > 0) {
      const naive = challenge.naive.map((entry) => entry.language);
      const without = offered.filter((language) => !naive.includes(language));
      if (without.length > 0) problems.push(`Its performance tests need a naive solution in ${without.join(', ')}.`);
    }
  }
  if (content.tests.length < 10) problems.push(`It has ${content.tests.length} tests; at least 10.`);
  if (content.tests.slice(0, 2).some((test) => test.hidden))
    problems.push('The first two tests are the worked examples, visible.');
  if (visible.length * 2 >= content.tests.length) problems.push('Most tests are hidden.');
  if (content.hints.length !== 3) problems.push(`It has ${content.hints.length} hints; three, progressive.`);
  if (content.rubric.length === 0) problems.push('It needs a review rubric.');
  return problems;
}

/** How many challenges of each difficulty the library holds. */
export function countByDifficulty(challenges: Challenge[]): Record<Difficulty, number> {
  return Object.fromEntries(
    DIFFICULTIES.map((difficulty) => [
      difficulty,
      challenges.filter((challenge) => challenge.content.difficulty === difficulty).length,
    ]),
  ) as Record<Difficulty, number>;
}
